// The trash page's changes: restore a project, or delete it forever with its files.
import { type AdminHandler, attempt, intentOf, success } from "~/.server/admin/action";
import { deleteForever, restoreProject } from "~/.server/content/projects/trash";
import { TOASTS } from "~/utils/texts/admin/toasts";

/** Plain form posts only: no upload field is accepted. */
export const limits = {};
const TRASH_PAGE = "/admin/trash";
const INTENTS = ["restore", "delete-forever"] as const;

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, INTENTS);
  const id = Number(upload.form.get("projectId"));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("No project chosen", { status: 400 });
  if (intent === "restore") {
    return attempt(upload, intent, TOASTS.projectRestoreFailed, async () => {
      const status = await restoreProject(id);
      if (!status) throw new Error(`No project with ID ${id} in the trash to restore.`);
      return success(TRASH_PAGE, status === "published" ? TOASTS.projectRestored : TOASTS.projectRestoredAsDraft);
    });
  }
  return attempt(upload, intent, TOASTS.projectDeleteForeverFailed, async () => {
    if (!(await deleteForever(id))) throw new Error(`No project with ID ${id} in the trash to delete.`);
    return success(TRASH_PAGE, TOASTS.projectDeletedForever);
  });
};
