import { style } from "@vanilla-extract/css";

import { badge } from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const badgeSent = style(badge(vars.color.success));
export const badgePending = style(badge(vars.color.muted));
export const badgeFailed = style(badge(vars.color.danger));
