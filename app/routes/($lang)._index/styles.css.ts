import { globalStyle, style } from "@vanilla-extract/css";

import { capitals, laidOutNearView, zoomingPicture } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

const dark = { background: vars.color.ink, color: vars.color.paper } as const;

export const intro = style({
  ...dark,
  // Tall enough at the top that the scroll jump (carousel bottom + 95 px) still lands above the title.
  paddingTop: `calc(${vars.space.xxl} + 95px)`,
});

export const introText = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `0 ${vars.layout.gutter} ${vars.space.xxl}`,
  "@media": { [media.belowNavbar]: { gridTemplateColumns: "1fr", gap: vars.space.lg } },
});

export const introTitle = style({
  margin: 0,
  fontSize: vars.size.hero,
  fontWeight: vars.weight.light,
  letterSpacing: vars.tracking.wide,
  lineHeight: 1.15,
});

export const introBody = style({ display: "grid", justifyItems: "start", gap: vars.space.lg, alignContent: "start" });
export const lead = style({ margin: 0, fontSize: vars.size.md, lineHeight: 1.9, color: "rgba(255, 255, 255, 0.8)" });

const section = {
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.layout.gutter}`,
} as const;

// Below the carousel, which fills the first screen.
export const expertise = style({ ...section, ...laidOutNearView("50rem") });

export const sectionHead = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  paddingBottom: vars.space.lg,
  marginBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.rule}`,
  "@media": { [media.belowNavbar]: { gridTemplateColumns: "1fr", gap: vars.space.md } },
});

export const sectionTitle = style({
  margin: 0,
  ...capitals(vars.size.xl),
  fontWeight: vars.weight.regular,
});

export const sectionText = style({ margin: 0, color: vars.color.muted, lineHeight: 1.9 });

/** The home's two lists, its work types and its latest projects: three columns, one on a phone. */
export const threeColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [media.small]: { gridTemplateColumns: "1fr" } },
});

export const tile = style({ display: "block", textDecoration: "none" });
export const { frame: tileFrame, image: tileImage } = zoomingPicture(tile, "3 / 4");
export const tileTitle = style({
  display: "block",
  marginTop: vars.space.md,
  fontSize: vars.size.sm,
  fontWeight: vars.weight.medium,
  letterSpacing: vars.tracking.wide,
  selectors: { [`${tile}:hover &`]: { textDecoration: "underline", textUnderlineOffset: "0.4em" } },
});

export const latest = style({
  ...dark,
  ...laidOutNearView("50rem"),
  padding: `${vars.space.xxl} ${vars.layout.gutter}`,
});
globalStyle(`${latest} > section`, {
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  display: "grid",
  gap: vars.space.xl,
});

export const social = style({ width: "fit-content", maxWidth: vars.layout.maxWidth, justifySelf: "center" });
