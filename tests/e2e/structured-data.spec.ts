// The structured data in a real browser: one graph in the head once the page has hydrated (the server's, not a
// second copy), and the next page's after a client-side navigation, with no error in the console.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { caption, DEMO_PROJECTS, waitForHydration } from "./public-helpers";

/** The types of each JSON-LD block's nodes in the document's head. */
const graphs = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      (JSON.parse(script.textContent ?? "")["@graph"] as { "@type": string; name?: string }[]).map((node) =>
        `${node["@type"]} ${node.name ?? ""}`.trim(),
      ),
    ),
  );

test("a page keeps its one graph as it hydrates, and a navigation brings the next page's", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/projects");
  await waitForHydration(page);
  expect(await graphs(page)).toEqual([]);
  const courtyard = DEMO_PROJECTS.find((p) => p.name === "Courtyard House, Seville")!;
  await page
    .locator("main a", { has: page.getByText(caption(courtyard), { exact: true }) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Courtyard House");
  expect(await graphs(page)).toEqual([["CreativeWork Courtyard House", "BreadcrumbList"]]);

  await page.goto("/pt/studio");
  await waitForHydration(page);
  expect(await graphs(page)).toEqual([["Organization Paper Plane Project Studio"]]);
  expect(consoleErrors).toEqual([]);
});
