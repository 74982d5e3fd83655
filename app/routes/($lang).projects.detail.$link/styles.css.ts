import { globalStyle, style } from "@vanilla-extract/css";

import { media, vars } from "~/styles/theme.css";
import { DETAIL_HEADER_HEIGHT } from "~/utils/constants";

export const header = style({ height: DETAIL_HEADER_HEIGHT, overflow: "hidden", background: vars.color.surface });
globalStyle(`${header} picture, ${header} img`, { height: "100%" });
export const headerImage = style({ width: "100%", height: "100%", objectFit: "cover" });

export const back = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.layout.gutter} ${vars.space.xxl}`,
  "@media": { [media.small]: { display: "none" } },
});

/** The preview mark: pinned to the bottom of the viewport so it stays in sight on any screen, above the navbar's layer. */
export const previewBanner = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 1000,
  margin: 0,
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  background: vars.color.danger,
  color: vars.color.paper,
  fontSize: vars.size.sm,
  fontWeight: vars.weight.medium,
  textAlign: "center",
});
/** Room under the page's last line, so the fixed mark never covers it. */
export const previewSpace = style({ height: vars.space.xl });
