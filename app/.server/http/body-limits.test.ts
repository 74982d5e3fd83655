import { describe, expect, it } from "vitest";

import {
  ADMIN_PROJECT_BODY_MAX_BYTES,
  CAREER_BODY_MAX_BYTES,
  CONTACT_BODY_MAX_BYTES,
  SHARE_FEEDBACK_BODY_MAX_BYTES,
} from "~/utils/constants";
import { pt } from "~/utils/texts/pt";
import { formatBytes } from "~/utils/upload-limits";

import { bodyLimits, routeKey } from "./body-limits";
import { SMALL_FORM_BODY_MAX_BYTES } from "./limits";

// Routes as the server build lists them, each module with the policy it declares (the real routes' caps: app/route-policy.test.ts).
const routes = {
  root: { id: "root", path: "" },
  "routes/contact-us": {
    id: "routes/contact-us",
    parentId: "root",
    path: "contact-us",
    module: { policy: { bodyMaxBytes: CONTACT_BODY_MAX_BYTES } },
  },
  "routes/career": {
    id: "routes/career",
    parentId: "root",
    path: "career",
    module: { policy: { bodyMaxBytes: CAREER_BODY_MAX_BYTES } },
  },
  "routes/career.apply": {
    id: "routes/career.apply",
    parentId: "routes/career",
    path: "apply",
    module: { policy: { bodyMaxBytes: CAREER_BODY_MAX_BYTES, json: true } },
  },
  "routes/s.$token._index": {
    id: "routes/s.$token._index",
    parentId: "root",
    path: "s/:token",
    index: true,
    module: { policy: { bodyMaxBytes: SHARE_FEEDBACK_BODY_MAX_BYTES } },
  },
  "routes/_admin": { id: "routes/_admin", parentId: "root" },
  "routes/_admin.admin.projects._index": {
    id: "routes/_admin.admin.projects._index",
    parentId: "routes/_admin",
    path: "admin/projects",
    index: true,
    module: { policy: { bodyMaxBytes: ADMIN_PROJECT_BODY_MAX_BYTES } },
  },
};
const bodyLimit = bodyLimits(routes);
const limitOf = (path: string, headers = new Headers()) => bodyLimit(new URL(path, "http://studio.test"), headers);

describe("body limits", () => {
  it("finds a route however its path is written: any case, escaped, a trailing slash, or single fetch's .data", () => {
    for (const path of ["/contact-us", "/CONTACT-US", "/contact%2Dus", "/contact-us/", "/contact-us.data"])
      expect(routeKey(path)).toBe("/contact-us");
    expect(routeKey("/_root.data")).toBe("/");
    expect(routeKey("/%E0%A4%A")).toBe("/%e0%a4%a");
  });

  it("gives each public form its own cap, and anything unlisted the small one", async () => {
    expect(await limitOf("/contact-us")).toMatchObject({ bytes: CONTACT_BODY_MAX_BYTES, json: false });
    expect(await limitOf("/career/apply")).toMatchObject({ bytes: CAREER_BODY_MAX_BYTES, json: true });
    expect(await limitOf("/admin/login")).toMatchObject({ bytes: SMALL_FORM_BODY_MAX_BYTES });
    expect(await limitOf("/no/such/page")).toMatchObject({ bytes: SMALL_FORM_BODY_MAX_BYTES });
  });

  it("gives a route with a parameter its cap at any value of it, and only within its segments", async () => {
    expect(await limitOf("/s/Zx9-token_value")).toMatchObject({ bytes: SHARE_FEEDBACK_BODY_MAX_BYTES });
    expect(await limitOf("/s/Zx9-token_value.data")).toMatchObject({ bytes: SHARE_FEEDBACK_BODY_MAX_BYTES });
    expect(await limitOf("/s/one/two")).toMatchObject({ bytes: SMALL_FORM_BODY_MAX_BYTES });
    expect(await limitOf("/s/")).toMatchObject({ bytes: SMALL_FORM_BODY_MAX_BYTES });
  });

  it("keeps the admin's large upload caps for a signed-in admin: a stranger gets the small cap, as JSON when asked", async () => {
    const asksJson = new Headers({ accept: "application/json" });
    expect(await limitOf("/admin/projects", asksJson)).toMatchObject({ bytes: SMALL_FORM_BODY_MAX_BYTES, json: true });
    expect(await limitOf("/admin/projects")).toMatchObject({ bytes: SMALL_FORM_BODY_MAX_BYTES, json: false });
  });

  it("allows a body its cap's worth of time at a slow mobile uplink's pace, on top of a base", async () => {
    const small = await limitOf("/admin/login");
    const career = await limitOf("/career");
    expect(career.ms).toBeGreaterThan(small.ms);
    expect(small.tooLarge).toBe(
      "This upload or message is too large: this form accepts at most 8 KB. Nothing was saved.",
    );
  });

  it("refuses a page in another language in that language, with the same cap", async () => {
    const english = await limitOf("/career");
    const portuguese = await limitOf("/pt/career");
    expect(portuguese.bytes).toBe(english.bytes);
    expect(portuguese.tooLarge).toBe(pt.formErrors.bodyTooLarge(formatBytes(english.bytes)));
    expect(portuguese.tooSlow).toBe(pt.formErrors.bodyTooSlow);
    expect(portuguese.page).toMatchObject({ lang: "pt", home: "/pt/", back: pt.refusal.back });
    expect(english.page).toMatchObject({ lang: "en", home: "/", back: "Back to the site" });
  });
});
