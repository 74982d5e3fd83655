import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { TOAST_AUTO_CLOSE_MS } from "~/utils/constants";

// Hiding by animation closes the toast on time even without JavaScript.
const life = keyframes({
  "0%": { opacity: 0, transform: "translateY(-8px)" },
  "4%": { opacity: 1, transform: "none" },
  "96%": { opacity: 1, visibility: "visible" },
  "100%": { opacity: 0, visibility: "hidden" },
});

export const region = style({
  position: "fixed",
  top: vars.space.md,
  right: vars.space.md,
  zIndex: 1000,
  maxWidth: "min(420px, calc(100vw - 2rem))",
  pointerEvents: "none",
});

const base = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.paper,
  color: vars.color.ink,
  borderLeft: "4px solid",
  boxShadow: "0 6px 24px rgba(0, 0, 0, 0.18)",
  fontSize: vars.size.sm,
  fontWeight: vars.weight.regular,
  pointerEvents: "auto",
  animation: `${life} ${TOAST_AUTO_CLOSE_MS}ms linear forwards`,
});

export const toast = styleVariants({
  success: [base, { borderLeftColor: vars.color.success }],
  error: [base, { borderLeftColor: vars.color.danger }],
});

export const close = style({
  marginLeft: "auto",
  border: 0,
  background: "none",
  cursor: "pointer",
  fontSize: vars.size.md,
  lineHeight: 1,
  padding: 0,
});
