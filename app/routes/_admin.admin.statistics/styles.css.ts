import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";
import { BREAKPOINTS } from "~/utils/constants";

export const ranges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const current = style({ background: vars.color.ink, color: vars.color.paper });
export const totals = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
});
export const total = style({ display: "grid", gap: vars.space.xs });
export const totalValue = style({ margin: 0, fontSize: vars.size.xl, fontWeight: vars.weight.medium });
export const tables = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [`(min-width: ${BREAKPOINTS.tabletMin}px)`]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.size.sm });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.rule}`,
  textAlign: "left",
  overflowWrap: "anywhere",
});
export const number = style([cell, { textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }]);
export const caption = style({ textAlign: "left", fontWeight: vars.weight.medium, padding: `${vars.space.sm} 0` });
// Positioned: a visually hidden text inside (absolute) scrolls with the table instead of widening the page.
export const scroll = style({ position: "relative", maxHeight: "24rem", overflow: "auto" });
/** A Core Web Vital's verdict under its value, in words; a poor one stands out by weight too (never by colour alone). */
export const rating = style({ display: "block", fontSize: vars.size.xs, color: vars.color.muted });
export const poor = style({ color: vars.color.ink, fontWeight: vars.weight.medium });
