// "Schedule for later" inside an edit form: a time in the studio's time zone and a button that sends the
// same form with when=later, so the save is kept for that minute instead of going live now
// (app/.server/admin/schedule.ts). Folded away until wanted; open when its time was refused.
import { useRouteLoaderData } from "@remix-run/react";
import { useId } from "react";

import type { AdminFailure } from "~/utils/admin-action";
import { SCHEDULE_ANYWAY } from "~/utils/constants";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";
import { SCHEDULE_TEXTS } from "~/utils/texts/admin/schedule";

import * as styles from "./admin-form.css";
import { ProblemsFound } from "./problem-list";

/** The name of the time field and the value of the schedule button, as the server reads them. */
export const SCHEDULE_FIELD = "publishAt";

/** The studio's time zone, from the admin layout's loader. */
export function useStudioTimeZone(): string {
  const data = useRouteLoaderData<{ timeZone: string }>("routes/_admin");
  return data?.timeZone ?? "UTC";
}

interface Props {
  /** The form's failure when it was this form's: its time's error shows here. */
  failure: AdminFailure | null | undefined;
  busy: boolean;
  label?: string;
}

/** The time field: a datetime-local in the studio's zone, named as such, with its error. */
export function ScheduleTime({
  failure,
  label = SCHEDULE_TEXTS.at,
  defaultValue,
}: {
  failure: Props["failure"];
  label?: string;
  /** The time shown at first (a datetime-local value in the studio's zone). */
  defaultValue?: string;
}) {
  const zone = useStudioTimeZone();
  const id = useId();
  const error = failure?.errors[SCHEDULE_FIELD];
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-at`}>{label}</label>
      <input
        id={`${id}-at`}
        type="datetime-local"
        name={SCHEDULE_FIELD}
        className={styles.input}
        defaultValue={failure?.values[SCHEDULE_FIELD] ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {SCHEDULE_TEXTS.atHint(zone)}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ScheduleFields({ failure, busy, label = SCHEDULE_TEXTS.scheduleChange }: Props) {
  // A change the checks refused (docs/decisions/061-…): its problems, and the same form sent again anyway.
  const problems = failure?.problems;
  return (
    <details className={styles.field} open={Boolean(failure?.errors[SCHEDULE_FIELD] || problems) || undefined}>
      <summary>{SCHEDULE_TEXTS.scheduleChange}…</summary>
      <div className={styles.inlineForm}>
        <ScheduleTime failure={failure} />
        <button type="submit" name="when" value="later" className={styles.secondary} disabled={busy}>
          {busy ? SCHEDULE_TEXTS.scheduling : label}
        </button>
      </div>
      {problems ? (
        <div className={styles.form}>
          <ProblemsFound problems={problems} />
          <button type="submit" name="when" value={SCHEDULE_ANYWAY} className={styles.danger} disabled={busy}>
            {busy ? SCHEDULE_TEXTS.scheduling : CHECK_TEXTS.scheduleAnyway}
          </button>
        </div>
      ) : null}
    </details>
  );
}
