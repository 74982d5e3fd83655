import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  height: vars.layout.navHeight,
  padding: `0 ${vars.layout.gutter}`,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.rule}`,
});
export const logo = style({ fontWeight: vars.weight.bold, letterSpacing: vars.tracking.wide, textDecoration: "none" });
export const list = style({ display: "flex", gap: vars.space.lg, listStyle: "none", margin: 0, padding: 0 });
export const link = style({
  fontSize: vars.size.sm,
  letterSpacing: vars.tracking.wide,
  textDecoration: "none",
  selectors: { "&.active": { fontWeight: vars.weight.bold } },
});
