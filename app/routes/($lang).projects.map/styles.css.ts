import { style } from "@vanilla-extract/css";

import { capitals, recordPage } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const page = style(recordPage().page);

export const title = style(recordPage().title);

export const regions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginBottom: vars.space.md,
});

export const region = style({
  color: vars.color.ink,
  textDecoration: "none",
  paddingBlock: vars.space.xs,
  selectors: {
    "&[aria-current='page']": { fontWeight: vars.weight.medium, textDecoration: "underline" },
    "&:hover": { textDecoration: "underline" },
  },
});

export const count = style({ color: vars.color.muted });

export const map = style({ position: "relative" });

export const land = style({ display: "block", width: "100%", height: "auto", background: vars.color.surface });

export const markers = style({ position: "absolute", inset: 0, margin: 0, padding: 0, listStyle: "none" });

export const markerItem = style({ position: "absolute", width: 0, height: 0 });

/** A 24 px target around a 12 px dot, centred on the place. */
export const marker = style({
  position: "absolute",
  left: "-12px",
  top: "-12px",
  width: "24px",
  height: "24px",
  display: "grid",
  placeItems: "center",
  outlineOffset: "-2px",
  "::before": {
    content: '""',
    width: "12px",
    height: "12px",
    borderRadius: "50%",
    background: vars.color.ink,
    boxShadow: `0 0 0 2px ${vars.color.paper}`,
  },
  selectors: { "&:hover::before, &:focus-visible::before": { background: vars.color.focus } },
});

/** Several projects in one marker: the dot grows to hold their number. */
export const group = style({
  color: vars.color.paper,
  textDecoration: "none",
  fontSize: vars.size.xs,
  fontWeight: vars.weight.medium,
  "::before": { gridArea: "1 / 1", width: "22px", height: "22px" },
});

export const groupCount = style({ gridArea: "1 / 1", zIndex: 1 });

/** The project's name: read by screen readers always, shown above the dot on hover and focus. */
export const markerName = style({
  position: "absolute",
  bottom: "100%",
  left: "50%",
  transform: "translateX(-50%)",
  whiteSpace: "nowrap",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: vars.size.sm,
  // Hidden as a screen reader's text is: no room taken, so a name near the edge widens no page.
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  selectors: {
    [`${marker}:hover &, ${marker}:focus-visible &`]: {
      width: "auto",
      height: "auto",
      overflow: "visible",
      clipPath: "none",
      zIndex: 1,
    },
  },
});

export const listTitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  ...capitals(vars.size.lg),
  fontWeight: vars.weight.regular,
});

export const list = style({ columns: "16rem", margin: 0, padding: 0, listStyle: "none" });

export const link = style({ color: vars.color.ink, display: "inline-block", paddingBlock: vars.space.xs });
