import { expect, test } from "./fixtures";
import { waitForHydration } from "./public-helpers";

test("the home page shows the seeded studio with its images", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "PAPER PLANE PROJECT STUDIO" })).toBeVisible();
  // The description itself is the admin's to change (other tests do): here it only has to be there.
  const intro = page.locator("section", { has: page.getByRole("heading", { name: "PAPER PLANE PROJECT STUDIO" }) });
  await expect(intro.locator("p").first()).toHaveText(/\w+ \w+ \w+/);
  const latest = page.getByRole("region", { name: "OUR LATEST UPDATE" }).getByRole("listitem").getByRole("link");
  await expect(latest).toHaveCount(3);
  // Seeded images are served as real, decodable pictures.
  const firstImage = page.locator("main img").first();
  await expect(firstImage).toHaveJSProperty("complete", true);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("every response carries the security headers and a script policy listing the page's inline scripts by hash", async ({
  page,
}) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const csp = headers["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toContain("nonce-");
  // Every inline script in the page is allowed by its own hash, and by nothing broader. (Structured data is a
  // data block, never run: the policy does not govern it.)
  const html = await response!.text();
  const inline = /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g;
  const scripts = [...html.matchAll(inline)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  const hashes = await page.evaluate(async (texts) => {
    const digest = async (text: string) =>
      btoa(
        String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))),
      );
    return Promise.all(texts.map(digest));
  }, scripts);
  for (const hash of hashes) expect(scriptSrc).toContain(`'sha256-${hash}'`);
  // The scripts ran: the page marked itself and hydrated (a blocked script would log a console error).
  await expect(page.locator("html")).toHaveClass(/\bjs\b/);
});

test("a file the app serves as is gets the strict policy: no inline script at all", async ({ request }) => {
  const response = await request.get("/favicon.svg");
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
});

test("an unknown path shows the not-found page with a 404 status", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no-such-page");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
  // Chromium logs the document's own 404; that one is expected.
  expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"]);
  consoleErrors.length = 0;
});

test("a request the page abandoned reports no error once hydrated, while any other uncaught failure still does", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/studio");
  await waitForHydration(page);
  // What Remix leaves unobserved when a newer navigation cancels a request (app/entry.client.tsx).
  await page.evaluate(() => {
    void Promise.reject(new DOMException("signal is aborted without reason", "AbortError"));
    void Promise.reject(new Response(null, { status: 302, headers: { Location: "/" } }));
    void Promise.reject(new Error("a real failure"));
  });
  await expect.poll(() => [...consoleErrors]).toEqual(["Error: a real failure"]);
  consoleErrors.length = 0;
});

test("the health route reports the database and uploads", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  // Behind the proxy (TRUST_PROXY), a visitor learns the status, never which checks are degraded; the operator's
  // view is tested in tests/http/metrics.http.test.ts.
  const health = await response.json();
  expect(health).toMatchObject({
    ok: true,
    database: true,
    uploads: true,
    status: expect.stringMatching(/^(ok|degraded)$/),
  });
  expect(health).not.toHaveProperty("degraded");
});

test("uploaded images are served immutable, typed and not sniffable; private files are not served", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const src = await page.locator("main img").first().getAttribute("src");
  const response = await request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await request.get("/uploads/files/portfolio/anything.pdf")).status()).toBe(404);
  expect((await request.get("/uploads/.masters/x.jpg")).status()).toBe(404);
});
