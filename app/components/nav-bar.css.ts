import { globalStyle, keyframes, style } from "@vanilla-extract/css";

import { media, vars } from "~/styles/theme.css";

export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  height: vars.layout.navHeight,
  padding: `0 ${vars.layout.gutter}`,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.rule}`,
});

export const logo = style({ textDecoration: "none", flex: "none" });

export const desktopNav = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  overflow: "visible",
  "@media": { [media.belowNavbar]: { display: "none" } },
});

const hiddenToTheRight = {
  opacity: 0,
  transform: "translateX(3rem)",
  visibility: "hidden",
  pointerEvents: "none",
} as const;

export const menu = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
  transition: `transform ${vars.motion.menu} ease, opacity ${vars.motion.menu} ease, visibility ${vars.motion.menu}`,
  selectors: { '&[data-open="false"]': hiddenToTheRight },
});

export const item = style({ position: "relative" });

const underline = {
  textDecoration: "underline",
  textDecorationThickness: "1px",
  textUnderlineOffset: "0.55em",
} as const;

export const link = style({
  fontSize: vars.size.xs,
  fontWeight: vars.weight.regular,
  letterSpacing: vars.tracking.wide,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": underline,
    '&[aria-current="page"], &[aria-current="true"]': { ...underline, fontWeight: vars.weight.bold },
  },
});

export const submenu = style({
  position: "absolute",
  top: "calc(100% + 1.4rem)",
  left: `calc(-1 * ${vars.space.sm})`,
  display: "flex",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.paper,
  transition: `opacity ${vars.motion.submenu} ease, transform ${vars.motion.submenu} ease, visibility ${vars.motion.submenu}`,
  selectors: {
    '&[data-open="false"]': {
      opacity: 0,
      transform: "translateY(-0.5rem)",
      visibility: "hidden",
      pointerEvents: "none",
    },
  },
});

export const subLink = style({
  fontSize: vars.size.xs,
  letterSpacing: "0.1em",
  textDecoration: "none",
  color: vars.color.muted,
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { ...underline, color: vars.color.ink },
    '&[aria-current="page"]': { ...underline, color: vars.color.ink, fontWeight: vars.weight.medium },
  },
});

const iconButton = {
  display: "inline-flex",
  flexDirection: "column",
  justifyContent: "center",
  gap: "6px",
  width: 44,
  height: 44,
  padding: "10px",
  background: "none",
  border: 0,
  cursor: "pointer",
  color: "inherit",
} as const;

export const menuToggle = style({ ...iconButton, flex: "none" });

export const toggleLine = style({
  display: "block",
  height: 1,
  background: "currentColor",
  transition: `transform ${vars.motion.menu} ease`,
  selectors: {
    [`${menuToggle}[data-open="true"] &:first-child`]: { transform: "translateY(3.5px) rotate(45deg)" },
    [`${menuToggle}[data-open="true"] &:last-child`]: { transform: "translateY(-3.5px) rotate(-45deg)" },
  },
});

export const hamburger = style({
  ...iconButton,
  "@media": { [media.navbar]: { display: "none" } },
  selectors: { "html:not(.js) &": { display: "none" } },
});
export const hamburgerLine = style({ display: "block", height: 1, background: "currentColor" });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  width: "100%",
  height: "100%",
  maxWidth: "none",
  maxHeight: "none",
  margin: 0,
  border: 0,
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
  background: vars.color.overlay,
  color: vars.color.paper,
  overflowY: "auto",
  selectors: {
    "&[open]": { animation: `${fadeIn} ${vars.motion.overlay} ease` },
    "&::backdrop": { background: "transparent" },
    // Without scripts, phones get the same links as a plain block under the bar.
    "html:not(.js) &": {
      display: "block",
      position: "static",
      height: "auto",
      padding: `${vars.space.lg} ${vars.layout.gutter}`,
    },
  },
  "@media": {
    [media.navbar]: { selectors: { "html:not(.js) &": { display: "none" } } },
  },
});

export const close = style({
  position: "absolute",
  top: vars.space.md,
  right: vars.layout.gutter,
  width: 44,
  height: 44,
  background: "none",
  border: 0,
  color: "inherit",
  fontSize: vars.size.xxl,
  fontWeight: vars.weight.light,
  lineHeight: 1,
  cursor: "pointer",
  selectors: { "html:not(.js) &": { display: "none" } },
});

export const overlayList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const overlayLink = style({
  fontSize: vars.size.lg,
  letterSpacing: vars.tracking.wide,
  textDecoration: "none",
  selectors: { '&[aria-current="page"], &[aria-current="true"]': { ...underline, textUnderlineOffset: "0.35em" } },
});

export const overlaySubList = style({
  listStyle: "none",
  margin: `${vars.space.sm} 0 0`,
  padding: `0 0 0 ${vars.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const overlaySubLink = style({
  fontSize: vars.size.sm,
  letterSpacing: "0.1em",
  textDecoration: "none",
  opacity: 0.75,
  selectors: { '&[aria-current="page"]': { ...underline, opacity: 1 } },
});

export const overlaySearch = style({ marginTop: vars.space.lg, maxWidth: "20rem" });

globalStyle(`${overlay} a:hover`, underline);
