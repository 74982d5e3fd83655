import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const card = style({ display: "block", textDecoration: "none", color: "inherit" });

export const frame = style({
  display: "block",
  aspectRatio: "4 / 3",
  overflow: "hidden",
  background: vars.color.surface,
});

export const image = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: "transform 0.6s ease",
  selectors: { [`${card}:hover &, ${card}:focus-visible &`]: { transform: "scale(1.03)" } },
});
globalStyle(`${frame} picture, ${frame} img`, { height: "100%" });

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
