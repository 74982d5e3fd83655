import { style } from "@vanilla-extract/css";

import { capitals, recordPage } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const page = style(recordPage().page);

export const title = style(recordPage().title);

export const kind = style({
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  ...capitals(vars.size.lg),
  fontWeight: vars.weight.regular,
});

export const year = style({
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  fontSize: vars.size.md,
  fontWeight: vars.weight.medium,
});

export const items = style({ listStyle: "none", margin: 0, padding: 0, borderTop: `1px solid ${vars.color.rule}` });

export const item = style({
  display: "grid",
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.rule}`,
  fontSize: vars.size.sm,
  lineHeight: 1.7,
});

export const meta = style({ color: vars.color.muted });

export const link = style({ color: "inherit", textUnderlineOffset: "0.2em" });
