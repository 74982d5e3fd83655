// The looks several stylesheets share, as functions of what differs between their uses. They run while
// vanilla-extract evaluates a `.css.ts` file at build time (a `.css.ts` file may not export a function).
import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "./theme.css";

/** A band of light words on ink across the page (the language offer, the preview's bar), its items centred. */
export const inkBand = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: vars.size.sm,
} as const;

/** The site's spaced capitals (titles, captions, labels, tabs) at a size of the theme; each use sets its weight. */
export function capitals(size: string) {
  return { fontSize: size, letterSpacing: vars.tracking.wide, textTransform: "uppercase" } as const;
}

/** The admin's small outlined word beside a name (Draft, Missing, a mail's status), in the given colour. */
export function badge(color: string) {
  return {
    justifySelf: "start",
    padding: `0 ${vars.space.xs}`,
    border: "1px solid currentColor",
    color,
    ...capitals(vars.size.xs),
  } as const;
}

/**
 * A part of a page below a phone's first screen: the browser styles and lays it out only as it nears the
 * viewport, so the first layout and the web font's relayout cost less (docs/decisions/044-…). `height` stands in
 * for its height until it has been laid out once (then the browser remembers the real one).
 */
export function laidOutNearView(height: string) {
  return { contentVisibility: "auto", containIntrinsicBlockSize: `auto ${height}` } as const;
}

/** A picture or video that fills its box, cropped to it. */
export const coverFill = { width: "100%", height: "100%", objectFit: "cover" } as const;

/**
 * A picture in a frame of the given aspect ratio, which it fills; it zooms a little while `link` (the
 * link around it, a class) is hovered or has the keyboard's focus.
 */
export function zoomingPicture(link: string, aspectRatio: string) {
  const frame = style({ display: "block", aspectRatio, overflow: "hidden", background: vars.color.surface });
  const image = style({
    ...coverFill,
    transition: "transform 0.6s ease",
    selectors: { [`${link}:hover &, ${link}:focus-visible &`]: { transform: "scale(1.03)" } },
  });
  globalStyle(`${frame} picture, ${frame} img`, { height: "100%" });
  return { frame, image };
}

/** A public page of text and lists (Press, the map): the column, and its light capital title. */
export function recordPage() {
  return {
    page: { maxWidth: vars.layout.maxWidth, margin: "0 auto", padding: `${vars.space.xl} ${vars.layout.gutter}` },
    title: { margin: `0 0 ${vars.space.lg}`, ...capitals(vars.size.xxl), fontWeight: vars.weight.light },
  } as const;
}
