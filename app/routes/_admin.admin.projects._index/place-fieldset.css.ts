import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const coordinates = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: vars.space.md,
});

export const picker = style({
  display: "block",
  width: "100%",
  maxWidth: "48rem",
  height: "auto",
  aspectRatio: "2 / 1",
  cursor: "crosshair",
  border: `1px solid ${vars.color.rule}`,
});

export const marker = style({ fill: vars.color.danger, stroke: vars.color.paper });

export const tools = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
