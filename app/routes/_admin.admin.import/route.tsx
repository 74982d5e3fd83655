// /admin/import: moving in from the old site. The form starts a dry run or an import (from the old
// database or a zip of its exports; files by URL or from a folder on the server); while it runs the
// page follows its progress; once it ends, its report: counts per table, files, every problem.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import type { ImportProgress, ImportReport } from "~/.server/import/report";
import { latestRun } from "~/.server/import/run";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ToastMessage } from "~/components/toast-message";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { ADMIN_TEXT_BODY_MAX_BYTES, IMPORT_ZIP_MAX_BYTES } from "~/utils/constants";
import { formatDateTime } from "~/utils/dates";
import type { RoutePolicy } from "~/utils/route-policy";
import { IMPORT_TEXTS } from "~/utils/texts/admin/import";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { formatBytes } from "~/utils/upload-limits";

import { handler, limits } from "./handler.server";

export const handle = { title: PAGE_TITLES.import } satisfies AdminPageHandle;
export const meta = adminPageMeta;
export const policy = { bodyMaxBytes: IMPORT_ZIP_MAX_BYTES + ADMIN_TEXT_BODY_MAX_BYTES } satisfies RoutePolicy;

/** While a run goes on, the page asks for its progress this often. */
const PROGRESS_POLL_MS = 1000;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const run = await latestRun();
  return data(
    {
      run: run
        ? {
            dryRun: run.dry_run === 1,
            status: run.status,
            startedAt: run.started_at,
            progress: JSON.parse(run.progress) as Partial<ImportProgress>,
            report: run.report ? (JSON.parse(run.report) as ImportReport) : null,
          }
        : null,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy, limits }, handler);
}

