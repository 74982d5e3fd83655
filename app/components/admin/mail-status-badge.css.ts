import { style } from "@vanilla-extract/css";

import { capitals } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const badge = style({
  justifySelf: "start",
  padding: `0 ${vars.space.sm}`,
  border: "1px solid currentColor",
  ...capitals(vars.size.xs),
});
export const badgeSent = style([badge, { color: vars.color.success }]);
export const badgePending = style([badge, { color: vars.color.muted }]);
export const badgeFailed = style([badge, { color: vars.color.danger }]);
