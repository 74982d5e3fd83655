import { style } from "@vanilla-extract/css";

import { capitals } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const record = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.layout.gutter} 0`,
  "@media": { [media.belowNavbar]: { gridTemplateColumns: "1fr", gap: vars.space.lg } },
});

export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  ...capitals(vars.size.sm),
  fontWeight: vars.weight.medium,
});

export const link = style({ color: "inherit", textUnderlineOffset: "0.2em" });

export const list = style({ listStyle: "none", margin: 0, padding: 0, fontSize: vars.size.sm, lineHeight: 1.7 });
