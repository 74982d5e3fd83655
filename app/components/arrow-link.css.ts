import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const link = style({
  display: "inline-flex",
  alignItems: "baseline",
  gap: vars.space.sm,
  paddingBottom: vars.space.xs,
  borderBottom: "1px solid currentColor",
  fontSize: vars.size.xs,
  fontWeight: vars.weight.medium,
  letterSpacing: vars.tracking.wide,
  textDecoration: "none",
  color: "inherit",
});

export const arrow = style({
  transition: "transform 0.3s ease",
  selectors: { [`${link}:hover &`]: { transform: "translateX(4px)" } },
});
