import { style } from "@vanilla-extract/css";

import { capitals } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
});

export const title = style({
  margin: `0 0 ${vars.space.lg}`,
  ...capitals(vars.size.xxl),
  fontWeight: vars.weight.light,
});

export const regions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginBottom: vars.space.md,
});

export const region = style({
  color: vars.color.ink,
  textDecoration: "none",
  paddingBlock: vars.space.xs,
  selectors: {
    "&[aria-current='page']": { fontWeight: vars.weight.medium, textDecoration: "underline" },
    "&:hover": { textDecoration: "underline" },
  },
});

export const count = style({ color: vars.color.muted });

export const map = style({ display: "block", width: "100%", height: "auto", background: vars.color.surface });

export const land = style({ fill: vars.color.rule });

export const borders = style({ fill: "none", stroke: vars.color.paper, strokeWidth: 0.75 });

export const marker = style({
  fill: vars.color.ink,
  stroke: vars.color.paper,
  strokeWidth: 2,
  selectors: {
    "&:hover, &:focus-visible": { fill: vars.color.focus },
    "&:focus-visible": { outline: "none", stroke: vars.color.focus, strokeWidth: 4 },
  },
});

export const listTitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  ...capitals(vars.size.lg),
  fontWeight: vars.weight.regular,
});

export const list = style({ columns: "16rem", margin: 0, padding: 0, listStyle: "none" });

export const link = style({ color: vars.color.ink, display: "inline-block", paddingBlock: vars.space.xs });
