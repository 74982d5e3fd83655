// The admin's upload drop zones: the zone around the file input, and each chosen file's row.
import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const zone = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.rule}`,
  background: vars.color.paper,
  selectors: { '&[data-dragging="true"]': { borderColor: vars.color.focus, background: vars.color.surface } },
});

export const files = style({ display: "grid", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const file = style({
  display: "grid",
  gridTemplateColumns: "96px minmax(0, 1fr) auto",
  gap: vars.space.sm,
  alignItems: "start",
  fontSize: vars.size.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.rule}`,
});
export const refused = style({ background: "#fdf3f2" });
export const thumb = style({
  width: "96px",
  height: "72px",
  objectFit: "cover",
  background: vars.color.surface,
  display: "grid",
  placeItems: "center",
  color: vars.color.muted,
});
export const details = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
export const fileName = style({ overflowWrap: "anywhere", fontWeight: vars.weight.medium });
globalStyle(`${details} progress`, { width: "100%", height: "6px" });
