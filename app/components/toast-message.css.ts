import { keyframes, style, styleVariants } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";
import { media } from "~/styles/theme.css";
import { TOAST_AUTO_CLOSE_MS, UNDO_TOAST_MS } from "~/utils/constants";

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

// With reduced motion the toast only fades, and keeps its time: the global rule that shortens
// animations would otherwise hide it at once, before anyone could read it or reach "Undo".
const still = keyframes({
  "0%": { opacity: 1 },
  "96%": { opacity: 1, visibility: "visible" },
  "100%": { opacity: 0, visibility: "hidden" },
});

const lasting = (ms: number) => ({
  animation: `${life} ${ms}ms linear forwards`,
  // Paused while read or used, and shown in full: a toast caught mid-fade would stay faint (and
  // below contrast) for as long as the pointer or focus is on it.
  selectors: {
    "&:hover, &:focus-within": { animationPlayState: "paused", opacity: "1 !important", transform: "none !important" },
  },
  "@media": { [media.reducedMotion]: { animation: `${still} ${ms}ms linear forwards !important` } },
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
});

export const toast = styleVariants({
  success: [base, lasting(TOAST_AUTO_CLOSE_MS), { borderLeftColor: vars.color.success }],
  error: [base, lasting(TOAST_AUTO_CLOSE_MS), { borderLeftColor: vars.color.danger }],
});

/** A toast with "Undo" or a link: it stays longer (UNDO_TOAST_MS). */
export const lingering = styleVariants({
  success: [base, lasting(UNDO_TOAST_MS), { borderLeftColor: vars.color.success }],
  error: [base, lasting(UNDO_TOAST_MS), { borderLeftColor: vars.color.danger }],
});

export const undoForm = style({ display: "contents" });

/** "Undo" and a toast's link: a text button, underlined, with a comfortable target. */
export const action = style({
  border: 0,
  background: "none",
  padding: `0 ${vars.space.xs}`,
  minHeight: "24px",
  font: "inherit",
  fontWeight: vars.weight.medium,
  color: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
  whiteSpace: "nowrap",
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
