// The selection forms: a selection's title, note and ordered projects; a link for one recipient.
import "./zod-config";

import { z } from "zod";

import { SELECTION_MAX_PROJECTS, SELECTION_NOTE_MAX, SHARE_LINK_DAYS_DEFAULT, SHARE_LINK_DAYS_MAX } from "./constants";
import { SHARE_TEXTS as TEXTS } from "./texts/admin/sharing";

export const selectionSchema = z.object({
  title: z.string({ error: TEXTS.titleRequired }).trim().min(1, TEXTS.titleRequired).max(120, TEXTS.titleTooLong),
  note: z
    .string()
    .trim()
    .max(SELECTION_NOTE_MAX, TEXTS.noteTooLong(SELECTION_NOTE_MAX))
    .optional()
    .transform((note) => note ?? ""),
});

/**
 * The ticked projects ("project" fields), ordered by their "position-<id>" numbers (typed without
 * JavaScript), ties and blanks keeping the list's order.
 */
export function pickedProjects(form: FormData): { ok: true; ids: number[] } | { ok: false; error: string } {
  const ticked = [...new Set(form.getAll("project").map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ticked.length === 0) return { ok: false, error: TEXTS.noProjects };
  if (ticked.length > SELECTION_MAX_PROJECTS)
    return { ok: false, error: TEXTS.tooManyProjects(SELECTION_MAX_PROJECTS) };
  const place = (id: number, i: number) => {
    const typed = Number(form.get(`position-${id}`));
    return Number.isFinite(typed) && String(form.get(`position-${id}`) ?? "").trim() !== ""
      ? typed
      : Number.MAX_SAFE_INTEGER - ticked.length + i;
  };
  const ids = ticked
    .map((id, i) => ({ id, at: place(id, i), i }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((p) => p.id);
  return { ok: true, ids };
}

export const shareLinkSchema = z.object({
  recipient: z
    .string({ error: TEXTS.recipientRequired })
    .trim()
    .min(1, TEXTS.recipientRequired)
    .max(120, TEXTS.recipientRequired),
  email: z
    .string()
    .trim()
    .max(254, TEXTS.emailInvalid)
    .optional()
    .transform((email) => email || null)
    .pipe(z.email(TEXTS.emailInvalid).nullable()),
  days: z.coerce
    .number({ error: TEXTS.daysInvalid(SHARE_LINK_DAYS_MAX) })
    .int(TEXTS.daysInvalid(SHARE_LINK_DAYS_MAX))
    .min(1, TEXTS.daysInvalid(SHARE_LINK_DAYS_MAX))
    .max(SHARE_LINK_DAYS_MAX, TEXTS.daysInvalid(SHARE_LINK_DAYS_MAX))
    .default(SHARE_LINK_DAYS_DEFAULT),
});
