// The focal point picker beside each image in the admin: the whole image, a marker on its subject,
// and the two percent fields that say the same point in numbers.
import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const editor = style({ display: "grid", gap: vars.space.xs, width: "160px" });

/** Exactly the image's box, so a click's offset in it is the point's offset in the image. */
export const picker = style({ position: "relative", lineHeight: 0, cursor: "crosshair" });

/** A ring that shows on light and dark photographs alike. */
export const marker = style({
  position: "absolute",
  width: "20px",
  height: "20px",
  padding: 0,
  transform: "translate(-50%, -50%)",
  borderRadius: "50%",
  border: `2px solid ${vars.color.paper}`,
  boxShadow: `0 0 0 2px ${vars.color.ink}`,
  background: "rgba(255, 255, 255, 0.25)",
  cursor: "move",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const numbers = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.xs });
