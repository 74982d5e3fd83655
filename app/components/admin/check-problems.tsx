// The checks before going live, as the admin reads them (docs/decisions/061-checks-before-going-live.md): the
// problems found, each a link to where it is fixed, and the way to go live anyway. Plain links and a plain form:
// without JavaScript the refused post's page shows the same.
import { Form } from "@remix-run/react";

import { usePendingForm } from "~/hooks/use-pending-form";
import type { AdminFailure } from "~/utils/admin-action";
import { PUBLISH_ANYWAY_FIELD } from "~/utils/constants";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";

import * as styles from "./admin-form.css";
import { ProblemsFound } from "./problem-list";
import { SCHEDULE_FIELD } from "./schedule-fields";

/**
 * A refused "Publish" or "Schedule publishing": its problems and the same post again with "publish anyway" (the
 * time it chose kept), which the history records.
 */
export function CheckProblems({ failure }: { failure: AdminFailure }) {
  const busy = usePendingForm()?.get(PUBLISH_ANYWAY_FIELD) === "1";
  const time = failure.values[SCHEDULE_FIELD];
  return (
    <div className={styles.form}>
      <ProblemsFound problems={failure.problems ?? []} />
      <Form method="post" className={styles.buttonRow}>
        <input type="hidden" name="intent" value={failure.intent} />
        <input type="hidden" name={PUBLISH_ANYWAY_FIELD} value="1" />
        {time !== undefined ? <input type="hidden" name={SCHEDULE_FIELD} value={time} /> : null}
        <button type="submit" className={`${styles.danger} ${styles.small}`} disabled={busy} aria-busy={busy}>
          {busy
            ? CHECK_TEXTS.publishingAnyway
            : time !== undefined
              ? CHECK_TEXTS.scheduleAnyway
              : CHECK_TEXTS.publishAnyway}
        </button>
      </Form>
    </div>
  );
}
