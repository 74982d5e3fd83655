import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const figure = style({ margin: 0, display: "grid", gap: vars.space.sm, minWidth: 0 });
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  fontSize: vars.size.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const key = style({
  display: "inline-block",
  width: "1rem",
  height: "0.75rem",
  marginRight: vars.space.xs,
  verticalAlign: "middle",
});
export const viewsKey = style([key, { background: "#9db4cf" }]);
export const visitorsKey = style([key, { height: "3px", background: vars.color.ink }]);
export const plot = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: vars.space.sm,
  alignItems: "stretch",
});
export const yAxis = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  textAlign: "right",
  fontSize: vars.size.xs,
  color: vars.color.muted,
  lineHeight: 1,
});
export const svg = style({
  display: "block",
  width: "100%",
  height: "12rem",
  borderBottom: `1px solid ${vars.color.ink}`,
  borderLeft: `1px solid ${vars.color.ink}`,
});
export const bar = style({ fill: "#9db4cf" });
export const grid = style({ stroke: vars.color.rule, strokeWidth: 1 });
export const line = style({ fill: "none", stroke: vars.color.ink, strokeWidth: 2, strokeLinejoin: "round" });
export const xAxis = style({
  gridColumn: 2,
  display: "flex",
  justifyContent: "space-between",
  fontSize: vars.size.xs,
  color: vars.color.muted,
});
