// /admin/backups: the off-site backups as the admin sees them: the last good one, what is kept,
// the next run, the last error in plain words, "Back up now" with its progress, and the schedule.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { backupStatus } from "~/.server/ops/offsite-status";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import * as page from "~/components/admin/backups.css";
import { ToastMessage } from "~/components/toast-message";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { BACKUP_INTERVAL_CHOICES } from "~/utils/constants";
import { formatDateTime, timeAgo } from "~/utils/dates";
import { BACKUP_TEXTS, everyInterval } from "~/utils/texts/admin/backups";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { formatBytes } from "~/utils/upload-limits";

import { handler, limits } from "./handler.server";

export const handle = { title: PAGE_TITLES.backups } satisfies AdminPageHandle;
export const meta = adminPageMeta;

/** While a backup runs, the page asks for its progress this often. */
const PROGRESS_POLL_MS = 1000;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const status = await backupStatus();
  const now = Date.now();
  return data({ status, now }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy: {}, limits }, handler);
}

function when(iso: string | null, now: number): string {
  if (!iso) return BACKUP_TEXTS.noneYet;
  const ms = Date.parse(iso) - now;
  if (ms > 0) return `${formatDateTime(iso)} (in ${Math.max(1, Math.round(ms / 60_000))} min)`;
  return `${formatDateTime(iso)} (${timeAgo(iso, now)})`;
}

export default function Backups() {
  const { status, now } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { revalidate } = useRevalidator();
  const failure = actionData && !actionData.ok ? actionData : null;
  const pendingIntent = usePendingForm()?.get("intent");
  const progress = status.progress;
  const running = progress !== null;

  // Each new state of a running backup asks for the next one a second later.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => revalidate(), PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [running, status, revalidate]);

  const lastFailed = status.lastRun?.status === "failed" ? status.lastRun : null;
  const percent =
    progress?.fraction === null || progress?.fraction === undefined ? null : Math.round(progress.fraction * 100);
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <AdminSection id="backup-status-title" title="Off-site backups">
        <p className={styles.hint}>{BACKUP_TEXTS.intro}</p>
        {!status.configured ? <p className={page.warning}>{BACKUP_TEXTS.notConfigured}</p> : null}
        {status.tooOld ? (
          <p className={page.warning}>
            {status.lastGood
              ? BACKUP_TEXTS.homeWarning(timeAgo(status.lastGood.at, now).replace(/ ago$/, ""))
              : BACKUP_TEXTS.homeWarningNone}
          </p>
        ) : null}
        <dl className={page.facts}>
          <dt className={page.term}>Last good backup</dt>
          <dd className={page.value}>{when(status.lastGood?.at ?? null, now)}</dd>
          <dt className={page.term}>Size</dt>
          <dd className={page.value}>{status.lastGood?.bytes != null ? formatBytes(status.lastGood.bytes) : "—"}</dd>
          <dt className={page.term}>Backups kept</dt>
          <dd className={page.value}>{status.lastGood?.snapshotsKept ?? "—"}</dd>
          <dt className={page.term}>Schedule</dt>
          <dd className={page.value}>{everyInterval(status.interval.minutes)}</dd>
          <dt className={page.term}>Next run</dt>
          <dd className={page.value}>{status.configured ? when(status.nextRunAt, now) : "—"}</dd>
          <dt className={page.term}>Repository</dt>
          <dd className={page.value}>{status.repository ?? "—"}</dd>
          <dt className={page.term}>Last check of the repository</dt>
          <dd className={page.value}>
            {status.lastCheck
              ? `${when(status.lastCheck.at, now)}: ${status.lastCheck.status === "ok" ? "no errors found" : status.lastCheck.error}`
              : "Not yet"}
          </dd>
          <dt className={page.term}>Last error</dt>
          <dd className={page.value}>
            {lastFailed ? `${formatDateTime(lastFailed.at)}: ${lastFailed.error}` : "None"}
          </dd>
        </dl>
      </AdminSection>

      <AdminSection id="backup-now-title" title="Back up now">
        <Form method="post" className={styles.form}>
          <button
            type="submit"
            name="intent"
            value="backup-now"
            className={styles.button}
            disabled={!status.configured || running || pendingIntent === "backup-now"}
          >
            {running || pendingIntent === "backup-now" ? BACKUP_TEXTS.backingUp : BACKUP_TEXTS.backUpNow}
          </button>
        </Form>
        <div role="status" aria-live="polite">
          {progress ? (
            <>
              <p className={styles.hint}>
                {BACKUP_TEXTS.phases[progress.phase]}
                {percent !== null ? `: ${percent}%` : "…"}
              </p>
              <progress className={page.bar} max={100} value={percent ?? undefined} aria-label="Backup progress" />
              <noscript>
                <p>
                  <Link to="/admin/backups">Refresh to see the progress</Link>
                </p>
              </noscript>
            </>
          ) : null}
        </div>
      </AdminSection>

      <AdminSection id="backup-schedule-title" title="Schedule">
        <Form method="post" className={styles.form} key={`${status.interval.minutes}-${status.interval.chosen}`}>
          <label className={styles.field}>
            {BACKUP_TEXTS.scheduleLabel}
            <select
              name="interval"
              className={styles.input}
              defaultValue={status.interval.chosen ? String(status.interval.minutes) : "default"}
              aria-invalid={failure?.errors.interval ? true : undefined}
              aria-describedby={failure?.errors.interval ? "interval-error" : undefined}
            >
              <option value="default">
                {BACKUP_TEXTS.defaultChoice(everyInterval(status.interval.defaultMinutes))}
              </option>
              {BACKUP_INTERVAL_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {everyInterval(minutes)}
                </option>
              ))}
            </select>
          </label>
          {failure?.errors.interval ? (
            <p id="interval-error" className={styles.error}>
              {failure.errors.interval}
            </p>
          ) : null}
          <div>
            <button
              type="submit"
              name="intent"
              value="schedule"
              className={styles.secondary}
              disabled={pendingIntent === "schedule"}
            >
              {pendingIntent === "schedule" ? BACKUP_TEXTS.savingSchedule : BACKUP_TEXTS.saveSchedule}
            </button>
          </div>
        </Form>
      </AdminSection>
    </>
  );
}
