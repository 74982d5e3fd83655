import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const logo = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });
export const mark = style({ width: 28, height: 28, flex: "none" });
export const words = style({ display: "flex", flexDirection: "column", lineHeight: 1.15 });
export const name = style({ fontSize: vars.size.sm, fontWeight: vars.weight.bold, letterSpacing: vars.tracking.wide });
export const tagline = style({
  fontSize: "0.6rem",
  fontWeight: vars.weight.regular,
  letterSpacing: vars.tracking.wider,
});
