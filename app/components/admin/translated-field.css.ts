import { style } from "@vanilla-extract/css";

import { badge } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/** A field's languages side by side where there is room, one under the other on a phone. */
export const languages = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  alignItems: "start",
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** "Missing": a translation visitors read in the default language for now. */
export const missing = style({ ...badge(vars.color.danger), fontWeight: vars.weight.medium });
