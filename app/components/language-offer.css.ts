import { style } from "@vanilla-extract/css";

import { inkBand } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/** Over the page's foot, fixed: it appears after load without moving anything (no layout shift). */
export const bar = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  // Above the page, below the navigation bar's layer (20), so the open phone menu covers it.
  zIndex: 10,
  ...inkBand,
  boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.15)",
});

export const text = style({ margin: 0 });

const control = style({
  // A target of at least 24 × 24 px (WCAG 2.5.8).
  minHeight: 24,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: "inherit",
  color: vars.color.paper,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.paper}`, outlineOffset: 2 } },
});

export const link = style([control, { fontWeight: vars.weight.bold, textUnderlineOffset: "0.25em" }]);

export const dismiss = style([
  control,
  {
    background: "transparent",
    border: `1px solid ${vars.color.paper}`,
    cursor: "pointer",
  },
]);
