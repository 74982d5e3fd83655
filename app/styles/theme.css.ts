import { createGlobalTheme } from "@vanilla-extract/css";

import { BREAKPOINTS, NAV_HEIGHT } from "~/utils/constants";

export const vars = createGlobalTheme(":root", {
  color: {
    ink: "#0a0a0a",
    paper: "#ffffff",
    muted: "#6b6b6b",
    rule: "#d9d9d9",
    ruleDark: "#2e2e2e",
    overlay: "rgba(0, 0, 0, 0.9)",
    focus: "#1f6feb",
    danger: "#b3261e",
    success: "#1e6b3a",
    surface: "#f5f5f4",
  },
  font: {
    body: "'Montserrat Variable', 'Helvetica Neue', Arial, sans-serif",
  },
  weight: { light: "300", regular: "400", medium: "500", bold: "700" },
  size: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.25rem",
    xl: "1.75rem",
    xxl: "2.5rem",
    hero: "clamp(2rem, 5vw, 4rem)",
  },
  tracking: { wide: "0.2em", wider: "0.35em" },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "2rem",
    xl: "4rem",
    xxl: "8rem",
  },
  layout: { navHeight: NAV_HEIGHT, maxWidth: "1440px", gutter: "clamp(1rem, 4vw, 3rem)" },
  motion: { menu: "0.5s", submenu: "0.3s", overlay: "0.3s", modal: "300ms", backdrop: "150ms" },
});

/** Media queries for the site's breakpoints (docs/product.md#limits-and-timings). */
export const media = {
  small: `screen and (max-width: ${BREAKPOINTS.small}px)`,
  tablet: `screen and (min-width: ${BREAKPOINTS.tabletMin}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  belowNavbar: `screen and (max-width: ${BREAKPOINTS.navbar - 1}px)`,
  navbar: `screen and (min-width: ${BREAKPOINTS.navbar}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
