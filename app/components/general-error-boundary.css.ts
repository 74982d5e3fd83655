import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const page = style({
  minHeight: "60vh",
  padding: `${vars.space.xxl} ${vars.layout.gutter}`,
  textAlign: "center",
});
export const title = style({ fontSize: vars.size.xl, letterSpacing: vars.tracking.wider });
export const link = style({ fontSize: vars.size.sm, letterSpacing: vars.tracking.wide });
