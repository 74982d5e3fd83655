import { style } from "@vanilla-extract/css";

import { zoomingPicture } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const card = style({ display: "block", textDecoration: "none", color: "inherit" });

export const { frame, image } = zoomingPicture(card, "4 / 3");

export const caption = style({
  display: "block",
  marginTop: vars.space.sm,
  fontSize: vars.size.sm,
  fontWeight: vars.weight.regular,
  letterSpacing: "0.05em",
  selectors: { [`${card}:hover &`]: { textDecoration: "underline", textUnderlineOffset: "0.3em" } },
});

/** A search result's matching passage under its caption. */
export const passage = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.size.sm,
  color: vars.color.muted,
});

/** The matched words, in the text's own colour on a light tint (contrast stays the text's). */
export const mark = style({ background: vars.color.surface, color: vars.color.ink, fontWeight: vars.weight.bold });
