// Shared look of the admin's forms: fields, buttons, sections, lists of images.
import { globalStyle, style } from "@vanilla-extract/css";

import { media, vars } from "~/styles/theme.css";
import { buttonBase } from "~/styles/utilities.css";
import { PROJECT_LIST_MAX_HEIGHT_PX } from "~/utils/constants";

export const page = style({
  maxWidth: "1100px",
  margin: "0 auto",
  padding: `0 ${vars.layout.gutter} ${vars.space.xl}`,
});

export const section = style({
  display: "grid",
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
  borderBottom: `1px solid ${vars.color.rule}`,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.size.lg });

export const form = style({ display: "grid", gap: vars.space.sm, alignItems: "start" });
export const inlineForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const field = style({ display: "grid", gap: vars.space.xs, fontSize: vars.size.sm, minWidth: 0 });
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.small]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const wide = style({ gridColumn: "1 / -1" });

export const input = style({
  width: "100%",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.rule}`,
  background: vars.color.paper,
  fontSize: vars.size.md,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const textarea = style([input, { minHeight: "8rem", resize: "vertical", lineHeight: 1.6 }]);

export const button = style([buttonBase, { background: vars.color.ink, color: vars.color.paper }]);
export const secondary = style([button, { background: vars.color.paper, color: vars.color.ink }]);
export const danger = style([button, { background: vars.color.danger, borderColor: vars.color.danger }]);
export const small = style({ padding: `${vars.space.xs} ${vars.space.sm}` });

export const error = style({ color: vars.color.danger, fontSize: vars.size.sm, margin: 0 });
export const hint = style({ color: vars.color.muted, fontSize: vars.size.xs, margin: 0 });

export const thumbs = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const thumbRow = style({
  display: "grid",
  gridTemplateColumns: "160px minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.rule}`,
  "@media": { [media.small]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const thumb = style({ width: "160px", height: "auto", objectFit: "cover", background: vars.color.surface });
export const thumbControls = style({ display: "grid", gap: vars.space.sm });

export const progress = style({ display: "flex", gap: vars.space.sm, alignItems: "center", fontSize: vars.size.sm });
globalStyle(`${progress} progress`, { flex: 1, height: "8px" });

export const scrollList = style({
  maxHeight: `${PROJECT_LIST_MAX_HEIGHT_PX}px`,
  overflowY: "auto",
  border: `1px solid ${vars.color.rule}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const buttonRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const projectRow = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.rule}`,
});
export const buttonList = style([buttonRow, { listStyle: "none", padding: 0, margin: 0 }]);

/** The authenticator app's QR code (an SVG drawn on the server): large enough for a phone's camera. */
export const qr = style({ width: "min(100%, 220px)", background: vars.color.paper, lineHeight: 0 });
/** Recovery codes: two columns of monospaced codes. */
export const codes = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, max-content)",
  gap: vars.space.sm,
  fontFamily: "monospace",
  fontSize: vars.size.md,
});
/** The new password's strength meter and its words. */
export const meter = style({ display: "grid", gap: vars.space.xs, fontSize: vars.size.sm, minHeight: "1.5em" });
/** A wide table that scrolls sideways on a phone rather than widening the page. */
export const tableScroll = style({ overflowX: "auto", maxWidth: "100%" });
export const table = style({ borderCollapse: "collapse", fontSize: vars.size.sm, minWidth: "100%" });
/** An audit entry whose hash does not hold. */
export const brokenRow = style({ color: vars.color.danger });
