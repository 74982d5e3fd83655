import { globalStyle, style } from "@vanilla-extract/css";

import { coverFill, laidOutNearView } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";
import { STRIP_ITEM_WIDTHS_VW } from "~/utils/constants";

// Below the header (81.5 % of the screen) and the project's text.
export const section = style({ padding: `${vars.space.xl} 0 ${vars.space.lg}`, ...laidOutNearView("30rem") });

export const strip = style({
  position: "relative",
  display: "flex",
  overflowX: "auto",
  overflowY: "hidden",
  listStyle: "none",
  margin: 0,
  padding: 0,
  scrollbarWidth: "none",
  overscrollBehaviorX: "contain",
  selectors: { "&::-webkit-scrollbar": { display: "none" } },
});

const [wide, narrow] = STRIP_ITEM_WIDTHS_VW;
export const item = style({
  flex: "none",
  width: `${wide}vw`,
  height: "min(70vh, 40vw)",
  paddingRight: vars.space.md,
  selectors: { "&:nth-child(even)": { width: `${narrow}vw` } },
  "@media": {
    [media.small]: {
      width: "85vw",
      height: "60vw",
      paddingRight: vars.space.sm,
      selectors: { "&:nth-child(even)": { width: "85vw" } },
    },
  },
});

export const opener = style({
  display: "block",
  width: "100%",
  height: "100%",
  padding: 0,
  border: 0,
  background: vars.color.surface,
  cursor: "zoom-in",
  selectors: { "html:not(.js) &": { cursor: "default" } },
});
globalStyle(`${item} picture, ${item} img`, { height: "100%" });

export const image = style(coverFill);
export const video = style({
  ...coverFill,
  backgroundColor: vars.color.ink,
  backgroundSize: "cover",
  backgroundPosition: "center",
});

/** The video and, until it is first played, the play control over it. */
export const player = style({ position: "relative", height: "100%" });

export const play = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.paper,
});

export const playIcon = style({
  width: 64,
  height: 64,
  fill: "rgba(0, 0, 0, 0.45)",
  stroke: "currentColor",
  strokeWidth: 2,
  transition: "transform 0.2s ease",
  selectors: { [`${play}:hover &, ${play}:focus-visible &`]: { transform: "scale(1.08)" } },
});
globalStyle(`${playIcon} path`, { fill: "currentColor", stroke: "none" });

export const indicators = style({
  display: "flex",
  justifyContent: "center",
  gap: vars.space.xs,
  marginTop: vars.space.md,
  selectors: { "html:not(.js) &": { display: "none" } },
  "@media": { [media.small]: { display: "none" } },
});

export const indicator = style({
  width: 32,
  height: 20,
  padding: 0,
  border: 0,
  cursor: "pointer",
  background: `linear-gradient(currentColor, currentColor) center / 100% 1px no-repeat`,
  color: vars.color.ink,
  opacity: 0.25,
  transition: "opacity 0.3s ease",
  selectors: { '&[aria-current="true"], &:hover': { opacity: 1 } },
});
