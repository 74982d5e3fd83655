import { globalStyle, style } from "@vanilla-extract/css";

import { laidOutNearView } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const footer = style({
  display: "grid",
  gridTemplateColumns: "1fr 2fr",
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
  borderTop: `1px solid ${vars.color.rule}`,
  fontSize: vars.size.sm,
  ...laidOutNearView("18rem"),
  "@media": { [media.small]: { gridTemplateColumns: "1fr" } },
});
export const brand = style({});
export const name = style({ fontWeight: vars.weight.medium, letterSpacing: vars.tracking.wide, margin: 0 });
export const copyright = style({ color: vars.color.muted, margin: `${vars.space.sm} 0 0` });
export const columns = style({ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: vars.space.lg });
export const column = style({});
export const heading = style({
  fontSize: vars.size.xs,
  fontWeight: vars.weight.bold,
  letterSpacing: vars.tracking.wide,
  margin: `0 0 ${vars.space.sm}`,
});
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});
globalStyle(`${list} a`, { textDecoration: "none" });
globalStyle(`${list} a:hover`, { textDecoration: "underline" });
