// /admin/statistics: page views counted by the server (app/.server/analytics), over a chosen range.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import type { AnalyticsDimension } from "#db/tables";
import { pageAction } from "~/.server/admin/action";
import { dailyFigures, pageVisitors, topPages, topProjects, topValues } from "~/.server/analytics/report";
import { retentionMonths } from "~/.server/analytics/retention";
import { vitalsPercentiles } from "~/.server/analytics/web-vitals";
import { requireUser } from "~/.server/auth/users";
import * as admin from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { StatsChart } from "~/components/admin/stats-chart";
import { ToastMessage } from "~/components/toast-message";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { formatDay } from "~/utils/dates";
import { readStatRange, RETENTION_MONTHS, STAT_RANGES, statRangeQuery } from "~/utils/stats-range";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { STATS_TEXTS } from "~/utils/texts/admin/stats";

import { handler, limits } from "./handler.server";
import * as styles from "./styles.css";
import { VitalsSection } from "./vitals-section";

export const handle = { title: PAGE_TITLES.statistics } satisfies AdminPageHandle;
export const meta = adminPageMeta;

/** Where visitors come from: one table of views per dimension, in this order. */
const SOURCE_TABLES = [
  { dimension: "referrer", caption: "Referring sites", label: "Site" },
  { dimension: "utm_source", caption: "Campaign sources (utm_source)", label: "Source" },
  { dimension: "utm_campaign", caption: "Campaigns (utm_campaign)", label: "Campaign" },
  { dimension: "device", caption: "Devices", label: "Device" },
  { dimension: "language", caption: "Languages", label: "Language" },
] as const satisfies readonly { dimension: AnalyticsDimension; caption: string; label: string }[];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const range = readStatRange(new URL(request.url).searchParams);
  const { from, to } = range;
  const [days, pages, projects, sources, careerVisitors, contactVisitors, retention, vitals] = await Promise.all([
    dailyFigures(from, to),
    topPages(from, to),
    topProjects(from, to),
    Promise.all(SOURCE_TABLES.map((table) => topValues(table.dimension, from, to))),
    pageVisitors("/career", from, to),
    pageVisitors("/contact-us", from, to),
    retentionMonths(),
    vitalsPercentiles(from, to),
  ]);
  const sum = (key: "views" | "visitors" | "applications" | "messages") => days.reduce((n, d) => n + d[key], 0);
  const totals = {
    views: sum("views"),
    visitors: sum("visitors"),
    applications: sum("applications"),
    messages: sum("messages"),
  };
  return data(
    {
      range,
      query: statRangeQuery(range),
      days,
      totals,
      pages,
      projects,
      sources,
      careerVisitors,
      contactVisitors,
      retention,
      vitals,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy: {}, limits }, handler);
}

const count = (n: number | string) => Number(n).toLocaleString("en");
const rate = (conversions: number, visitors: number) =>
  visitors > 0 ? `${((100 * conversions) / visitors).toFixed(1)} %` : "—";

function NumberTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? styles.cell : styles.number}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className={styles.cell} colSpan={head.length}>
              None yet
            </td>
          </tr>
        ) : (
          rows.map(([first, ...rest], i) => (
            <tr key={i}>
              <th scope="row" className={styles.cell}>
                {first}
              </th>
              {rest.map((value, j) => (
                <td key={j} className={styles.number}>
                  {typeof value === "number" ? count(value) : value}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** One end of the custom range; the key redraws it when the shown range changes. */
function DateField({ label, name, value, invalid }: { label: string; name: string; value: string; invalid: boolean }) {
  return (
    <label className={admin.field}>
      {label}
      <input
        type="date"
        name={name}
        defaultValue={value}
        key={`${name}-${value}`}
        className={admin.input}
        required
        aria-describedby={invalid ? "range-error" : undefined}
      />
    </label>
  );
}

export default function Statistics() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = usePendingForm()?.get("intent") === "retention";
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/statistics";
  const failure = actionData && !actionData.ok ? actionData : null;
  const { range, totals } = d;
  const conversions = totals.applications + totals.messages;
  const span = `${formatDay(range.from)} – ${formatDay(range.to)}`;
  const summary = `Views and visitors per day, ${span}: ${count(totals.views)} views, ${count(totals.visitors)} visitors.`;
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <AdminSection id="range-title" title={`Visitors and views, ${span}`}>
        <p className={admin.hint}>{STATS_TEXTS.intro}</p>
        <nav aria-label="Range">
          <ul className={styles.ranges}>
            {STAT_RANGES.map((r) => (
              <li key={r.value}>
                <Link
                  to={`?range=${r.value}`}
                  className={`${admin.secondary} ${admin.small} ${range.name === r.value ? styles.current : ""}`}
                  aria-current={range.name === r.value ? "page" : undefined}
                  preventScrollReset
                >
                  {r.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" className={admin.inlineForm} aria-label="Custom range" preventScrollReset>
          <input type="hidden" name="range" value="custom" />
          <DateField label="From" name="from" value={range.from} invalid={Boolean(range.error)} />
          <DateField label="To" name="to" value={range.to} invalid={Boolean(range.error)} />
          <button type="submit" className={`${admin.button} ${admin.small}`} disabled={loading}>
            {loading ? "Loading…" : "Show"}
          </button>
          <a href={`/admin/statistics.csv?${d.query}`} download className={`${admin.secondary} ${admin.small}`}>
            Export CSV
          </a>
        </Form>
        {range.error ? (
          <p id="range-error" className={admin.error} role="alert">
            {range.error} The last 30 days are shown.
          </p>
        ) : null}
        <dl className={styles.totals}>
          {[
            ["Visitors", count(totals.visitors)],
            ["Views", count(totals.views)],
            ["Applications and messages", count(conversions)],
            ["Conversion rate", rate(conversions, totals.visitors)],
          ].map(([label, value]) => (
            <div key={label} className={styles.total}>
              <dt className={admin.hint}>{label}</dt>
              <dd className={styles.totalValue}>{value}</dd>
            </div>
          ))}
        </dl>
        {totals.views === 0 ? <p>{STATS_TEXTS.empty}</p> : null}
        <StatsChart days={d.days} summary={summary} formatDay={formatDay} />
        <details>
          <summary>Numbers per day (table)</summary>
          <div className={styles.scroll} tabIndex={0} role="region" aria-label="Numbers per day">
            <NumberTable
              caption="Views, visitors and conversions per day"
              head={["Day", "Views", "Visitors", "Applications", "Messages"]}
              rows={d.days.map((day) => [formatDay(day.day), day.views, day.visitors, day.applications, day.messages])}
            />
          </div>
        </details>
      </AdminSection>

      <AdminSection id="pages-title" title="Pages and projects">
        <div className={styles.tables}>
          <NumberTable
            caption="Top pages"
            head={["Page", "Views", "Visitors"]}
            rows={d.pages.map((p) => [p.path, Number(p.views), Number(p.visitors)])}
          />
          <NumberTable
            caption="Top projects"
            head={["Project", "Views", "Visitors"]}
            rows={d.projects.map((p) => [p.name, Number(p.views), Number(p.visitors)])}
          />
        </div>
      </AdminSection>

      <AdminSection id="sources-title" title="Where visitors come from">
        <div className={styles.tables}>
          {SOURCE_TABLES.map((table, i) => (
            <NumberTable
              key={table.dimension}
              caption={table.caption}
              head={[table.label, "Views"]}
              rows={d.sources[i].map((r) => [r.value, Number(r.views)])}
            />
          ))}
        </div>
      </AdminSection>

      <AdminSection id="conversions-title" title="Conversions">
        <NumberTable
          caption="Career applications and contact messages received (not spam), against the visitors of their page"
          head={["", "Received", "Page visitors", "Rate"]}
          rows={[
            ["Applications", totals.applications, d.careerVisitors, rate(totals.applications, d.careerVisitors)],
            ["Messages", totals.messages, d.contactVisitors, rate(totals.messages, d.contactVisitors)],
            ["Both, against all visitors", conversions, totals.visitors, rate(conversions, totals.visitors)],
          ]}
        />
      </AdminSection>

      <VitalsSection percentiles={d.vitals} csvHref={`/admin/statistics.csv?${d.query}&part=vitals`} />

      <AdminSection id="retention-title" title="Keeping statistics">
        <Form method="post" className={admin.inlineForm} noValidate>
          <label className={admin.field}>
            Keep statistics for (months)
            <input
              type="number"
              name="retentionMonths"
              min={RETENTION_MONTHS.min}
              max={RETENTION_MONTHS.max}
              step={1}
              defaultValue={failure?.values?.retentionMonths ?? d.retention}
              key={failure ? "typed" : d.retention}
              className={admin.input}
              aria-invalid={failure?.errors?.retentionMonths ? true : undefined}
              aria-describedby={failure?.errors?.retentionMonths ? "retention-hint retention-error" : "retention-hint"}
            />
          </label>
          <button
            type="submit"
            name="intent"
            value="retention"
            className={`${admin.button} ${admin.small}`}
            disabled={saving}
          >
            {saving ? ACTION_TEXTS.saving : ACTION_TEXTS.save}
          </button>
        </Form>
        <p id="retention-hint" className={admin.hint}>
          {STATS_TEXTS.retentionHint}
        </p>
        {failure?.errors?.retentionMonths ? (
          <p id="retention-error" className={admin.error} role="alert">
            {failure.errors.retentionMonths}
          </p>
        ) : null}
      </AdminSection>
    </>
  );
}
