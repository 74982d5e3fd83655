import { globalStyle, keyframes, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const carousel = style({
  position: "relative",
  height: `calc(100svh - ${vars.layout.navHeight})`,
  minHeight: "20rem",
  overflow: "hidden",
  background: vars.color.ink,
  color: vars.color.paper,
});

const enterFromRight = keyframes({
  from: { opacity: 0, transform: "translateX(3%)" },
  to: { opacity: 1, transform: "none" },
});
const enterFromLeft = keyframes({
  from: { opacity: 0, transform: "translateX(-3%)" },
  to: { opacity: 1, transform: "none" },
});

export const slide = style({
  position: "absolute",
  inset: 0,
  opacity: 0,
  transition: "opacity 0.9s ease",
  selectors: {
    '&[data-active="true"]': { opacity: 1 },
    [`${carousel}[data-direction="next"] &[data-active="true"]`]: { animation: `${enterFromRight} 0.9s ease` },
    [`${carousel}[data-direction="prev"] &[data-active="true"]`]: { animation: `${enterFromLeft} 0.9s ease` },
  },
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

export const arrow = style({
  position: "absolute",
  top: "50%",
  transform: "translateY(-50%)",
  width: 56,
  height: 56,
  display: "grid",
  placeItems: "center",
  background: "none",
  border: 0,
  color: vars.color.paper,
  cursor: "pointer",
  opacity: 0.8,
  selectors: {
    "&:hover, &:focus-visible": { opacity: 1 },
    // Without scripts the carousel is its first image; controls that could not work are not shown.
    "html:not(.js) &": { display: "none" },
  },
});
export const previous = style({ left: vars.layout.gutter });
export const next = style({ right: vars.layout.gutter });

export const chevron = style({
  width: 18,
  height: 18,
  borderTop: "1px solid currentColor",
  borderLeft: "1px solid currentColor",
  selectors: {
    [`${previous} &`]: { transform: "translateX(25%) rotate(-45deg)" },
    [`${next} &`]: { transform: "translateX(-25%) rotate(135deg)" },
  },
});

export const indicators = style({
  position: "absolute",
  left: "50%",
  bottom: vars.space.lg,
  transform: "translateX(-50%)",
  display: "flex",
  gap: vars.space.sm,
  selectors: { "html:not(.js) &": { display: "none" } },
});

export const indicator = style({
  width: 36,
  height: 24,
  padding: 0,
  border: 0,
  cursor: "pointer",
  // A thin bar drawn in the middle of a taller, easier target.
  background: "linear-gradient(currentColor, currentColor) center / 100% 2px no-repeat",
  color: vars.color.paper,
  opacity: 0.45,
  transition: "opacity 0.3s ease",
  selectors: { '&[aria-current="true"], &:hover': { opacity: 1 } },
});
globalStyle(`${slide} picture, ${slide} img`, { height: "100%" });
