// The Statistics page's "Page speed" section: each page's 75th percentile of the Core Web Vitals on each device class,
// as real visitors' browsers reported it (decision 062), each with its verdict in words.
import type { VitalsPercentile } from "~/.server/analytics/web-vitals";
import * as admin from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { visuallyHidden } from "~/styles/utilities.css";
import { VITALS_TEXTS } from "~/utils/texts/admin/stats";
import { CORE_VITALS, formatVital, rateVital, type VitalName, VITALS } from "~/utils/web-vitals";

import * as styles from "./styles.css";

const DEVICES = ["phone", "tablet", "desktop"] as const;
interface Row {
  path: string;
  device: (typeof DEVICES)[number];
  values: Partial<Record<VitalName, number>>;
  reports: number;
}

/** One row per page and device class, in the page's order then phone, tablet, desktop. */
function rowsOf(percentiles: VitalsPercentile[]): Row[] {
  const rows = new Map<string, Row>();
  for (const p of percentiles) {
    const key = `${p.path} ${DEVICES.indexOf(p.device)}`;
    const row = rows.get(key) ?? { path: p.path, device: p.device, values: {}, reports: 0 };
    row.values[p.metric] = p.p75;
    row.reports = Math.max(row.reports, p.samples);
    rows.set(key, row);
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
}

function VitalCell({ name, value }: { name: VitalName; value: number | undefined }) {
  if (value === undefined)
    return (
      <td className={styles.number}>
        <span aria-hidden="true">—</span> <span className={visuallyHidden}>not reported</span>
      </td>
    );
  const rating = rateVital(name, value);
  return (
    <td className={styles.number}>
      {formatVital(name, value)}{" "}
      <span className={`${styles.rating} ${rating === "poor" ? styles.poor : ""}`}>{rating}</span>
    </td>
  );
}

export function VitalsSection({ percentiles, csvHref }: { percentiles: VitalsPercentile[]; csvHref: string }) {
  const rows = rowsOf(percentiles.filter((p) => (CORE_VITALS as readonly string[]).includes(p.metric)));
  return (
    <AdminSection id="vitals-title" title="Page speed (Core Web Vitals)">
      <p className={admin.hint}>{VITALS_TEXTS.intro}</p>
      {rows.length === 0 ? (
        <p>{VITALS_TEXTS.empty}</p>
      ) : (
        <>
          <div className={styles.scroll} tabIndex={0} role="region" aria-label="Page speed by page and device">
            <table className={styles.table}>
              <caption className={styles.caption}>75th percentile by page and device</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    Page
                  </th>
                  <th scope="col" className={styles.cell}>
                    Device
                  </th>
                  {CORE_VITALS.map((name) => (
                    <th key={name} scope="col" className={styles.number}>
                      <abbr title={VITALS[name].label}>{name}</abbr>
                    </th>
                  ))}
                  <th scope="col" className={styles.number}>
                    Page loads
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.path} ${row.device}`}>
                    <th scope="row" className={styles.cell}>
                      {row.path}
                    </th>
                    <td className={styles.cell}>{row.device}</td>
                    {CORE_VITALS.map((name) => (
                      <VitalCell key={name} name={name} value={row.values[name]} />
                    ))}
                    <td className={styles.number}>{row.reports.toLocaleString("en")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <a href={csvHref} download className={`${admin.secondary} ${admin.small}`}>
              Export page speed CSV
            </a>
          </p>
        </>
      )}
    </AdminSection>
  );
}
