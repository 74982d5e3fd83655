import { style } from "@vanilla-extract/css";

import { inkBand } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/** At the top of the page, in its flow: present from the first paint, it moves nothing later. */
export const bar = style(inkBand);

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
