import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

/** One passkey per line: its name and dates, then its remove button (wrapping below on a phone). */
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
});
