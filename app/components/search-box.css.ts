import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const form = style({ display: "flex", alignItems: "center", margin: 0 });

export const toggle = style({
  background: "none",
  border: 0,
  padding: 0,
  cursor: "pointer",
  fontSize: vars.size.xs,
  letterSpacing: vars.tracking.wide,
  fontWeight: vars.weight.regular,
  selectors: {
    '&[data-open="true"]': { display: "none" },
    // Without scripts the box is always open and the word would do nothing.
    "html:not(.js) &": { display: "none" },
  },
});

export const input = style({
  width: "100%",
  border: 0,
  borderBottom: `1px solid currentColor`,
  background: "transparent",
  padding: `${vars.space.xs} 0`,
  fontSize: vars.size.sm,
  fontWeight: vars.weight.light,
  letterSpacing: "0.05em",
  borderRadius: 0,
  outlineOffset: "4px",
  "::placeholder": { color: "inherit", opacity: 0.6 },
});

export const collapsibleInput = style({
  width: "11rem",
  fontSize: vars.size.xs,
  selectors: {
    '&[data-open="false"]': { display: "none" },
    "html:not(.js) &": { display: "block" },
  },
});
