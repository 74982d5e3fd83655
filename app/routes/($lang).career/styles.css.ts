import { style } from "@vanilla-extract/css";

import { media, vars } from "~/styles/theme.css";

export const page = style({
  display: "grid",
  gap: vars.space.xl,
  maxWidth: "56rem",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
  "@media": { [media.small]: { gap: vars.space.lg, padding: `${vars.space.lg} ${vars.layout.gutter}` } },
});
export const intro = style({
  display: "grid",
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.ink}`,
});
export const title = style({
  margin: 0,
  fontSize: vars.size.xxl,
  letterSpacing: vars.tracking.wide,
  "@media": { [media.small]: { fontSize: vars.size.xl } },
});
export const header = style({ margin: 0, whiteSpace: "pre-line" });
export const mail = style({ fontSize: vars.size.sm, letterSpacing: vars.tracking.wide, justifySelf: "start" });
