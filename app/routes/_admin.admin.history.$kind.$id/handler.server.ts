// The history screen's changes: restore a revision (after its confirm step), and "Undo" from a save's toast.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import {
  restoreRevision,
  RevisionNotFoundError,
  type Subject,
  UndoConflictError,
  undoRevision,
} from "~/.server/content/history/revisions";
import { subjectNameOf } from "~/.server/content/history/subjects";
import { editPathOf, historyPath, isHistoryKind, PAGE_NAMES } from "~/utils/history";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";

/** Plain form posts only: no upload field is accepted. */
export const limits = {};
const INTENTS = ["restore", "undo"] as const;

/** The subject of /admin/history/<kind>/<id>, with its name; a 404 for anything else. */
export async function subjectOf(params: { kind?: string; id?: string }): Promise<{ subject: Subject; name: string }> {
  const id = Number(params.id);
  if (!isHistoryKind(params.kind) || !Number.isSafeInteger(id) || id < 1)
    throw new Response("Not found", { status: 404 });
  if (params.kind !== "project" && params.kind !== "press") {
    if (id !== 1) throw new Response("Not found", { status: 404 });
    return { subject: { kind: params.kind, id }, name: PAGE_NAMES[params.kind] };
  }
  // A project or a press item in the trash keeps its history: restoring a version from before the delete brings it back.
  const name = await subjectNameOf({ kind: params.kind, id });
  if (name === null) throw new Response("Not found", { status: 404 });
  return { subject: { kind: params.kind, id }, name };
}

export const handler: AdminHandler = async (upload, request) => {
  const intent = intentOf(upload, INTENTS);
  const [, kind, id] = /^\/admin\/history\/([^/]+)\/([^/]+)$/.exec(new URL(request.url).pathname) ?? [];
  const { subject } = await subjectOf({ kind, id });
  const revision = Number(upload.form.get("revision"));
  if (!Number.isSafeInteger(revision) || revision < 1) throw new Response("No revision chosen", { status: 400 });
  if (intent === "restore") {
    return attempt(upload, intent, REVISION_TEXTS.restoreFailed, async () => {
      const { shownToVisitors } = await restoreRevision(subject, revision);
      return success(
        historyPath(subject.kind, subject.id),
        shownToVisitors ? REVISION_TEXTS.restoredToast : REVISION_TEXTS.restoredHiddenToast,
      );
    });
  }
  return attempt(upload, intent, REVISION_TEXTS.undoFailed, async () => {
    try {
      await undoRevision(subject, revision);
    } catch (error) {
      if (error instanceof UndoConflictError)
        return failure(upload, intent, { form: REVISION_TEXTS.undoConflict }, REVISION_TEXTS.undoConflict);
      if (error instanceof RevisionNotFoundError)
        return failure(upload, intent, { form: REVISION_TEXTS.undoFailed }, REVISION_TEXTS.undoFailed);
      throw error;
    }
    return success(editPathOf(subject.kind, subject.id), REVISION_TEXTS.undoneToast);
  });
};
