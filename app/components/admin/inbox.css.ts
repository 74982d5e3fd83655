import { style } from "@vanilla-extract/css";

import { capitals } from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";
import { buttonBase, caption } from "~/styles/utilities.css";

/** A framed block of small text (a mail sent about the item, a warning), the frame in the given colour. */
const framed = (color: string) => ({ padding: vars.space.md, border: `1px solid ${color}`, fontSize: vars.size.sm });

export const summary = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.muted, fontSize: vars.size.sm });
export const list = style({ listStyle: "none", margin: 0, padding: 0, borderTop: `1px solid ${vars.color.rule}` });
export const item = style({ borderBottom: `1px solid ${vars.color.rule}` });
export const row = style({
  display: "grid",
  gridTemplateColumns: "7rem minmax(0, 1fr) minmax(0, 1fr) 11rem 6rem",
  gap: vars.space.md,
  alignItems: "baseline",
  padding: `${vars.space.md} 0`,
  textDecoration: "none",
  fontSize: vars.size.sm,
  selectors: { "&:hover": { background: vars.color.surface } },
  "@media": { [media.small]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});
export const unread = style({ fontWeight: vars.weight.bold });
export const kind = style(capitals(vars.size.xs));
export const muted = style({ color: vars.color.muted, overflowWrap: "anywhere" });
export const dot = style({
  display: "inline-block",
  width: 8,
  height: 8,
  borderRadius: "50%",
  background: vars.color.ink,
  marginRight: vars.space.sm,
});
export const pager = style({
  display: "flex",
  justifyContent: "space-between",
  marginTop: vars.space.lg,
  fontSize: vars.size.sm,
});
export const empty = style({ padding: `${vars.space.lg} 0`, color: vars.color.muted });

export const back = style({ fontSize: vars.size.sm, letterSpacing: vars.tracking.wide });
export const heading = style({
  margin: `${vars.space.lg} 0 ${vars.space.md}`,
  fontSize: vars.size.xl,
  overflowWrap: "anywhere",
});
export const facts = style({
  display: "grid",
  gridTemplateColumns: "8rem minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.size.sm,
});
export const term = caption;
export const text = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  padding: `${vars.space.lg} 0`,
  borderTop: `1px solid ${vars.color.rule}`,
  borderBottom: `1px solid ${vars.color.rule}`,
});
export const section = style({ marginTop: vars.space.lg });
export const sectionTitle = style(capitals(vars.size.md));
export const mails = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
export const mail = style({ ...framed(vars.color.rule), display: "grid", gap: vars.space.xs });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.lg });
export const button = style([
  buttonBase,
  {
    background: vars.color.paper,
    selectors: {
      "&:hover": { background: vars.color.ink, color: vars.color.paper },
      "&:disabled": { opacity: 0.6, cursor: "progress" },
    },
  },
]);
export const danger = style([button, { borderColor: vars.color.danger, color: vars.color.danger }]);
export const notice = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.size.sm, color: vars.color.success });

// The quarantine's rows (a row link and its Not spam button).
export const spamItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  borderBottom: `1px solid ${vars.color.rule}`,
  "@media": { [media.small]: { flexDirection: "column", alignItems: "stretch", paddingBottom: vars.space.md } },
});
export const spamRow = style([row, { flex: 1, minWidth: 0 }]);
export const warning = style({ ...framed(vars.color.danger), margin: `${vars.space.md} 0 0` });

// Who handled an item: one line each ("Marked not spam by …", "Opened by …").
export const audit = style({ display: "block" });
