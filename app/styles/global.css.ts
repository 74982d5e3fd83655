import { globalStyle } from "@vanilla-extract/css";

import { media, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%", scrollBehavior: "auto" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontWeight: vars.weight.light,
  color: vars.color.ink,
  background: vars.color.paper,
  lineHeight: 1.7,
  WebkitFontSmoothing: "antialiased",
});
globalStyle("html", { "@media": { [media.reducedMotion]: { scrollBehavior: "auto" } } });
globalStyle("img, picture, video", { display: "block", maxWidth: "100%" });
globalStyle("a", { color: "inherit" });
globalStyle("h1, h2, h3", { fontWeight: vars.weight.regular, letterSpacing: vars.tracking.wide, lineHeight: 1.2 });
globalStyle("button, input, textarea, select", { font: "inherit", color: "inherit" });
globalStyle(":focus-visible", { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
