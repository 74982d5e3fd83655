// The site previewed at a scheduled time: from the Scheduled page the admin reads every public page as it will
// be then (a draft due to go live in the lists, in both languages), under a bar naming the time; visitors
// meanwhile see the site as it is, and leaving the preview brings the admin back to it.
import { unique } from "./admin-helpers";
import { axeViolations } from "./axe";
import { atPhoneWithoutScriptsAndDesktop, expect, test, VIEWPORTS, withWorkerDatabase } from "./fixtures";
import { portugueseTexts, seedProject } from "./seed-project";

// A walk through nine pages in two browsers, with axe at two widths.
test.slow();

atPhoneWithoutScriptsAndDesktop((javaScriptEnabled) => {
  test("a preview at a schedule's time shows the draft due by then; visitors still do not see it", async ({
    page,
    browser,
    login,
    server,
  }) => {
    const name = unique("Preview Pavilion");
    const draft = seedProject(
      server,
      { name, description: "Opens tomorrow.", status: "draft" },
      {
        pt: portugueseTexts(name),
      },
    );
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const schedule = withWorkerDatabase(server, (db) =>
      Number(
        db
          .prepare(
            "INSERT INTO schedules (subject, project_id, action, run_at, user_email) VALUES ('project', ?, 'publish', ?, 'planner@example.com')",
          )
          .run(draft.id, tomorrow).lastInsertRowid,
      ),
    );
    try {
      await login();
      await page.goto("/admin/scheduled");
      await page.getByRole("link", { name: `Preview the site at this time: Publish: ${name}` }).click();

      const bar = page.getByRole("complementary", { name: "Preview at a time" });
      await expect(bar).toContainText("Preview of the site as it will be on");
      await expect(bar).toContainText("Visitors see it as it is now.");
      await page.goto("/projects");
      await expect(page.getByRole("main").getByRole("link", { name })).not.toHaveCount(0);
      await page.goto("/pt/projects");
      await expect(page.getByRole("main").getByRole("link", { name: `${name} PT` })).not.toHaveCount(0);
      await expect(bar).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      // axe runs with the page's scripts: at both widths in the run that has them.
      if (javaScriptEnabled) {
        expect(await axeViolations(page)).toEqual([]);
        await page.setViewportSize(VIEWPORTS.phone);
        expect(await axeViolations(page)).toEqual([]);
      }
      // The project's own page opens too, as it will once published.
      await page.goto(`/projects/detail/${draft.link}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

      // A visitor, meanwhile, reads the site as it is.
      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await visitor.goto("/projects");
      await expect(visitor.getByRole("main").getByRole("link", { name })).toHaveCount(0);
      await expect(visitor.getByRole("complementary", { name: "Preview at a time" })).toHaveCount(0);
      await visitorContext.close();

      await page.goto("/projects");
      await bar.getByRole("link", { name: "Leave the preview" }).click();
      await expect(page).toHaveURL(/\/admin\/scheduled$/);
      await page.goto("/projects");
      await expect(page.getByRole("main").getByRole("link", { name })).toHaveCount(0);
      await expect(bar).toHaveCount(0);
    } finally {
      withWorkerDatabase(server, (db) => db.prepare("DELETE FROM schedules WHERE id = ?").run(schedule));
      draft.remove();
    }
  });
});
