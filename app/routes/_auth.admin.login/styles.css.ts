import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const page = style({ minHeight: "70vh", display: "grid", placeItems: "center", padding: vars.layout.gutter });
export const form = style({ width: "min(100%, 380px)", display: "grid", gap: vars.space.md });
export const title = style({
  fontSize: vars.size.xl,
  letterSpacing: vars.tracking.wide,
  margin: `0 0 ${vars.space.md}`,
});
export const field = style({ display: "grid", gap: vars.space.xs, fontSize: vars.size.sm });
export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.size.sm });
export const button = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.ink,
  color: vars.color.paper,
  border: 0,
  letterSpacing: vars.tracking.wide,
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.6, cursor: "progress" } },
});
