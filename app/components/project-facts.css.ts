import { globalStyle, style } from "@vanilla-extract/css";

import { capitals } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const facts = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.size.sm });
globalStyle(`${facts} th, ${facts} td`, {
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.rule}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${facts} tr:last-child th, ${facts} tr:last-child td`, { borderBottom: `1px solid ${vars.color.rule}` });
globalStyle(`${facts} th`, {
  width: "40%",
  ...capitals(vars.size.xs),
  fontWeight: vars.weight.medium,
});
