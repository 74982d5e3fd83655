import { style } from "@vanilla-extract/css";

import { capitals } from "./recipes";
import { vars } from "./theme.css";

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** The site's square, outlined button (and link that looks like one); each use sets its colours. */
export const buttonBase = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.ink}`,
  fontSize: vars.size.sm,
  letterSpacing: vars.tracking.wide,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.4, cursor: "not-allowed" } },
});

/** The small capitals over a value: a form field's label, a contact detail's name. */
export const caption = style({ ...capitals(vars.size.xs), fontWeight: vars.weight.medium });
