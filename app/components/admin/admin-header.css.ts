import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";
import { buttonBase } from "~/styles/utilities.css";

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.rule}`,
  marginBottom: vars.space.lg,
});
export const title = style({ margin: 0, fontSize: vars.size.xl });
export const actions = style({ display: "flex", gap: vars.space.sm });
export const button = style([
  buttonBase,
  {
    background: vars.color.paper,
    color: vars.color.ink,
    selectors: { "&:hover": { background: vars.color.ink, color: vars.color.paper } },
  },
]);
