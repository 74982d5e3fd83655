// The signed-in admin's pages (/admin/…, /admin/pages/home, …): one pathless layout, so the site map shows
// which pages are the admin's. It owns what they share: the guard (a stranger is sent to the login),
// the private headers, the plain layout without the public menu (its handle), scripts at once (its
// policy), and the page's frame: one <main> with the header, whose h1 is the title the page declares
// in its handle. Remix runs a child's loader beside this one (or alone, for a `?_routes=` data request)
// and only the leaf's action, so every loader and action below still checks the session itself (decision 031).
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useMatches } from "@remix-run/react";

import { requireUser } from "~/.server/auth/users";
import { studioTimeZone } from "~/.server/content/history/schedules";
import * as styles from "~/components/admin/admin-form.css";
import { AdminHeader } from "~/components/admin/admin-header";
import { ADMIN_HANDLE, ADMIN_HEADERS, adminHeaders, adminPageTitle } from "~/utils/admin-route";
import type { RoutePolicy } from "~/utils/route-policy";

export const handle = ADMIN_HANDLE;
export const headers = adminHeaders;
export const policy = { hydrateAtOnce: true } satisfies RoutePolicy;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  // The studio's time zone, for every time an admin page shows or takes (components/admin/schedule-fields.tsx).
  return data({ timeZone: (await studioTimeZone()).zone }, { headers: ADMIN_HEADERS });
}

export default function AdminLayout() {
  const title = adminPageTitle(useMatches().at(-1));
  return (
    <main className={styles.page}>
      <AdminHeader title={title} />
      <Outlet />
    </main>
  );
}
