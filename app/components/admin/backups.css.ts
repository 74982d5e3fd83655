// The Backups page: the facts as a two-column list (one column on a phone), the warning, the progress bar.
import { style } from "@vanilla-extract/css";

import { media, vars } from "~/styles/theme.css";

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.size.sm,
  "@media": { [media.small]: { gridTemplateColumns: "1fr", rowGap: 0 } },
});
export const term = style({ fontWeight: 600 });
export const value = style({
  margin: 0,
  overflowWrap: "anywhere",
  "@media": { [media.small]: { marginBottom: vars.space.sm } },
});
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.size.sm,
});
export const bar = style({ width: "100%", maxWidth: "32rem", height: "1rem", accentColor: vars.color.ink });
