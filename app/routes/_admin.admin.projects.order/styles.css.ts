// The project order page: the mode choices and the rows that can be dragged.
import { style } from "@vanilla-extract/css";

import { projectRow } from "~/components/admin/admin-form.css";
import { vars } from "~/styles/theme.css";

export const choices = style({ display: "grid", gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
export const choice = style({ display: "flex", gap: vars.space.sm, alignItems: "baseline", fontSize: vars.size.sm });

export const list = style({ listStyle: "none", margin: 0, padding: 0, border: `1px solid ${vars.color.rule}` });

export const row = style([
  projectRow,
  {
    selectors: {
      "&[draggable='true']": { cursor: "grab" },
      "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
      // The drop line is drawn inside the row, so rows do not shift while dragging.
      "&[data-drop='before']": { boxShadow: `inset 0 3px 0 ${vars.color.focus}` },
      "&[data-drop='after']": { boxShadow: `inset 0 -3px 0 ${vars.color.focus}` },
      "&[data-dragging='true']": { opacity: 0.5 },
    },
  },
]);

export const label = style({ display: "flex", gap: vars.space.sm, alignItems: "baseline", minWidth: 0 });
export const position = style({ color: vars.color.muted, fontVariantNumeric: "tabular-nums", minWidth: "2ch" });
export const grip = style({ color: vars.color.muted, userSelect: "none" });
