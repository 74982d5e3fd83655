import { style } from "@vanilla-extract/css";

import { capitals } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

// The Inbox and Spam tabs above the admin's two lists.
export const tabs = style({
  display: "flex",
  gap: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.rule}`,
});
export const tab = style({
  padding: `${vars.space.sm} 0`,
  ...capitals(vars.size.sm),
  textDecoration: "none",
  borderBottom: "2px solid transparent",
  selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.ink, fontWeight: vars.weight.bold } },
});
