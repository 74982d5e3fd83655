// /admin/scheduled: everything waiting to go live (or to be unpublished) at its time, to move or cancel;
// what ran lately, and the studio's time zone every time is typed and read in.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { listSchedules, studioTimeZone } from "~/.server/content/history/schedules";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ButtonForm } from "~/components/admin/button-form";
import { ScheduleTime } from "~/components/admin/schedule-fields";
import { ToastMessage } from "~/components/toast-message";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { editPathOf } from "~/utils/history";
import type { LiveHandle } from "~/utils/live-tables";
import { SCHEDULE_TEXTS } from "~/utils/texts/admin/schedule";
import { formatInZone, utcToZoned } from "~/utils/time-zone";

import { handler, limits } from "./handler.server";

// A schedule that runs changes a page or a project: the list follows.
export const handle = {
  title: SCHEDULE_TEXTS.pageTitle,
  liveTables: ["projects", "drafts", "homepage", "studio", "career", "contact"],
} satisfies AdminPageHandle & LiveHandle;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { pending, past } = await listSchedules();
  const zone = await studioTimeZone();
  const zones = [...new Set(["UTC", ...Intl.supportedValuesOf("timeZone")])];
  return data({ pending, past, zone, zones }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy: {}, limits }, handler);
}

export default function Scheduled() {
  const { pending, past, zone, zones } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = actionData && !actionData.ok ? actionData : null;
  const sending = usePendingForm();
  const busy = sending !== null;
  const failureOf = (id: number) => (failure && failure.values.scheduleId === String(id) ? failure : null);
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <AdminSection id="upcoming-title" title={SCHEDULE_TEXTS.upcoming}>
        <p className={styles.hint}>{SCHEDULE_TEXTS.intro}</p>
        {pending.length === 0 ? (
          <p>{SCHEDULE_TEXTS.none}</p>
        ) : (
          <ul className={styles.thumbs} aria-label={SCHEDULE_TEXTS.upcoming}>
            {pending.map((s) => {
              const what = `${SCHEDULE_TEXTS.actions[s.action]}: ${s.name}`;
              const failed = failureOf(s.id);
              return (
                <li key={s.id} className={styles.form} aria-label={what}>
                  <p>
                    <strong>{formatInZone(s.runAt, zone.zone)}</strong> · {SCHEDULE_TEXTS.actions[s.action]}:{" "}
                    <Link to={editPathOf(s.kind, s.projectId ?? 1)}>{s.name}</Link>
                    {s.summary ? ` (${s.summary})` : ""}
                    {s.who ? ` · ${s.who}` : ""}
                  </p>
                  {failed?.errors.form ? (
                    <p className={styles.error} role="alert">
                      {failed.errors.form}
                    </p>
                  ) : null}
                  <div className={styles.buttonRow}>
                    <Form
                      method="post"
                      className={styles.inlineForm}
                      aria-label={`${SCHEDULE_TEXTS.reschedule} ${what}`}
                    >
                      <input type="hidden" name="intent" value="reschedule" />
                      <input type="hidden" name="scheduleId" value={s.id} />
                      <ScheduleTime failure={failed} defaultValue={utcToZoned(s.runAt, zone.zone)} />
                      <button type="submit" className={`${styles.secondary} ${styles.small}`} disabled={busy}>
                        {SCHEDULE_TEXTS.reschedule}
                      </button>
                    </Form>
                    <ButtonForm
                      fields={{ intent: "cancel", scheduleId: s.id }}
                      label={SCHEDULE_TEXTS.cancel}
                      busy={busy}
                      className={`${styles.danger} ${styles.small}`}
                      aria-label={`${SCHEDULE_TEXTS.cancel} ${what}`}
                    />
                    {/* A document request: the preview's time is set by the answer's cookie. */}
                    <a
                      href={`/admin/scheduled/preview?at=${encodeURIComponent(s.runAt)}`}
                      className={styles.small}
                      aria-label={`${SCHEDULE_TEXTS.preview}: ${what}`}
                    >
                      {SCHEDULE_TEXTS.preview}
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="past-title" title={SCHEDULE_TEXTS.past}>
        {past.length === 0 ? (
          <p>{SCHEDULE_TEXTS.noPast}</p>
        ) : (
          <ul aria-label={SCHEDULE_TEXTS.past}>
            {past.map((s) => (
              <li key={s.id}>
                {SCHEDULE_TEXTS.states[s.state]} · {formatInZone(s.ranAt ?? s.runAt, zone.zone)} ·{" "}
                {SCHEDULE_TEXTS.actions[s.action]}: {s.name}
                {s.summary ? ` (${s.summary})` : ""}
                {s.error ? ` · ${s.error}` : ""}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="zone-title" title={SCHEDULE_TEXTS.zoneLegend}>
        <Form method="post" className={styles.inlineForm} aria-label={SCHEDULE_TEXTS.zoneLabel}>
          <input type="hidden" name="intent" value="time-zone" />
          <div className={styles.field}>
            <label htmlFor="zone">{SCHEDULE_TEXTS.zoneLabel}</label>
            <select
              id="zone"
              name="zone"
              className={styles.input}
              defaultValue={zone.zone}
              aria-describedby="zone-hint"
            >
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z === zone.zone && !zone.chosen ? SCHEDULE_TEXTS.zoneDefault(z) : z}
                </option>
              ))}
            </select>
            <p id="zone-hint" className={styles.hint}>
              {zone.chosen
                ? SCHEDULE_TEXTS.zoneHint
                : `${SCHEDULE_TEXTS.zoneDefault(zone.zone)}. ${SCHEDULE_TEXTS.zoneHint}`}
            </p>
            {failure?.errors.zone ? <p className={styles.error}>{failure.errors.zone}</p> : null}
          </div>
          <button
            type="submit"
            className={`${styles.button} ${styles.small}`}
            disabled={busy}
            aria-busy={sending?.get("intent") === "time-zone"}
          >
            {SCHEDULE_TEXTS.zoneSave}
          </button>
        </Form>
      </AdminSection>
    </>
  );
}
