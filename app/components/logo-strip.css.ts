import { globalStyle, keyframes, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";
import { LOGO_LOOP_S, LOGO_SLOT_PX } from "~/utils/constants";

const drift = keyframes({ from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } });

export const strip = style({
  overflow: "hidden",
  borderTop: `1px solid ${vars.color.ruleDark}`,
  borderBottom: `1px solid ${vars.color.ruleDark}`,
  maskImage: "linear-gradient(to right, transparent, black 8%, black 92%, transparent)",
});

export const track = style({
  display: "flex",
  width: "max-content",
  listStyle: "none",
  margin: 0,
  padding: 0,
  animation: `${drift} ${LOGO_LOOP_S}s linear infinite`,
  selectors: { [`${strip}:hover &`]: { animationPlayState: "paused" } },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const slot = style({
  width: LOGO_SLOT_PX,
  flex: "none",
  display: "grid",
  placeItems: "center",
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const logo = style({ maxHeight: 72, width: "auto", objectFit: "contain" });
// Logos are drawn white on the dark intro, without the blur placeholder behind their transparent parts.
globalStyle(`${slot} img`, { filter: "brightness(0) invert(1)", backgroundImage: "none !important", opacity: 0.85 });
