import { style } from "@vanilla-extract/css";

import { media, vars } from "~/styles/theme.css";
import { buttonBase, caption } from "~/styles/utilities.css";

export const form = style({ display: "grid", gap: vars.space.lg, width: "100%" });
export const field = style({ display: "grid", gap: vars.space.xs });
export const label = caption;
export const input = style({
  width: "100%",
  padding: `${vars.space.sm} 0`,
  border: 0,
  borderBottom: `1px solid ${vars.color.ink}`,
  borderRadius: 0,
  background: "transparent",
  fontWeight: vars.weight.light,
  selectors: {
    "&[aria-invalid='true']": { borderBottomColor: vars.color.danger },
    "&:focus-visible": { outlineOffset: "4px" },
  },
});
export const textarea = style([input, { minHeight: "8rem", resize: "vertical", lineHeight: 1.6 }]);
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.size.sm });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.size.sm });

export const submit = style([
  buttonBase,
  {
    justifySelf: "start",
    minWidth: "10rem",
    padding: `${vars.space.sm} ${vars.space.lg}`,
    background: vars.color.ink,
    color: vars.color.paper,
    letterSpacing: vars.tracking.wider,
    selectors: {
      "&:hover": { background: vars.color.paper, color: vars.color.ink },
      "&:disabled": { opacity: 0.6, cursor: "progress" },
    },
    "@media": { [media.small]: { justifySelf: "stretch" } },
  },
]);

export const status = style({ margin: 0, padding: vars.space.md, fontSize: vars.size.sm, border: "1px solid" });
export const statusSuccess = style([status, { color: vars.color.success, borderColor: vars.color.success }]);
export const statusFailure = style([status, { color: vars.color.danger, borderColor: vars.color.danger }]);

/** The honeypot: out of sight and out of the tab order, for bots only. */
export const trap = style({ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" });

export const fileRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
export const fileInput = style({ fontSize: vars.size.sm, maxWidth: "100%" });
export const fileLink = style({ fontSize: vars.size.sm, wordBreak: "break-all" });
export const progress = style({ width: "100%", height: "4px", accentColor: vars.color.ink });
