// The edit page's scheduled publishing: what waits for this project, and a time to publish a draft
// or to unpublish a live project (an embargo's end) by itself.
import { Form, Link } from "@remix-run/react";

import * as styles from "~/components/admin/admin-form.css";
import { ScheduleTime, useStudioTimeZone } from "~/components/admin/schedule-fields";
import { usePendingForm } from "~/hooks/use-pending-form";
import type { AdminFailure } from "~/utils/admin-action";
import { SCHEDULE_TEXTS } from "~/utils/texts/admin/schedule";
import { formatInZone } from "~/utils/time-zone";

interface Props {
  status: "published" | "draft";
  schedules: { id: number; action: string; runAt: string; summary: string }[];
  failure: AdminFailure | null | undefined;
}

export function StatusSchedule({ status, schedules, failure }: Props) {
  const zone = useStudioTimeZone();
  const action = status === "published" ? "unpublish" : "publish";
  const intent = `schedule-${action}`;
  const busy = usePendingForm()?.get("intent") === intent;
  const label = action === "publish" ? SCHEDULE_TEXTS.schedulePublish : SCHEDULE_TEXTS.scheduleUnpublish;
  return (
    <div className={styles.form}>
      {schedules.length > 0 ? (
        <div>
          <p className={styles.hint}>{SCHEDULE_TEXTS.pendingHere}</p>
          <ul aria-label={SCHEDULE_TEXTS.upcoming}>
            {schedules.map((s) => (
              <li key={s.id}>
                {SCHEDULE_TEXTS.actions[s.action]}
                {s.summary ? ` (${s.summary})` : ""}: {formatInZone(s.runAt, zone)}
              </li>
            ))}
          </ul>
          <Link to="/admin/scheduled" className={styles.hint}>
            {SCHEDULE_TEXTS.manage}
          </Link>
        </div>
      ) : null}
      <Form method="post" className={styles.inlineForm} aria-label={label}>
        <input type="hidden" name="intent" value={intent} />
        <ScheduleTime
          failure={failure?.intent === intent ? failure : null}
          label={action === "publish" ? SCHEDULE_TEXTS.publishAt : SCHEDULE_TEXTS.unpublishAt}
        />
        <button type="submit" className={`${styles.secondary} ${styles.small}`} disabled={busy} aria-busy={busy}>
          {busy ? SCHEDULE_TEXTS.scheduling : label}
        </button>
      </Form>
    </div>
  );
}
