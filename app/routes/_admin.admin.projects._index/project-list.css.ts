// The Edit Project list: thumbnails, the name filter and the type tabs.
import { style } from "@vanilla-extract/css";

import { badge } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";
import { buttonBase } from "~/styles/utilities.css";

/** The thumbnail's box: small enough for a long list, wide enough to tell projects apart. */
const THUMB = { width: "64px", height: "48px" };

export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "end",
  justifyContent: "space-between",
});
export const filter = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "end",
  flex: "1 1 16rem",
  maxWidth: "28rem",
});

export const filterField = style({ flex: 1 });

export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
/** A type's link, drawn as the site's outlined button; the type shown is filled. */
export const tab = style([
  buttonBase,
  {
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderColor: vars.color.rule,
    color: vars.color.ink,
    selectors: {
      '&[aria-current="page"]': { background: vars.color.ink, color: vars.color.paper, borderColor: vars.color.ink },
      "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    },
  },
]);

export const row = style({ display: "flex", alignItems: "center", gap: vars.space.md, minWidth: 0, flex: "1 1 16rem" });
export const thumb = style({
  ...THUMB,
  flex: "none",
  objectFit: "cover",
  display: "block",
  background: vars.color.surface,
});
export const initials = style({
  ...THUMB,
  flex: "none",
  display: "grid",
  placeItems: "center",
  background: vars.color.surface,
  color: vars.color.muted,
  fontSize: vars.size.sm,
  letterSpacing: "0.05em",
  border: `1px solid ${vars.color.rule}`,
});
export const name = style({ minWidth: 0, overflowWrap: "anywhere" });
export const draft = style({ ...badge(vars.color.muted), display: "inline-block" });
export const count = style({
  margin: 0,
  fontSize: vars.size.sm,
  color: vars.color.muted,
  "@media": { [media.small]: { width: "100%" } },
});
