import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/.server/auth/users";
import { liveProblems } from "~/.server/content/checks/reads";
import { purgeQueueState } from "~/.server/edge/purge-queue";
import { env, siteOrigin } from "~/.server/env";
import { backupStatus } from "~/.server/ops/offsite-status";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { timeAgo } from "~/utils/dates";
import { BACKUP_TEXTS } from "~/utils/texts/admin/backups";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";
import { HOME_TEXTS } from "~/utils/texts/admin/home";

import * as backupStyles from "../_admin.admin.backups/backups.css";

export const handle = { title: "Admin Home" } satisfies AdminPageHandle;
export const meta = adminPageMeta;

const PAGES = [
  { to: "/admin/pages/home", label: "Edit Home" },
  { to: "/admin/pages/studio", label: "Edit Studio" },
  { to: "/admin/projects", label: "Edit Project" },
  { to: "/admin/projects/order", label: "Project order" },
  { to: "/admin/pages/career", label: "Edit Career" },
  { to: "/admin/pages/contact", label: "Edit Contact" },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/statistics", label: "Statistics" },
  { to: "/admin/trash", label: "Trash" },
  { to: "/admin/scheduled", label: "Scheduled" },
  { to: "/admin/checks", label: "Checks" },
  { to: "/admin/selections", label: "Selections" },
  { to: "/admin/press", label: "Press" },
  { to: "/admin/backups", label: "Backups" },
  { to: "/admin/import", label: "Import" },
  { to: "/admin/redirects", label: "Redirects" },
  { to: "/admin/admins", label: "Admins" },
  { to: "/admin/account", label: "My account" },
  { to: "/admin/security", label: "Security" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // Without SITE_URL every absolute link names localhost: the admin is told, not only the log.
  const unsetSiteOrigin = env().siteUrl ? null : siteOrigin();
  return data(
    {
      email: user.email,
      unsetSiteOrigin,
      backupWarning: await backupWarning(),
      purgeWarning: await purgeWarning(),
      // How many pages visitors see now have open problems (the checks before going live, decision 061).
      pagesWithProblems: (await liveProblems()).length,
    },
    { headers: ADMIN_HEADERS },
  );
}

/** The home's warning when the last good backup is older than twice its schedule; null when all is well. */
async function backupWarning(): Promise<string | null> {
  const status = await backupStatus();
  const now = Date.now();
  if (!status.tooOld) return null;
  return status.lastGood
    ? BACKUP_TEXTS.homeWarning(timeAgo(status.lastGood.at, now).replace(/ ago$/, ""))
    : BACKUP_TEXTS.homeWarningNone;
}

/** The home's warning when the cache in front has refused the last purges; null when all is well. */
async function purgeWarning(): Promise<string | null> {
  const state = await purgeQueueState();
  if (!state.failing || !state.since) return null;
  return HOME_TEXTS.purgeFailing(state.waiting, timeAgo(state.since, Date.now()), state.lastError ?? "");
}

export default function AdminHome() {
  const { email, unsetSiteOrigin, backupWarning, purgeWarning, pagesWithProblems } = useLoaderData<typeof loader>();
  return (
    <>
      {purgeWarning ? (
        <p className={backupStyles.warning} role="alert">
          {purgeWarning}
        </p>
      ) : null}
      {backupWarning ? (
        <p className={backupStyles.warning} role="alert">
          {backupWarning} <Link to="/admin/backups">{BACKUP_TEXTS.homeWarningLink}</Link>
        </p>
      ) : null}
      {unsetSiteOrigin && (
        <AdminSection id="site-url-missing" title={HOME_TEXTS.siteUrlMissingTitle}>
          <p>{HOME_TEXTS.siteUrlMissing(unsetSiteOrigin)}</p>
        </AdminSection>
      )}
      <section className={styles.section}>
        <p className={styles.hint}>Signed in as {email}</p>
        <p data-testid="check-count">
          {CHECK_TEXTS.homeCount(pagesWithProblems)}{" "}
          {pagesWithProblems > 0 ? <Link to="/admin/checks">{CHECK_TEXTS.listLink}</Link> : null}
        </p>
        <nav aria-label="Admin">
          <ul className={styles.buttonList}>
            {PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className={styles.button}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </>
  );
}
