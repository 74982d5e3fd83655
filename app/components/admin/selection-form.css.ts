import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const position = style({ width: "4.5rem" });
export const log = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const logEntry = style({
  borderTop: `1px solid ${vars.color.rule}`,
  paddingTop: vars.space.sm,
  display: "grid",
  gap: vars.space.xs,
});
export const newLink = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.success}`,
  display: "grid",
  gap: vars.space.sm,
});
