// The admin's routes that need no session (/admin/login, /admin/forgot, /admin/reset/…, /admin/invite/…,
// /admin/logout): one pathless layout with the admin's private headers, plain layout (its handle) and
// scripts at once (its policy), and no guard (decision 031).
import { Outlet } from "@remix-run/react";

import { ADMIN_HANDLE, adminHeaders } from "~/utils/admin-route";
import type { RoutePolicy } from "~/utils/route-policy";

export const handle = ADMIN_HANDLE;
export const headers = adminHeaders;
export const policy = { hydrateAtOnce: true } satisfies RoutePolicy;

export default function SignedOutLayout() {
  return <Outlet />;
}
