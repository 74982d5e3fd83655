// The signed-in admin's pages (/admin/…, /editHome, …): one pathless layout, so the site map shows
// which pages are the admin's. It owns what they share: the guard (a stranger is sent to the login),
// the private headers, the plain layout without the public menu (its handle) and scripts at once (its
// policy). Remix runs a child's loader beside this one (or alone, for a `?_routes=` data request) and
// only the leaf's action, so every loader and action below still checks the session itself (decision 031).
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import { requireUser } from "~/.server/auth/users";
import { ADMIN_HANDLE, ADMIN_HEADERS, adminHeaders } from "~/utils/admin-route";
import type { RoutePolicy } from "~/utils/route-policy";

export const handle = ADMIN_HANDLE;
export const headers = adminHeaders;
export const policy = { hydrateAtOnce: true } satisfies RoutePolicy;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data(null, { headers: ADMIN_HEADERS });
}

export default function AdminLayout() {
  return <Outlet />;
}
