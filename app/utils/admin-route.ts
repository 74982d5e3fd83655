// What the admin's routes share, given by their two layouts (app/routes/_admin.tsx, _auth.tsx): the handle (plain layout), headers; and meta.
import type { HeadersFunction, MetaDescriptor } from "@remix-run/node";

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
