// Admin → Security (/admin/security): the audit log, newest first, with whether its hash chain holds.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { checkAuditChain, countAudit, listAudit } from "~/.server/auth/audit";
import { requireUser } from "~/.server/auth/users";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { pageOf, Pager } from "~/components/admin/pager";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { formatDateTime } from "~/utils/dates";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

export const handle = { title: TEXTS.auditTitle } satisfies AdminPageHandle;
export const meta = adminPageMeta;

/** Entries per page. */
const AUDIT_PAGE_SIZE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const page = pageOf(request.url);
  const [entries, total, chain] = await Promise.all([
    listAudit({ limit: AUDIT_PAGE_SIZE, offset: page * AUDIT_PAGE_SIZE }),
    countAudit(),
    checkAuditChain(),
  ]);
  return data({ entries, total, page, chain }, { headers: ADMIN_HEADERS });
}

export default function Security() {
  const { entries, total, page, chain } = useLoaderData<typeof loader>();
  const broken = new Set(chain.broken);
  return (
    <AdminSection id="audit-title" title="Audit log">
      <p className={styles.hint}>{TEXTS.auditIntro}</p>
      {chain.broken.length > 0 || chain.headMissing ? (
        <p role="alert" className={styles.error}>
          {chain.broken.length > 0 ? TEXTS.auditBroken(chain.broken.length) : ""}{" "}
          {chain.headMissing ? TEXTS.auditHeadMissing : ""}
        </p>
      ) : (
        <p role="status">{TEXTS.auditIntact}</p>
      )}
      <p>
        <a href="/admin/security.csv" download>
          {TEXTS.auditExport}
        </a>
      </p>
      {entries.length === 0 ? (
        <p className={styles.hint}>{TEXTS.auditEmpty}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.hint}>Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Who</th>
                <th scope="col">To what</th>
                <th scope="col">Details</th>
                <th scope="col">Address</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className={broken.has(entry.id) ? styles.brokenRow : undefined}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>
                    {entry.action}
                    {broken.has(entry.id) ? <strong> (broken: changed outside the admin)</strong> : null}
                  </td>
                  <td>{entry.actor ?? "—"}</td>
                  <td>{entry.subject ?? "—"}</td>
                  <td>{entry.detail || "—"}</td>
                  <td>{entry.address ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        more={(page + 1) * AUDIT_PAGE_SIZE < total}
        firstPage="/admin/security"
        className={styles.buttonRow}
      />
    </AdminSection>
  );
}