export default function Import() {
  const { run } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const refused = failure && !failure.ok ? failure : null;
  const errors = refused?.errors ?? {};
  const values = refused?.values ?? {};
  const pendingIntent = usePendingForm()?.get("intent");
  const running = run?.status === "running";
  const { revalidate } = useRevalidator();
  const [source, setSource] = useState(values.source ?? "postgresql");
  const [files, setFiles] = useState(values.files ?? "url");

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => revalidate(), PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [running, run, revalidate]);

  const error = (name: string) =>
    errors[name] ? (
      <p id={`import-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string, hint?: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [errors[name] ? `import-${name}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined,
  });
  const busy = running || pendingIntent !== undefined;
  return (
    <>
      <ToastMessage toast={refused?.toast} />
      <AdminSection id="import-form-title" title="Move in from the old site">
        <p className={styles.hint}>{IMPORT_TEXTS.intro}</p>
        <Form method="post" encType="multipart/form-data" className={styles.form} autoComplete="off">
          <fieldset className={styles.field}>
            <legend>{IMPORT_TEXTS.sourceLegend}</legend>
            {(["postgresql", "exports"] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="source"
                  value={value}
                  checked={source === value}
                  onChange={() => setSource(value)}
                />{" "}
                {value === "postgresql" ? IMPORT_TEXTS.sourcePostgres : IMPORT_TEXTS.sourceExports}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="import-connection">{IMPORT_TEXTS.connectionLabel}</label>
            <input
              id="import-connection"
              name="connection"
              type="password"
              className={styles.input}
              spellCheck={false}
              {...described("connection", "import-connection-hint")}
            />
            <p id="import-connection-hint" className={styles.hint}>
              {IMPORT_TEXTS.connectionHint}
            </p>
            {error("connection")}
          </div>
          <div className={styles.field}>
            <label htmlFor="import-exports">{IMPORT_TEXTS.exportsLabel}</label>
            <input
              id="import-exports"
              name="exports"
              type="file"
              accept=".zip,application/zip"
              {...described("exports")}
            />
            {error("exports")}
          </div>
          <fieldset className={styles.field}>
            <legend>{IMPORT_TEXTS.filesLegend}</legend>
            {(["url", "folder"] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="files"
                  value={value}
                  checked={files === value}
                  onChange={() => setFiles(value)}
                />{" "}
                {value === "url" ? IMPORT_TEXTS.filesUrl : IMPORT_TEXTS.filesFolder}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="import-folder">{IMPORT_TEXTS.folderLabel}</label>
            <input
              id="import-folder"
              name="folder"
              className={styles.input}
              defaultValue={values.folder ?? ""}
              {...described("folder", "import-folder-hint")}
            />
            <p id="import-folder-hint" className={styles.hint}>
              {IMPORT_TEXTS.folderHint}
            </p>
            {error("folder")}
          </div>
          <div className={styles.buttonRow}>
            <button type="submit" name="intent" value="dry-run" className={styles.secondary} disabled={busy}>
              {pendingIntent === "dry-run" ? IMPORT_TEXTS.starting : IMPORT_TEXTS.dryRun}
            </button>
            <button type="submit" name="intent" value="run" className={styles.button} disabled={busy}>
              {pendingIntent === "run" ? IMPORT_TEXTS.starting : IMPORT_TEXTS.run}
            </button>
          </div>
        </Form>
      </AdminSection>
      <AdminSection id="import-run-title" title={run?.dryRun ? "Last dry run" : "Last import"}>
        <div role="status" aria-live="polite">
          {!run ? <p>{IMPORT_TEXTS.noRunYet}</p> : null}
          {run && running ? <RunProgress progress={run.progress} /> : null}
          {run && !running ? <p>Started {formatDateTime(run.startedAt)}.</p> : null}
        </div>
        {run?.report ? <RunReport report={run.report} /> : null}
      </AdminSection>
    </>
  );
}

function RunProgress({ progress }: { progress: Partial<ImportProgress> }) {
  const rows = progress.rows ?? { done: 0, total: 0 };
  const files = progress.files ?? { done: 0, total: 0 };
  const total = rows.total + files.total * 4;
  const done = rows.done + files.done * 4;
  const eta = progress.etaMs ? `, about ${Math.max(1, Math.round(progress.etaMs / 60_000))} min left` : "";
  return (
    <>
      <p>{IMPORT_TEXTS.running}</p>
      <progress className={styles.progress} max={Math.max(1, total)} value={done} aria-label="Import progress" />
      <p>
        Rows {rows.done} of {rows.total}, files {files.done} of {files.total}, {formatBytes(progress.bytes ?? 0)}
        {eta}
      </p>
    </>
  );
}

function RunReport({ report }: { report: ImportReport }) {
  return (
    <>
      {report.failure ? <p className={styles.error}>The run stopped: {report.failure}</p> : null}
      <table>
        <caption>{report.dryRun ? "What the import would do" : "What the import did"}</caption>
        <thead>
          <tr>
            {["Table", "Read", "New", "Updated", "Unchanged", "Kept as changed here", "Skipped"].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Object.entries(report.tables).map(([table, c]) => (
            <tr key={table}>
              <th scope="row">{table}</th>
              {[c.read, c.created, c.updated, c.unchanged, c.kept, c.skipped].map((n, i) => (
                <td key={i}>{n}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Files fetched: {report.files.fetched} ({formatBytes(report.files.bytes)}), already here: {report.files.reused},
        failed: {report.files.failed}.
        {report.imagesWithoutAlt > 0 ? ` ${report.imagesWithoutAlt} imported images have no alt text yet.` : ""}
      </p>
      <h3>{IMPORT_TEXTS.problems}</h3>
      {report.problems.length === 0 ? <p>{IMPORT_TEXTS.noProblems}</p> : null}
      <ul>
        {report.problems.map((p, i) => (
          <li key={i}>
            {p.table} {p.row}
            {p.url ? <> ({p.url})</> : null}: {p.problem}. {p.action}
          </li>
        ))}
      </ul>
    </>
  );
}
