import { globalStyle, style } from "@vanilla-extract/css";

import { media, vars } from "~/styles/theme.css";

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.layout.gutter} ${vars.space.xxl}`,
});

export const title = style({
  margin: `0 0 ${vars.space.xl}`,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.rule}`,
  fontSize: vars.size.xl,
  fontWeight: vars.weight.regular,
  letterSpacing: vars.tracking.wider,
});

export const body = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.belowNavbar]: { gridTemplateColumns: "1fr" } },
});

export const text = style({ lineHeight: 1.9, whiteSpace: "pre-line" });
globalStyle(`${text} p`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${text} p:first-child`, { marginTop: 0 });
export const figure = style({ "@media": { [media.belowNavbar]: { order: -1 } } });
