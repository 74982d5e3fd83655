import { globalStyle, style } from "@vanilla-extract/css";

import { capitals, coverFill } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

const column = { maxWidth: vars.layout.maxWidth, margin: "0 auto", padding: `0 ${vars.layout.gutter}` } as const;

export const cover = style({ ...column, paddingBlock: vars.space.xl, borderBottom: `1px solid ${vars.color.rule}` });
export const studio = style({
  margin: 0,
  ...capitals(vars.size.xs),
  letterSpacing: vars.tracking.wider,
  color: vars.color.muted,
});
export const title = style({
  margin: `${vars.space.md} 0`,
  ...capitals(vars.size.hero),
  fontWeight: vars.weight.light,
  overflowWrap: "anywhere",
});
export const note = style({ maxWidth: "40rem", lineHeight: 1.9, color: "#333", whiteSpace: "pre-line", margin: 0 });
export const recipient = style({ margin: `${vars.space.lg} 0 0`, fontSize: vars.size.sm, color: vars.color.muted });

export const projects = style({ listStyle: "none", margin: 0, padding: 0 });
export const project = style({
  ...column,
  display: "grid",
  gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  borderBottom: `1px solid ${vars.color.rule}`,
  "@media": { [media.belowNavbar]: { gridTemplateColumns: "1fr", gap: vars.space.md, paddingBlock: vars.space.lg } },
});
export const image = style({
  width: "100%",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  background: vars.color.surface,
  display: "block",
});
globalStyle(`${project} picture`, { display: "block" });
export const name = style({
  margin: `0 0 ${vars.space.md}`,
  ...capitals(vars.size.xl),
  fontWeight: vars.weight.light,
  overflowWrap: "anywhere",
});
export const facts = style({ marginBottom: vars.space.md });
export const summary = style({ lineHeight: 1.9, color: "#333", margin: `0 0 ${vars.space.md}` });
export const more = style({
  color: vars.color.ink,
  ...capitals(vars.size.sm),
  fontWeight: vars.weight.medium,
});

export const header = style({ height: "min(70vh, 720px)", overflow: "hidden", background: vars.color.surface });
globalStyle(`${header} picture, ${header} img`, { ...coverFill, display: "block" });
export const back = style({ ...column, paddingTop: vars.space.lg, paddingBottom: vars.space.xxl });

export const dead = style({ ...column, paddingBlock: vars.space.xxl, maxWidth: "44rem" });
export const deadTitle = style({
  fontSize: vars.size.xl,
  fontWeight: vars.weight.light,
  letterSpacing: vars.tracking.wide,
  margin: `0 0 ${vars.space.md}`,
});
