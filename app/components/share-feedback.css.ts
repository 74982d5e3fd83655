import { style } from "@vanilla-extract/css";

import { media, vars } from "~/styles/theme.css";
import { buttonBase } from "~/styles/utilities.css";

const column = { maxWidth: vars.layout.maxWidth, margin: "0 auto", padding: `0 ${vars.layout.gutter}` } as const;

export const section = style({ ...column, paddingBlock: vars.space.lg, borderTop: `1px solid ${vars.color.rule}` });
export const heading = style({
  fontSize: vars.size.lg,
  fontWeight: vars.weight.regular,
  margin: `0 0 ${vars.space.md}`,
});
export const form = style({ display: "grid", gap: vars.space.sm, maxWidth: "40rem" });
export const inline = style({ display: "inline-block", margin: `${vars.space.sm} ${vars.space.sm} 0 0` });
export const label = style({ fontSize: vars.size.sm });
export const field = style({
  font: "inherit",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.muted}`,
  background: vars.color.paper,
  color: vars.color.ink,
  width: "100%",
  boxSizing: "border-box",
});
export const button = style([
  buttonBase,
  {
    font: "inherit",
    fontSize: vars.size.sm,
    minHeight: "44px",
    background: vars.color.paper,
    color: vars.color.ink,
    justifySelf: "start",
    selectors: {
      '&[aria-pressed="true"]': { background: vars.color.ink, color: vars.color.paper },
      "&:disabled, &[aria-disabled='true']": { cursor: "progress", opacity: 0.7 },
    },
  },
]);
export const hint = style({ fontSize: vars.size.sm, color: vars.color.muted, margin: 0 });
export const error = style({ fontSize: vars.size.sm, color: vars.color.danger, margin: 0 });
export const list = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
  display: "grid",
  gap: vars.space.md,
});
export const comment = style({ borderLeft: `2px solid ${vars.color.rule}`, paddingLeft: vars.space.md });
export const text = style({ whiteSpace: "pre-line", overflowWrap: "anywhere", margin: `${vars.space.xs} 0` });
export const answer = style({ background: vars.color.surface, padding: vars.space.sm, marginTop: vars.space.sm });
export const images = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: vars.space.md,
  "@media": { [media.belowNavbar]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const thumb = style({ width: "100%", aspectRatio: "3 / 2", objectFit: "cover", display: "block" });
