// Each route module is the one source of its policy (decision 031): these checks read the routes as
// Remix reads app/routes, load every module, and fail when a route and what is derived from it disagree:
// an admin URL outside the admin's layouts, a guarded loader or action a stranger reaches, a page that sends
// files with upload progress without a handler and a cap for them, a cap smaller than the files it accepts.
import fs from "node:fs";
import path from "node:path";

import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { describe, expect, it } from "vitest";

import type { AdminPageHandle } from "~/utils/admin-route";
import {
  ADMIN_IMAGE_BODY_MAX_BYTES,
  ADMIN_PROJECT_BODY_MAX_BYTES,
  ADMIN_TEXT_BODY_MAX_BYTES,
  CAREER_BODY_MAX_BYTES,
  CONTACT_BODY_MAX_BYTES,
  IMPORT_ZIP_MAX_BYTES,
  REDIRECTS_CSV_MAX_BYTES,
  SHARE_CODE_BODY_MAX_BYTES,
  SHARE_FEEDBACK_BODY_MAX_BYTES,
} from "~/utils/constants";
import {
  ADMIN_LAYOUT,
  bodyCaps,
  isAdminRoute,
  lineage,
  policyOf,
  type PolicyRoute,
  SIGNED_OUT_LAYOUT,
  urlOf,
} from "~/utils/route-policy";
import { SHARE_DOWNLOAD_BODY_MAX_BYTES } from "~/utils/share-downloads";
import { VITALS_BODY_MAX_BYTES } from "~/utils/web-vitals";

const APP = path.resolve("app");
// The same route files the build reads (vite.config.ts ignores these patterns too).
const manifest = flatRoutes(APP, ["**/*.css.ts", "**/*.test.ts"]);
type Loaded = PolicyRoute & { file: string; module: Record<string, unknown> };
const routes: Record<string, Loaded> = {};
for (const route of Object.values(manifest)) {
  const module = (await import(/* @vite-ignore */ path.join(APP, route.file))) as Record<string, unknown>;
  routes[route.id] = { ...route, module };
}
const all = Object.values(routes);
const isUnder = (route: Loaded, layout: string) =>
  route.id !== layout && lineage(routes, route.id).some((r) => r.id === layout);
const under = (layout: string) => all.filter((route) => isUnder(route, layout));
const LAYOUTS = [ADMIN_LAYOUT, SIGNED_OUT_LAYOUT];
const folderOf = (route: Loaded) => path.dirname(path.join(APP, route.file));
const isFolderRoute = (route: Loaded) => path.basename(route.file).startsWith("route.");

describe("the admin's routes", () => {
  it("every /admin and /edit… URL is under one of the admin's two layouts, and nothing else is", () => {
    for (const route of all) {
      const url = urlOf(routes, route.id);
      const admin = /^\/(admin(\/|$)|edit[A-Z])/.test(url) || LAYOUTS.includes(route.id);
      expect({ url, admin: isAdminRoute(routes, route.id) }).toEqual({ url, admin });
    }
  });

  it("only the pages that need no session are outside the guard", () => {
    const open = under(SIGNED_OUT_LAYOUT).map((route) => urlOf(routes, route.id));
    const signedOut = [
      "/admin/forgot",
      "/admin/invite/:token",
      "/admin/login",
      "/admin/logout",
      // Passkey challenges and answers: a sign-in without email has no session yet; each ceremony checks its own.
      "/admin/passkey/options",
      "/admin/passkey/verify",
      "/admin/reset/:token",
      // The second step: a half-signed-in session, which the full guard refuses, checks itself there.
      "/admin/verify",
    ];
    expect(open.sort()).toEqual(signedOut);
  });

  it("a stranger's request to any loader or action under the guard is sent to the login first", async () => {
    const guarded = [routes[ADMIN_LAYOUT], ...under(ADMIN_LAYOUT)];
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      for (const name of ["loader", "action"] as const) {
        const run = route.module[name] as ((args: object) => Promise<unknown>) | undefined;
        if (!run) continue;
        const url = `http://studio.test${urlOf(routes, route.id).replace(/:\w+/g, "1")}`;
        const request = new Request(url, name === "action" ? { method: "POST", body: new FormData() } : {});
        const params = { id: "1", kind: "career" };
        const outcome = await run({ request, params, context: {} }).catch((thrown: unknown) => thrown);
        const where = `${route.file} ${name}`;
        expect(outcome instanceof Response ? [where, outcome.status] : [where, outcome]).toEqual([where, 303]);
        expect((outcome as Response).headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
      }
    }
  });

  it("every route is a folder (its route.tsx or route.ts, its styles and parts beside it); a signed-in admin page declares its title", () => {
    for (const route of all.filter((r) => r.id !== "root")) {
      expect({ file: route.file, folder: isFolderRoute(route) }).toEqual({ file: route.file, folder: true });
    }
    for (const route of [...under(ADMIN_LAYOUT), ...under(SIGNED_OUT_LAYOUT)]) {
      const page = typeof route.module.default === "function";
      if (page && isUnder(route, ADMIN_LAYOUT)) {
        const title = (route.module.handle as Partial<AdminPageHandle> | undefined)?.title;
        expect(["string", "function"], `${route.file} declares no title in its handle`).toContain(typeof title);
      }
      const handler = path.join(folderOf(route), "handler.server.ts");
      if (page && route.module.action && isUnder(route, ADMIN_LAYOUT) && !fs.existsSync(handler)) {
        expect.fail(`${route.file} has an action but no handler.server.ts beside it`);
      }
    }
  });
});

