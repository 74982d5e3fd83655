import { globalStyle, style } from "@vanilla-extract/css";

import { capitals } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const intro = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.layout.gutter} 0`,
  "@media": { [media.belowNavbar]: { gridTemplateColumns: "1fr", gap: vars.space.lg } },
});

export const name = style({
  margin: `0 0 ${vars.space.lg}`,
  ...capitals(vars.size.xxl),
  fontWeight: vars.weight.light,
  overflowWrap: "anywhere",
  "@media": { [media.small]: { fontSize: vars.size.xl } },
});

export const description = style({ lineHeight: 1.9, color: "#333" });
globalStyle(`${description} p`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${description} p:first-child`, { marginTop: 0 });
