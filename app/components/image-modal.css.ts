import { keyframes, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const modal = style({
  maxWidth: "92vw",
  maxHeight: "92vh",
  padding: 0,
  border: 0,
  background: "transparent",
  overflow: "visible",
  selectors: {
    "&[open]": { animation: `${fadeIn} ${vars.motion.modal} ease` },
    '&[open][data-closing="true"]': { animation: `${fadeOut} ${vars.motion.modal} ease forwards` },
    "&::backdrop": { background: "rgba(0, 0, 0, 0.85)", animation: `${fadeIn} ${vars.motion.backdrop} ease` },
    '&[data-closing="true"]::backdrop': { animation: `${fadeOut} ${vars.motion.backdrop} ease forwards` },
  },
});

export const body = style({ position: "relative" });

export const image = style({
  maxWidth: "92vw",
  maxHeight: "88vh",
  width: "auto",
  height: "auto",
  objectFit: "contain",
});

export const close = style({
  position: "absolute",
  top: `calc(-1 * ${vars.space.lg} - 12px)`,
  right: 0,
  width: 44,
  height: 44,
  background: "none",
  border: 0,
  color: vars.color.paper,
  fontSize: vars.size.xxl,
  fontWeight: vars.weight.light,
  lineHeight: 1,
  cursor: "pointer",
});
