// The checks before going live at the publish and schedule paths: a problem refuses the post with the list
// (each with its link) unless it says "publish anyway", in which case the problems are what the history records.
import { checkSubject } from "~/.server/content/checks/reads";
import type { Snapshot, Subject } from "~/.server/content/history/snapshots";
import type { ParsedUpload } from "~/.server/storage/multipart";
import type { AdminOutcome } from "~/utils/admin-action";
import { PUBLISH_ANYWAY_FIELD, SCHEDULE_ANYWAY } from "~/utils/constants";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";

import { failure } from "./action";

/** Whether the post chose to go live despite the problems. */
export const publishesAnyway = (upload: ParsedUpload) =>
  upload.form.get(PUBLISH_ANYWAY_FIELD) === "1" || upload.form.get("when") === SCHEDULE_ANYWAY;

/**
 * Checks what would go live: `refused` when there are problems and the post did not choose to publish anyway;
 * otherwise the note the history keeps of problems published anyway (null when there were none).
 */
export async function checkBeforeLive(
  upload: ParsedUpload,
  intent: string,
  subject: Subject,
  snapshot?: Snapshot,
): Promise<{ refused: AdminOutcome } | { overridden: string | null }> {
  const problems = await checkSubject(subject, snapshot);
  if (problems.length === 0) return { overridden: null };
  if (publishesAnyway(upload)) return { overridden: CHECK_TEXTS.overridden(problems.map((p) => p.message)) };
  return { refused: { ...failure(upload, intent, {}, CHECK_TEXTS.blockedToast), problems } };
}
