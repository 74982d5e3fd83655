// /admin/checks: the checks before going live run over what visitors see now (docs/decisions/061-…): every page
// and live project with open problems, each problem a link to where it is fixed.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/.server/auth/users";
import { liveProblems } from "~/.server/content/checks/reads";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ProblemList } from "~/components/admin/problem-list";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { editPathOf } from "~/utils/history";
import type { LiveHandle } from "~/utils/live-tables";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";

// A save anywhere may open or close a problem: the list follows.
export const handle = {
  title: CHECK_TEXTS.pageTitle,
  liveTables: ["projects", "homepage", "studio", "career", "contact", "press"],
} satisfies AdminPageHandle & LiveHandle;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data({ pages: await liveProblems() }, { headers: ADMIN_HEADERS });
}

export default function Checks() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <section className={styles.section} aria-label={CHECK_TEXTS.pageTitle}>
      <p className={styles.hint}>{CHECK_TEXTS.pageIntro}</p>
      {pages.length === 0 ? <p>{CHECK_TEXTS.none}</p> : null}
      {pages.map(({ subject, name, problems }) => (
        <AdminSection key={`${subject.kind}-${subject.id}`} id={`checks-${subject.kind}-${subject.id}`} title={name}>
          <Link to={editPathOf(subject.kind, subject.id)} className={styles.hint}>
            {name}
          </Link>
          <ProblemList problems={problems} label={name} />
        </AdminSection>
      ))}
    </section>
  );
}
