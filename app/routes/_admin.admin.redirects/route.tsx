// /admin/redirects: every redirect (the admin's, and renamed projects' old links), one added by hand, a CSV
// imported or exported, and the 404 log with "Redirect this" beside each path, which fills the form with it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { flushNotFound } from "~/.server/analytics/analytics";
import { topNotFound } from "~/.server/analytics/not-found";
import { requireUser } from "~/.server/auth/users";
import { listRedirects, listRenamedProjectLinks, redirectFor } from "~/.server/content/redirects/redirects";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ButtonForm } from "~/components/admin/button-form";
import { PlainField, type PlainForm } from "~/components/admin/plain-field";
import { ToastMessage } from "~/components/toast-message";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { ADMIN_TEXT_BODY_MAX_BYTES, NOT_FOUND_DAYS, NOT_FOUND_SHOWN, REDIRECTS_CSV_MAX_BYTES } from "~/utils/constants";
import { isoDay } from "~/utils/dates";
import type { LiveHandle } from "~/utils/live-tables";
import type { RoutePolicy } from "~/utils/route-policy";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { REDIRECT_TEXTS as TEXTS } from "~/utils/texts/admin/redirects";

import { handler, limits } from "./handler.server";

export const handle = { title: PAGE_TITLES.redirects, liveTables: ["redirects"] } satisfies AdminPageHandle &
  LiveHandle;
export const meta = adminPageMeta;
export const policy = { bodyMaxBytes: REDIRECTS_CSV_MAX_BYTES + ADMIN_TEXT_BODY_MAX_BYTES } satisfies RoutePolicy;

const DAY_MS = 86_400_000;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  flushNotFound();
  const since = isoDay(new Date(Date.now() - (NOT_FOUND_DAYS - 1) * DAY_MS));
  // A path redirected since it was asked for is no longer missing.
  const notFound = (await topNotFound(since, NOT_FOUND_SHOWN)).filter((row) => !redirectFor(row.path));
  return data(
    {
      redirects: await listRedirects(),
      renamed: await listRenamedProjectLinks(),
      notFound,
      from: new URL(request.url).searchParams.get("from") ?? "",
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy, limits }, handler);
}

export default function Redirects() {
  const { redirects, renamed, notFound, from } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const pending = usePendingForm();
  const busy = pending !== null;
  const sent = (intent: string) => pending?.get("intent") === intent;
  const refused = (intent: string) => (failure && !failure.ok && failure.intent === intent ? failure : null);
  const add: PlainForm = {
    idPrefix: "redirect",
    errors: refused("add")?.errors ?? {},
    values: refused("add")?.values ?? { from },
  };
  const gone = add.values.status === "410";
  const csvError = refused("import")?.errors.csv;
  return (
    <>
      <ToastMessage toast={failure && !failure.ok ? failure.toast : null} />
      <AdminSection id="redirects-title" title={TEXTS.listTitle}>
        <p className={styles.hint}>{TEXTS.intro}</p>
        {redirects.length === 0 ? (
          <p>{TEXTS.none}</p>
        ) : (
          <div className={styles.tableScroll} role="region" aria-labelledby="redirects-title" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{TEXTS.oldPath}</th>
                  <th scope="col">{TEXTS.answer}</th>
                  <th scope="col">{TEXTS.newPage}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {redirects.map((r) => (
                  <tr key={r.from}>
                    <th scope="row">{r.from}</th>
                    <td>{r.status === 410 ? "410 Gone" : "301"}</td>
                    <td>{r.to ?? "—"}</td>
                    <td>
                      <ButtonForm
                        fields={{ intent: "delete", from: r.from }}
                        label="Delete"
                        busy={busy}
                        className={`${styles.danger} ${styles.small}`}
                        aria-label={`Delete the redirect from ${r.from}`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>

      <AdminSection id="add-title" title={TEXTS.addTitle}>
        <Form method="post" className={styles.form} aria-labelledby="add-title" key={from}>
          <input type="hidden" name="intent" value="add" />
          <PlainField form={add} name="from" label={TEXTS.oldPath} required maxLength={200} />
          <p className={styles.hint}>{TEXTS.oldPathHint}</p>
          <fieldset className={styles.field}>
            <legend>{TEXTS.answer}</legend>
            <label>
              <input type="radio" name="status" value="301" defaultChecked={!gone} /> {TEXTS.moved}
            </label>
            <label>
              <input type="radio" name="status" value="410" defaultChecked={gone} /> {TEXTS.gone}
            </label>
          </fieldset>
          <PlainField form={add} name="to" label={TEXTS.newPage} maxLength={200} />
          <p className={styles.hint}>{TEXTS.newPageHint}</p>
          <button type="submit" className={styles.button} disabled={busy} aria-busy={sent("add")}>
            {sent("add") ? TEXTS.adding : TEXTS.add}
          </button>
        </Form>
      </AdminSection>

      <AdminSection id="import-title" title={TEXTS.importTitle}>
        <p className={styles.hint}>{TEXTS.importIntro}</p>
        <Form method="post" encType="multipart/form-data" className={styles.form} aria-labelledby="import-title">
          <input type="hidden" name="intent" value="import" />
          <div className={styles.field}>
            <label htmlFor="redirects-csv">{TEXTS.file}</label>
            <input
              id="redirects-csv"
              name="csv"
              type="file"
              accept=".csv,text/csv"
              required
              aria-invalid={csvError ? true : undefined}
              aria-describedby={csvError ? "redirects-csv-error" : undefined}
            />
            {csvError ? (
              <p id="redirects-csv-error" className={styles.error}>
                {csvError}
              </p>
            ) : null}
          </div>
          <span className={styles.buttonRow}>
            <button type="submit" className={styles.button} disabled={busy} aria-busy={sent("import")}>
              {sent("import") ? TEXTS.importing : TEXTS.import}
            </button>
            <a href="/admin/redirects.csv" className={styles.secondary} download>
              {TEXTS.export}
            </a>
          </span>
        </Form>
      </AdminSection>

      <AdminSection id="not-found-title" title={TEXTS.notFoundTitle}>
        <p className={styles.hint}>{TEXTS.notFoundIntro}</p>
        {notFound.length === 0 ? (
          <p>{TEXTS.notFoundNone}</p>
        ) : (
          <div className={styles.tableScroll} role="region" aria-labelledby="not-found-title" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Path</th>
                  <th scope="col">People</th>
                  <th scope="col">Bots</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {notFound.map((row) => (
                  <tr key={row.path}>
                    <th scope="row">{row.path}</th>
                    <td>{row.people}</td>
                    <td>{row.bots}</td>
                    <td>
                      {row.path.startsWith("/") ? (
                        <Link
                          to={`?from=${encodeURIComponent(row.path)}#add-title`}
                          preventScrollReset
                          className={`${styles.secondary} ${styles.small}`}
                          aria-label={`${TEXTS.redirectThis}: ${row.path}`}
                        >
                          {TEXTS.redirectThis}
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>

      {renamed.length > 0 ? (
        <AdminSection id="renamed-title" title={TEXTS.renamedTitle}>
          <p className={styles.hint}>{TEXTS.renamedIntro}</p>
          <ul className={styles.thumbs} aria-labelledby="renamed-title">
            {renamed.map((r) => (
              <li key={r.from}>
                {r.from} → {r.to}
              </li>
            ))}
          </ul>
        </AdminSection>
      ) : null}
    </>
  );
}
