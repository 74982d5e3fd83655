// The checks before going live in the browser: publishing a draft with problems is refused with each problem
// listed and linked to its place (alt text missing, a file name as alt text, a text empty in a language, a
// translation older than its text, a project without a detail image); "publish anyway" goes live and the
// history says so; a translation is marked out of date once its English text changes, until it is updated;
// the admin home counts live pages with problems and links to their list.
import type { Page } from "@playwright/test";

import { utcToZoned } from "../../app/utils/time-zone";
import { expectHttpErrors, expectToast, unique } from "./admin-helpers";
import { axeViolations } from "./axe";
import { atPhoneWithoutScriptsAndDesktop, expect, test, withWorkerDatabase } from "./fixtures";
import { portugueseTexts, seedProject } from "./seed-project";

/** Portuguese for every text but the location. */
const PT_TEXTS = (name: string) => {
  const { location: _location, ...texts } = portugueseTexts(name);
  return texts;
};

const problemList = (page: Page) => page.getByRole("list", { name: "Check before going live" });

/** The count line of the admin home, as a number. */
async function pagesWithProblems(page: Page): Promise<number> {
  await page.goto("/admin/home");
  const text = (await page.getByTestId("check-count").textContent()) ?? "";
  return text.startsWith("No live page") ? 0 : Number(text.match(/^(\d+)/)![1]);
}

atPhoneWithoutScriptsAndDesktop((javaScriptEnabled) => {
  test("publishing a draft with problems is refused with each problem linked; publish anyway goes live and the history says so", async ({
    page,
    login,
    server,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const name = unique("Checked Pavilion");
    // Portuguese texts but the location; the borrowed header's Portuguese alt text and the detail image's
    // English one changed for the test, and put back after it.
    const draft = seedProject(server, { name, description: "A house.", status: "draft" }, { pt: PT_TEXTS(name) });
    const { header, detail } = withWorkerDatabase(server, (db) => ({
      header: (db.prepare("SELECT image_header AS id FROM projects WHERE id = ?").get(draft.id) as { id: number }).id,
      detail: (
        db.prepare("SELECT asset_id AS id FROM project_carousel_images WHERE project_id = ?").get(draft.id) as {
          id: number;
        }
      ).id,
    }));
    const saved = withWorkerDatabase(server, (db) => ({
      headerPt: db
        .prepare("SELECT * FROM translations WHERE subject = 'asset' AND subject_id = ? AND lang = 'pt'")
        .get(header) as Record<string, unknown> | undefined,
      detailAlt: (db.prepare("SELECT alt FROM assets WHERE id = ?").get(detail) as { alt: string }).alt,
    }));
    withWorkerDatabase(server, (db) => {
      db.prepare("DELETE FROM translations WHERE subject = 'asset' AND subject_id = ? AND lang = 'pt'").run(header);
      db.prepare("UPDATE assets SET alt = 'IMG_2041.jpg' WHERE id = ?").run(detail);
      // The Portuguese name was made from an English name since changed.
      db.prepare(
        "UPDATE translations SET source_hash = '0000000000000000' WHERE subject = 'project' AND subject_id = ? AND field = 'name'",
      ).run(draft.id);
    });
    try {
      await login();
      await page.goto(`/admin/projects?edit=${draft.id}`);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: "5 problems were found" })).toBeVisible();
      expectHttpErrors(consoleErrors, 400);
      const edit = `/admin/projects?edit=${draft.id}`;
      const expected = [
        [
          "Name in Portuguese is out of date: the English text changed after it was translated.",
          `${edit}#field-translation-pt-name`,
        ],
        ["Location is empty in Portuguese.", `${edit}#field-translation-pt-location`],
        ["The header image has no alt text in Portuguese.", `${edit}#alt-${header}-translation-pt-alt`],
        [
          "Detail image 1 has a file name as its alt text in English (“IMG_2041.jpg”).",
          `${edit}#alt-${detail}-alt-languages`,
        ],
        // Its Portuguese alt text was made from the English one before.
        [
          "Detail image 1 in Portuguese is out of date: the English text changed after it was translated.",
          `${edit}#alt-${detail}-translation-pt-alt`,
        ],
      ];
      const links = problemList(page).getByRole("link");
      await expect(links).toHaveText(expected.map(([message]) => message));
      for (const [i, [, href]] of expected.entries()) await expect(links.nth(i)).toHaveAttribute("href", href);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      // Nothing went live.
      const visitor = await page.context().browser()!.newContext();
      expect((await visitor.request.get(`/projects/detail/${draft.link}`)).status()).toBe(404);

      // Each link leads to its field.
      await links.filter({ hasText: "Location is empty" }).click();
      const location = page
        .getByRole("form", { name: "Edit project" })
        .getByRole("group", { name: "Location", exact: true })
        .getByLabel("Portuguese");
      await expect(location).toBeInViewport();

      // Publish anyway: live, and the history records what it went live despite.
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByRole("button", { name: "Publish anyway" }).click();
      await expectToast(page, "Project published. Visitors can see it now.");
      // The second "Publish" was refused too (400), before "Publish anyway".
      expectHttpErrors(consoleErrors, 400);
      expect((await visitor.request.get(`/projects/detail/${draft.link}`)).status()).toBe(200);
      await visitor.close();
      await page.goto(`/admin/history/project/${draft.id}`);
      await expect(
        page.getByText(/went live despite 5 problems \(“publish anyway”\): Name in Portuguese is out of date/),
      ).toBeVisible();
    } finally {
      withWorkerDatabase(server, (db) => {
        db.prepare("UPDATE assets SET alt = ? WHERE id = ?").run(saved.detailAlt, detail);
        if (saved.headerPt)
          db.prepare(
            "INSERT INTO translations (subject, subject_id, lang, field, value, source_hash) VALUES (?, ?, ?, ?, ?, ?)",
          ).run(
            saved.headerPt.subject,
            saved.headerPt.subject_id,
            saved.headerPt.lang,
            saved.headerPt.field,
            saved.headerPt.value,
            saved.headerPt.source_hash,
          );
      });
      draft.remove();
    }
  });

  test("a translation is marked out of date once its English text changes, until it is updated; the home counts the page meanwhile", async ({
    page,
    login,
  }) => {
    test.setTimeout(90_000);
    await login();
    const before = await pagesWithProblems(page);
    await page.goto("/admin/pages/studio");
    const form = page.getByRole("form", { name: "Studio detail" });
    const english = form.getByLabel("Studio detail", { exact: true });
    const portuguese = form.getByRole("group", { name: "Studio detail" }).getByLabel("Portuguese");
    const [englishText, portugueseText] = [await english.inputValue(), await portuguese.inputValue()];
    const mark = "Out of date: The English text changed after this was translated.";
    await expect(portuguese).not.toHaveAccessibleDescription(mark);
    try {
      await english.fill(`${englishText} ${unique("We also draw chairs.")}`);
      await form.getByRole("button", { name: "Update" }).click();
      await expectToast(page, "Studio detail updated successfully!");
      await expect(portuguese).toHaveAccessibleDescription(mark);
      await expect(form.getByText(mark)).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      // The studio page is now one more live page with a problem; the list names it with its link.
      expect(await pagesWithProblems(page)).toBe(before + 1);
      await page.getByRole("link", { name: "See the problems" }).click();
      const problem = page.getByRole("link", {
        name: "Detail in Portuguese is out of date: the English text changed after it was translated.",
      });
      await expect(problem).toHaveAttribute("href", "/admin/pages/studio#value-detail-translation-pt-detail");
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await problem.click();
      await expect(portuguese).toBeInViewport();

      // Updated, the translation is current again.
      await portuguese.fill(`${portugueseText} ${unique("Também desenhamos cadeiras.")}`);
      await form.getByRole("button", { name: "Update" }).click();
      await expectToast(page, "Studio detail updated successfully!");
      await expect(form.getByText(mark)).toHaveCount(0);
      expect(await pagesWithProblems(page)).toBe(before);
    } finally {
      // The seeded texts back, the Portuguese written after the English so that it is current.
      await page.goto("/admin/pages/studio");
      await english.fill(englishText);
      await portuguese.fill(`${portugueseText}.`);
      await form.getByRole("button", { name: "Update" }).click();
      await expectToast(page, "Studio detail updated successfully!");
      await portuguese.fill(portugueseText);
      await form.getByRole("button", { name: "Update" }).click();
      await expectToast(page, "Studio detail updated successfully!");
    }
  });
});

