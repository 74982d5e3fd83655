// The selection form's post, shared by the new-selection and edit pages: checks, then creates or saves.
import { createSelection, shareableProjects, updateSelection } from "~/.server/content/sharing/selections";
import type { ParsedUpload } from "~/.server/storage/multipart";
import type { AdminOutcome } from "~/utils/admin-action";
import { parseForm } from "~/utils/forms";
import { pickedProjects, selectionSchema } from "~/utils/selection-schemas";
import { SHARE_TEXTS as TEXTS } from "~/utils/texts/admin/sharing";

import { attempt, failure, success } from "./action";

export const selectionPage = (id: number) => `/admin/selections/${id}`;

export async function saveSelection(upload: ParsedUpload, id: number | null): Promise<AdminOutcome> {
  const intent = "save";
  const parsed = parseForm(selectionSchema, upload.form);
  const picked = pickedProjects(upload.form);
  const errors = { ...(parsed.ok ? {} : parsed.errors), ...(picked.ok ? {} : { projects: picked.error }) };
  // The form's values keep one string per name: the ticked projects travel back joined, so none is lost.
  const refused = (fieldErrors: Record<string, string>) => {
    const outcome = failure(upload, intent, fieldErrors, TEXTS.selectionSaveFailed);
    outcome.values.projects = upload.form.getAll("project").map(String).join(",");
    return outcome;
  };
  if (!parsed.ok || !picked.ok) return refused(errors);
  const shareable = new Set((await shareableProjects()).map((p) => p.id));
  if (picked.ids.some((projectId) => !shareable.has(projectId))) return refused({ projects: TEXTS.unknownProject });
  const fields = { ...parsed.data, projectIds: picked.ids };
  return attempt(upload, intent, TEXTS.selectionSaveFailed, async () => {
    if (id === null) return success(selectionPage(await createSelection(fields)), TEXTS.selectionCreated);
    if (!(await updateSelection(id, fields))) throw new Response("No such selection", { status: 404 });
    return success(selectionPage(id), TEXTS.selectionSaved);
  });
}
