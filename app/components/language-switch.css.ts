import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

/** In the bar, pushed to the right, beside the menu. */
export const nav = style({ marginLeft: "auto" });

export const list = style({
  display: "flex",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const link = style({
  display: "inline-block",
  // A target of at least 24 × 24 px (WCAG 2.5.8).
  minWidth: 24,
  padding: `${vars.space.xs} 0`,
  fontSize: vars.size.xs,
  letterSpacing: vars.tracking.wide,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    '&[aria-current="true"]': {
      fontWeight: vars.weight.bold,
      textDecoration: "underline",
      textUnderlineOffset: "0.55em",
    },
  },
});
