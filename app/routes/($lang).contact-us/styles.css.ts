import { style } from "@vanilla-extract/css";

import { capitals } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";
import { caption } from "~/styles/utilities.css";

export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.2fr)",
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg },
    [media.small]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gap: vars.space.lg,
      padding: `${vars.space.lg} ${vars.layout.gutter}`,
    },
  },
});
export const info = style({ display: "grid", alignContent: "start", gap: vars.space.lg });
export const title = style({
  margin: 0,
  ...capitals(vars.size.xxl),
  "@media": { [media.small]: { fontSize: vars.size.xl } },
});
export const details = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.ink}`,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const detail = style({ display: "grid", gap: vars.space.xs });
export const term = caption;
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const motto = style({ margin: 0, color: vars.color.muted, whiteSpace: "pre-line" });
export const formColumn = style({
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.rule}`,
  "@media": { [media.small]: { paddingTop: vars.space.md } },
});
export const formTitle = style({
  margin: `0 0 ${vars.space.lg}`,
  ...capitals(vars.size.lg),
});
