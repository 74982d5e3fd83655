import { style } from "@vanilla-extract/css";

import { capitals, laidOutNearView } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.layout.gutter} ${vars.space.xxl}`,
  // Room for the project sub-menu that hangs below the bar at the top of the page.
  "@media": { [media.navbar]: { paddingTop: `calc(${vars.space.xl} + 2.5rem)` } },
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.rule}`,
});

export const title = style({
  margin: 0,
  ...capitals(vars.size.xl),
  fontWeight: vars.weight.regular,
});

export const query = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.muted });
export const clear = style({ marginLeft: vars.space.sm, color: vars.color.ink, textUnderlineOffset: "0.3em" });

export const results = style({
  transition: "opacity 0.2s ease",
  selectors: { '&[data-pending="true"]': { opacity: 0.35, transitionDelay: "0.1s" } },
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: `${vars.space.xl} ${vars.space.lg}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [`screen and (max-width: 963px)`]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.small]: { gridTemplateColumns: "1fr" },
  },
});

/** A card after the first row, below the fold on every screen. */
export const laterCard = style(laidOutNearView("20rem"));

export const empty = style({ margin: `${vars.space.xl} 0`, fontSize: vars.size.md, color: vars.color.muted });
