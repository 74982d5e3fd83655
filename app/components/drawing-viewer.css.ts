import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const dialog = style({
  width: "100vw",
  height: "100dvh",
  maxWidth: "100vw",
  maxHeight: "100dvh",
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.paper,
  color: vars.color.ink,
  display: "grid",
  gridTemplateRows: "auto 1fr",
  selectors: { "&:not([open])": { display: "none" }, "&::backdrop": { background: vars.color.overlay } },
});

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.rule}`,
  fontSize: vars.size.sm,
});

export const title = style({ margin: 0, flex: "1 1 12rem", fontSize: vars.size.sm, fontWeight: vars.weight.medium });

export const help = style({ margin: 0, flexBasis: "100%", color: vars.color.muted, fontSize: vars.size.xs });

export const button = style({
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.paper,
  color: vars.color.ink,
  border: `1px solid ${vars.color.ink}`,
  fontSize: vars.size.md,
  cursor: "pointer",
});

export const zoom = style({ minWidth: "4ch", textAlign: "center", fontVariantNumeric: "tabular-nums" });

export const canvas = style({
  position: "relative",
  minHeight: 0,
  background: vars.color.paper,
  touchAction: "none",
  selectors: { "&:focus-within": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
});
