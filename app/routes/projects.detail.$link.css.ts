import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { DETAIL_HEADER_HEIGHT } from "~/utils/constants";

export const header = style({ height: DETAIL_HEADER_HEIGHT, overflow: "hidden", background: vars.color.surface });
globalStyle(`${header} picture, ${header} img`, { height: "100%" });
export const headerImage = style({ width: "100%", height: "100%", objectFit: "cover" });

export const intro = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.layout.gutter} 0`,
  "@media": { [media.belowNavbar]: { gridTemplateColumns: "1fr", gap: vars.space.lg } },
});

export const name = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.size.xxl,
  fontWeight: vars.weight.light,
  letterSpacing: vars.tracking.wide,
  textTransform: "uppercase",
  "@media": { [media.small]: { fontSize: vars.size.xl } },
});

export const facts = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.size.sm });
globalStyle(`${facts} th, ${facts} td`, {
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.rule}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${facts} tr:last-child th, ${facts} tr:last-child td`, { borderBottom: `1px solid ${vars.color.rule}` });
globalStyle(`${facts} th`, {
  width: "40%",
  fontSize: vars.size.xs,
  fontWeight: vars.weight.medium,
  letterSpacing: vars.tracking.wide,
  textTransform: "uppercase",
});

export const description = style({ lineHeight: 1.9, color: "#333" });
globalStyle(`${description} p`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${description} p:first-child`, { marginTop: 0 });

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
