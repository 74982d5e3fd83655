import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const badge = style({
  justifySelf: "start",
  padding: `0 ${vars.space.sm}`,
  border: "1px solid currentColor",
  fontSize: vars.size.xs,
  letterSpacing: vars.tracking.wide,
  textTransform: "uppercase",
});
export const badgeSent = style([badge, { color: vars.color.success }]);
export const badgePending = style([badge, { color: vars.color.muted }]);
export const badgeFailed = style([badge, { color: vars.color.danger }]);