test("scheduling a project without a detail image is refused until scheduled anyway", async ({
  page,
  login,
  server,
  consoleErrors,
}) => {
  const name = unique("Imageless Annex");
  const draft = seedProject(server, { name, description: "A house.", status: "draft" }, { pt: PT_TEXTS(name) });
  withWorkerDatabase(server, (db) =>
    db.prepare("DELETE FROM project_carousel_images WHERE project_id = ?").run(draft.id),
  );
  withWorkerDatabase(server, (db) =>
    db
      .prepare(
        "INSERT INTO translations (subject, subject_id, lang, field, value) VALUES ('project', ?, 'pt', 'location', 'Porto')",
      )
      .run(draft.id),
  );
  try {
    await login();
    await page.goto(`/admin/projects?edit=${draft.id}`);
    const form = page.getByRole("form", { name: "Schedule publishing" });
    const zone = (await page
      .getByText(/^In [\w/+-]+\.$/)
      .first()
      .textContent())!.slice(3, -1);
    const time = utcToZoned(Date.now() + 24 * 60 * 60 * 1000, zone);
    await form.getByLabel("Publish at").fill(time);
    await form.getByRole("button", { name: "Schedule publishing" }).click();
    await expect(problemList(page).getByRole("link")).toHaveText(["The project has no detail image."]);
    expectHttpErrors(consoleErrors, 400);
    await expect(page.getByRole("list", { name: "Upcoming" })).toHaveCount(0);
    await page.getByRole("button", { name: "Schedule anyway" }).click();
    await expectToast(page, "Scheduled for");
    await expect(page.getByRole("list", { name: "Upcoming" })).toContainText("Publish");
  } finally {
    draft.remove();
  }
});
