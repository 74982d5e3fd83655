// A share link's recipient at work, in the browser, on a phone without JavaScript and on a desktop with it:
// they mark a project and an image as favourites, comment, give an email for answers and approve; the studio
// is mailed one digest, answers on the selection's page (and exports the CSV); the recipient sees the answer
// and is mailed it. Another link of the same selection, made in Portuguese, shows none of it.
import crypto from "node:crypto";

import type { Browser, Page } from "@playwright/test";

import { expectHttpErrors, expectToast } from "./admin-helpers";
import { axeViolations } from "./axe";
import {
  atPhoneWithoutScriptsAndDesktop,
  expect,
  type Login,
  test,
  unique,
  VIEWPORTS,
  type WorkerServer,
} from "./fixtures";
import { waitForHydration } from "./public-helpers";
import { seedProject } from "./seed-project";
import { seedSelection as seedSelectionOf, seedShareLink } from "./seed-share-link";

/** A selection of one project with two links (English and Portuguese), made in the database: the tokens. */
function seedSelection(server: WorkerServer, title: string, projectId: number, recipient: string) {
  const id = seedSelectionOf(server, title, [projectId]);
  const link = (lang: "en" | "pt") => seedShareLink(server, id, { recipient: `${recipient} ${lang}`, lang }).token;
  return { id, tokens: { en: link("en"), pt: link("pt") } };
}

/**
 * axe runs in the page, so only where scripts run: there the same state is checked at both widths (the run without
 * scripts shows the same server-rendered markup at 375 px).
 */
async function expectAxeClean(page: Page, js = true) {
  if (!js) return;
  const width = page.viewportSize()!;
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize(width);
}

async function studioAnswers(browser: Browser, login: Login, selectionId: number, recipient: string, answer: string) {
  // The studio at its desk, with scripts (a context made here would take the test's options otherwise).
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: VIEWPORTS.desktop });
  await login(context);
  const page = await context.newPage();
  await page.goto(`/admin/selections/${selectionId}`);
  const entry = page.getByTestId("share-link").filter({ hasText: recipient });
  await expect(entry.getByTestId("approval")).toContainText("the selection");
  await expectAxeClean(page);
  await entry.getByLabel(`Answer to ${recipient}`).fill(answer);
  await entry.getByRole("button", { name: "Answer", exact: true }).click();
  await expectToast(page, "Answer saved and mailed to the recipient.");
  await expect(entry.getByTestId("comment")).toContainText(answer);
  await expectAxeClean(page);
  const csv = await page.request.get(`/admin/selections/${selectionId}/feedback.csv`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines.map((l) => l.split(",").slice(0, 2).join(","))).toEqual([
    "recipient,kind",
    `${recipient},favourite`,
    `${recipient},approval`,
    `${recipient},favourite`,
    `${recipient},comment`,
  ]);
  await context.close();
}

atPhoneWithoutScriptsAndDesktop((js) => {
  test("a recipient favourites, comments and approves; the studio is mailed once and answers", async ({
    page,
    browser,
    login,
    server,
    mailbox,
    consoleErrors,
  }) => {
    test.slow();
    const name = unique("Client House");
    const project = seedProject(server, { name, description: "For the client." });
    const marker = unique("Marker");
    const recipient = unique("Rita");
    const selection = seedSelection(server, unique("For Rita"), project.id, recipient);
    // The recipient posts from an address of their own (the worker's server trusts the test's forwarded address).
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.36.${js ? 1 : 2}.${crypto.randomInt(250) + 1}` });
    try {
      await page.goto(`/s/${selection.tokens.en}`);
      if (js) await waitForHydration(page);
      const favourite = page.getByRole("button", { name: `Favourite: ${name}` });
      await expect(favourite).toHaveAttribute("aria-pressed", "false");
      await favourite.click();
      await expectToast(page, "Added to your favourites.");
      await expect(favourite).toHaveAttribute("aria-pressed", "true");
      await page.getByLabel("Your email, to be told when the studio answers (optional)").fill("not an email");
      await page.getByRole("button", { name: "Save email" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address." })).toBeVisible();
      const email = `${crypto.randomBytes(4).toString("hex")}@client.example`;
      await page.getByLabel("Your email, to be told when the studio answers (optional)").fill(email);
      await page.getByRole("button", { name: "Save email" }).click();
      await expectToast(page, "Email saved. You will be told of answers.");
      await page.getByLabel("Note (optional)").fill(`Approved ${marker}`);
      await page.getByRole("button", { name: "Approve the selection" }).click();
      await expectToast(page, "Approval sent. Thank you.");
      await expect(page.getByText(/^Approved on /)).toBeVisible();
      await expectAxeClean(page, js);

      await page.getByRole("link", { name: `View the project: ${name}` }).click();
      const image = page.getByRole("button", { name: "Favourite: image 1" });
      await image.click();
      await expect(image).toHaveAttribute("aria-pressed", "true");
      await page.getByLabel("About").selectOption({ label: "Image 1" });
      await page.getByLabel("Your comment").fill(`Is this oak? ${marker}`);
      await page.getByRole("button", { name: "Send comment" }).click();
      await expectToast(page, "Comment sent. The studio will see it.");
      await expect(page.getByRole("listitem").filter({ hasText: `Is this oak? ${marker}` })).toContainText("Image 1");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await expectAxeClean(page, js);

      // One digest: the approval went at once, the comment a moment later waits for the hour.
      await expect.poll(async () => (await mailbox.matching(marker)).length).toBe(1);
      const [digest] = await mailbox.matching(marker);
      expect(digest.subject).toContain(recipient);

      await studioAnswers(browser, login, selection.id, `${recipient} en`, `Yes, oak. ${marker}`);
      await page.reload();
      await expect(page.getByText("Answer from Paper Plane Project Studio")).toBeVisible();
      await expect(page.getByText(`Yes, oak. ${marker}`)).toBeVisible();
      await expect
        .poll(async () => (await mailbox.matching(marker)).filter((m) => m.to.includes(email)).length)
        .toBe(1);
      expect((await mailbox.matching(marker)).filter((m) => !m.to.includes(email))).toHaveLength(1);

      // The same selection's other link, made in Portuguese: its own words, none of the first link's doings.
      await page.goto(`/s/${selection.tokens.pt}/p/${project.link}`);
      await expect(page.getByRole("button", { name: "Favorito: imagem 1" })).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByText(marker)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Aprovar este projeto" })).toBeVisible();
      await expectAxeClean(page, js);
    } finally {
      project.remove();
    }
    // The refused email was answered 400 (the page, or the fetcher's data), as it should be.
    expectHttpErrors(consoleErrors, 400);
  });
});