describe("each route's policy and the tables built from it", () => {
  it("the edge's body caps are the ones the routes declare", () => {
    expect(Object.fromEntries(bodyCaps(routes))).toEqual({
      "/contact-us": { bytes: CONTACT_BODY_MAX_BYTES, json: false, admin: false },
      "/career": { bytes: CAREER_BODY_MAX_BYTES, json: false, admin: false },
      "/career/apply": { bytes: CAREER_BODY_MAX_BYTES, json: true, admin: false },
      "/admin/login": { bytes: 4 * 1024, json: false, admin: false },
      "/admin/passkey/options": { bytes: 2 * 1024, json: true, admin: false },
      "/admin/passkey/verify": { bytes: 16 * 1024, json: true, admin: false },
      "/admin/import": { bytes: IMPORT_ZIP_MAX_BYTES + ADMIN_TEXT_BODY_MAX_BYTES, json: false, admin: true },
      "/admin/press": { bytes: ADMIN_IMAGE_BODY_MAX_BYTES, json: false, admin: true },
      "/admin/redirects": { bytes: REDIRECTS_CSV_MAX_BYTES + ADMIN_TEXT_BODY_MAX_BYTES, json: false, admin: true },
      "/admin/pages/career": { bytes: ADMIN_TEXT_BODY_MAX_BYTES, json: false, admin: true },
      "/admin/pages/contact": { bytes: ADMIN_TEXT_BODY_MAX_BYTES, json: false, admin: true },
      "/admin/pages/home": { bytes: ADMIN_IMAGE_BODY_MAX_BYTES, json: false, admin: true },
      "/admin/pages/studio": { bytes: ADMIN_IMAGE_BODY_MAX_BYTES, json: false, admin: true },
      "/admin/projects": { bytes: ADMIN_PROJECT_BODY_MAX_BYTES, json: false, admin: true },
      // A share link's recipient: favourites, comments, approvals.
      "/s/:token": { bytes: SHARE_FEEDBACK_BODY_MAX_BYTES, json: false, admin: false },
      "/s/:token/p/:link": { bytes: SHARE_FEEDBACK_BODY_MAX_BYTES, json: false, admin: false },
      // Its downloads: a project's id and the images chosen.
      "/s/:token/download": { bytes: SHARE_DOWNLOAD_BODY_MAX_BYTES, json: false, admin: false },
      // A verified share link's code page.
      "/s/:token/verify": { bytes: SHARE_CODE_BODY_MAX_BYTES, json: false, admin: false },
      "/vitals": { bytes: VITALS_BODY_MAX_BYTES, json: true, admin: false },
    });
  });

  it("a page that sends files with upload progress has a handler and a cap for them", () => {
    for (const route of under(ADMIN_LAYOUT)) {
      const source = fs.readFileSync(path.join(APP, route.file), "utf8");
      if (!source.includes("useUploadSubmit(")) continue;
      expect(fs.existsSync(path.join(folderOf(route), "handler.server.ts"))).toBe(true);
      expect(policyOf(route.module).bodyMaxBytes).toBeGreaterThan(0);
    }
  });

  it("a route's cap holds the largest file its handler accepts", async () => {
    for (const route of under(ADMIN_LAYOUT)) {
      const handler = path.join(folderOf(route), "handler.server.ts");
      if (!fs.existsSync(handler)) continue;
      const { limits = {} } = (await import(/* @vite-ignore */ handler)) as { limits?: Record<string, number> };
      const largest = Math.max(0, ...Object.values(limits));
      if (largest > 0) expect(policyOf(route.module).bodyMaxBytes ?? 0).toBeGreaterThan(largest);
    }
  });

  it("the admin's pages and the public form pages hydrate at once, no other page does", () => {
    const atOnce = all
      .filter((route) => typeof route.module.default === "function" && !["root", ...LAYOUTS].includes(route.id))
      .filter((route) => lineage(routes, route.id).some((r) => policyOf(r.module).hydrateAtOnce))
      .map((route) => urlOf(routes, route.id));
    const expected = [...under(ADMIN_LAYOUT), ...under(SIGNED_OUT_LAYOUT)]
      .filter((route) => typeof route.module.default === "function")
      .map((route) => urlOf(routes, route.id));
    expect(atOnce.sort()).toEqual([...expected, "/career", "/contact-us"].sort());
  });
});
