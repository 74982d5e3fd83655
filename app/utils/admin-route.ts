// What the admin's routes share, given by their two layouts (app/routes/_admin/route.tsx, _auth.tsx): the handle (plain layout), headers; and meta.
import type { HeadersFunction, MetaDescriptor, MetaFunction } from "@remix-run/node";

export const ADMIN_HANDLE = { admin: true } as const;

export function isAdminHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { admin?: unknown }).admin === true;
}

/** Admin pages are private: never cached, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
/** Keeps what a loader or action said (such as Retry-After) and makes the page private. */
export const adminHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, key) => headers.set(key, value));
  for (const [key, value] of Object.entries(ADMIN_HEADERS)) headers.set(key, value);
  return headers;
};

export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} — Paper Plane Project Studio` }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * What each signed-in admin page declares in its handle: its title, which the `_admin` layout shows as the
 * page's one h1 and `adminPageMeta` as the document's title. A title drawn from the page's data is a function
 * of its loader's data (undefined when there is none).
 */
export interface AdminPageHandle {
  title: string | ((data: never) => string);
}

/** The title the matched admin page declares in its handle. */
export function adminPageTitle(match: { handle?: unknown; data?: unknown } | undefined): string {
  const title = (match?.handle as Partial<AdminPageHandle> | undefined)?.title;
  return typeof title === "function" ? (title as (data: unknown) => string)(match?.data) : (title ?? "Admin");
}

/** An admin page's meta, from its handle's title. Each page exports it: a layout's meta sees only the routes above it. */
export const adminPageMeta: MetaFunction = ({ matches }) => adminMeta(adminPageTitle(matches.at(-1)));
