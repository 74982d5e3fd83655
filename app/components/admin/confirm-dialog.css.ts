import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const backdrop = style({
  position: "fixed",
  inset: 0,
  background: "rgba(0, 0, 0, 0.5)",
  display: "grid",
  placeItems: "center",
  zIndex: 900,
  padding: vars.space.md,
});

export const dialog = style({
  background: vars.color.paper,
  padding: vars.space.lg,
  width: "min(100%, 460px)",
  display: "grid",
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.size.lg });
