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
import * as backupStyles from "~/components/admin/backups.css";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { timeAgo } from "~/utils/dates";
import { BACKUP_TEXTS } from "~/utils/texts/admin/backups";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";
import { HOME_TEXTS } from "~/utils/texts/admin/home";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { PRESS_TEXTS } from "~/utils/texts/admin/press";
import { SCHEDULE_TEXTS } from "~/utils/texts/admin/schedule";
import { SECURITY_TEXTS } from "~/utils/texts/admin/security";
import { SHARE_TEXTS } from "~/utils/texts/admin/sharing";

export const handle = { title: PAGE_TITLES.home } satisfies AdminPageHandle;
export const meta = adminPageMeta;

const PAGES = [
  { to: "/admin/pages/home", label: PAGE_TITLES.editHome },
  { to: "/admin/pages/studio", label: PAGE_TITLES.editStudio },
  { to: "/admin/projects", label: PAGE_TITLES.editProject },
  { to: "/admin/projects/order", label: PAGE_TITLES.projectOrder },
  { to: "/admin/pages/career", label: PAGE_TITLES.editCareer },
  { to: "/admin/pages/contact", label: PAGE_TITLES.editContact },
  { to: "/admin/inbox", label: PAGE_TITLES.inbox },
  { to: "/admin/statistics", label: PAGE_TITLES.statistics },
  { to: "/admin/trash", label: PAGE_TITLES.trash },
  { to: "/admin/scheduled", label: SCHEDULE_TEXTS.pageTitle },
  { to: "/admin/checks", label: CHECK_TEXTS.pageTitle },
  { to: "/admin/selections", label: SHARE_TEXTS.selectionsTitle },
  { to: "/admin/press", label: PRESS_TEXTS.title },
  { to: "/admin/backups", label: PAGE_TITLES.backups },
  { to: "/admin/import", label: PAGE_TITLES.import },
  { to: "/admin/redirects", label: PAGE_TITLES.redirects },
  { to: "/admin/admins", label: PAGE_TITLES.admins },
  { to: "/admin/account", label: PAGE_TITLES.account },
  { to: "/admin/security", label: SECURITY_TEXTS.auditTitle },
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
