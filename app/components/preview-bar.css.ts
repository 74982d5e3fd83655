import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

/** At the top of the page, in its flow: present from the first paint, it moves nothing later. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: vars.size.sm,
});

export const text = style({ margin: 0 });

export const link = style({
  // A target of at least 24 × 24 px (WCAG 2.5.8).
  display: "inline-block",
  minHeight: 24,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.paper,
  fontWeight: vars.weight.bold,
  textUnderlineOffset: "0.25em",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.paper}`, outlineOffset: 2 } },
});
