// Helpers shared by the public site's browser tests.
import type { Page } from "@playwright/test";

import { DEMO_PROJECTS } from "../../app/.server/demo/content";

export { DEMO_PROJECTS };

/**
 * Waits until React has hydrated the page and run its effects, so event handlers and what effects set up are live
 * (the document marks it, app/entry.client.tsx), or until a page sent without scripts has loaded.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated], html[data-scripts="none"]').first().waitFor({ state: "attached" });
}

/** The seeded project names in the order the site lists them: newest (highest id) first. */
/** Resolves once the page's live-update stream is open (its first connection names the event it catches up from). */
export const liveStreamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === "/live" && response.status() === 200);

export const seededNewestFirst = () => [...DEMO_PROJECTS].reverse();

export const caption = (project: { name: string; year: number }) => `${project.name}, ${project.year}`;

/** The link of a seeded project, read from the projects page. */
export async function projectLink(page: Page, name: string): Promise<string> {
  await page.goto("/projects");
  const project = DEMO_PROJECTS.find((p) => p.name === name);
  if (!project) throw new Error(`${name} is not seeded`);
  const href = await page
    .locator("main a", { has: page.getByText(caption(project), { exact: true }) })
    .first()
    .getAttribute("href");
  if (!href) throw new Error(`no link for ${name}`);
  return href;
}
