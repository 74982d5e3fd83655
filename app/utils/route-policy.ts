// What a route tells the HTTP edge and the build about itself, declared in the route module beside
// its loader and action (`export const policy = { bodyMaxBytes: … } satisfies RoutePolicy`), and
// the tables derived from those declarations (decision 031). Remix keeps this export out of the
// browser's bundles: only its own client exports (default, handle, meta, …) go there.

export interface RoutePolicy {
  /** The largest body a request to this route may send; without it, the small cap. */
  bodyMaxBytes?: number;
  /** The route answers every post as JSON (its form posts by XMLHttpRequest): the edge refuses in JSON too (it does
   * for any post that asks for JSON by its `Accept`). */
  json?: boolean;
  /** Scripts load at once instead of after the load event (decision 020): pages whose purpose is a form. */
  hydrateAtOnce?: boolean;
}

/**
 * A route as Remix's manifests list it: the server build's `routes`, or `flatRoutes` in tests and
 * tools; `module` is the route module once loaded.
 */
export interface PolicyRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module?: object;
}

/** The pathless layout of the signed-in admin's pages (guard, headers, plain layout), and of the signed-out ones. */
export const ADMIN_LAYOUT = "routes/_admin";
export const SIGNED_OUT_LAYOUT = "routes/_auth";

/** What a loaded route module declares (on the server, a module has all its exports). */
export function policyOf(module: object | undefined): RoutePolicy {
  return (module as { policy?: RoutePolicy } | undefined)?.policy ?? {};
}

/** The route and its layouts, innermost first. */
export function lineage(routes: Readonly<Record<string, PolicyRoute | undefined>>, id: string): PolicyRoute[] {
  const chain: PolicyRoute[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) chain.push(route);
  return chain;
}

/**
 * The URL a route answers, as written in its file name ("/admin/projects", "/admin/inbox/:kind/:id"), in
 * the default language: an optional segment (the language prefix, `($lang)`) is left out.
 */
export function urlOf(routes: Readonly<Record<string, PolicyRoute | undefined>>, id: string): string {
  const segments = lineage(routes, id)
    .reverse()
    .flatMap((route) => route.path?.split("/") ?? [])
    .filter((segment) => segment !== "" && !/^:\w+\?$/.test(segment));
  return `/${segments.join("/")}`;
}

/** Whether the route is one of the admin's: under either admin layout (or one of them). */
export function isAdminRoute(routes: Readonly<Record<string, PolicyRoute | undefined>>, id: string): boolean {
  return lineage(routes, id).some((route) => route.id === ADMIN_LAYOUT || route.id === SIGNED_OUT_LAYOUT);
}

export interface BodyCap {
  bytes: number;
  json: boolean;
  /** The cap holds for a signed-in admin only (the route is under the guarded layout); others get the small one. */
  admin: boolean;
}

/**
 * Every route that declares a body cap, by its URL in lower case (Remix matches paths in any case). The edge's table (app/.server/http/body-limits.ts).
 */
export function bodyCaps(routes: Readonly<Record<string, PolicyRoute | undefined>>): Map<string, BodyCap> {
  const caps = new Map<string, BodyCap>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const { bodyMaxBytes, json = false } = policyOf(route.module);
    if (bodyMaxBytes === undefined) continue;
    const admin = lineage(routes, route.id).some((layout) => layout.id === ADMIN_LAYOUT);
    caps.set(urlOf(routes, route.id).toLowerCase(), { bytes: bodyMaxBytes, json, admin });
  }
  return caps;
}
