import { PUBLIC_PAGES } from "../setup/public-pages";
import { expect, test, VIEWPORTS } from "./fixtures";
import { DEMO_PROJECTS, projectLink } from "./public-helpers";

test("each public page has its title, description and an absolute Open Graph image from the site's origin", async ({
  page,
  baseURL,
}) => {
  const courtyardLink = await projectLink(page, "Courtyard House, Seville");
  const pages = [
    { path: "/", title: /^Paper Plane Project Studio — / },
    { path: "/projects", title: /^Projects — / },
    { path: "/projects/interior", title: /^Interior — / },
    { path: "/studio", title: /^About — / },
    { path: courtyardLink, title: /^Courtyard House, Seville — / },
  ];
  for (const { path, title } of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(new RegExp(`^${baseURL}/uploads/images/.+\\.webp$`));
    expect((await page.request.get(image!)).status()).toBe(200);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
  }
});

test("public pages send cache headers a CDN can honour", async ({ request }) => {
  for (const path of ["/", "/projects", "/projects/object", "/studio"]) {
    const response = await request.get(path);
    // Browsers revalidate every time; a shared cache keeps it long, under its tags, until a change purges them.
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers()["cdn-cache-control"]).toMatch(
      /^max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
    expect(response.headers()["surrogate-key"]).toMatch(/^site lang-en /);
    expect(response.headers()["vary"]).toBe("Accept-Encoding");
  }
});

test("pages with a form are never kept by a shared cache: each visitor's copy holds its own one-use form token", async ({
  request,
}) => {
  for (const path of ["/career", "/contact-us"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("sitemap.xml lists every public page and every project", async ({ page, request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of PUBLIC_PAGES) expect(urls).toContain(`${baseURL}${path}`);
  await page.goto("/projects");
  const links = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(links.length).toBeGreaterThanOrEqual(DEMO_PROJECTS.length);
  for (const link of links) expect(urls).toContain(`${baseURL}${link}`);
  expect(urls.some((url) => url.includes("/admin") || url.includes("/edit"))).toBe(false);
});

test("robots.txt keeps crawlers out of the admin and points at the sitemap", async ({ request, baseURL }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /edit");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  test(`the footer at ${viewport.width} px: studio name, © 2024, PROJECT / STUDIO / MEDIA`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/studio");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("PAPER PLANE PROJECT STUDIO", { exact: true })).toBeVisible();
    await expect(footer.getByText(/© 2024/)).toBeVisible();
    const columns = {
      PROJECT: { Architecture: "/projects/architecture", Interior: "/projects/interior", Object: "/projects/object" },
      STUDIO: { About: "/studio", Contact: "/contact-us" },
    };
    for (const [column, links] of Object.entries(columns)) {
      const nav = footer.getByRole("navigation", { name: column });
      await expect(nav.getByRole("heading", { name: column })).toBeVisible();
      for (const [label, href] of Object.entries(links))
        await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    const media = footer.getByRole("navigation", { name: "MEDIA" });
    for (const name of ["Instagram", "LinkedIn"]) {
      const link = media.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  });
}
