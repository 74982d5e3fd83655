// The admin edits a project's languages side by side: each text with its Portuguese beside it, marked
// where missing (on the field and in the list), and a save that changes one language keeps the other.
import type { Page } from "@playwright/test";

import { dropBrowserChecks, expectHttpErrors, unique } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, test, VIEWPORTS } from "./fixtures";
import { seedProject } from "./seed-project";

const projectForm = (page: Page) => page.getByRole("form", { name: "Edit project" });
const portuguese = (page: Page, field: string) =>
  projectForm(page).getByRole("group", { name: field, exact: true }).getByLabel("Portuguese");

for (const [viewport, javaScriptEnabled] of [
  [VIEWPORTS.phone, false],
  [VIEWPORTS.desktop, true],
] as const) {
  test.describe(`at ${viewport.width} px${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
    test.use({ viewport, javaScriptEnabled });

    test("shows each text's languages together, marks what is missing, and a save in one language keeps the other", async ({
      page,
      login,
      server,
      consoleErrors,
    }) => {
      // Two saves and axe over the whole editor (every project listed): longer than a short test on a busy machine.
      test.setTimeout(90_000);
      const name = unique("Tile House");
      const project = seedProject(server, { name, description: "Glazed walls." }, { pt: { name: `Casa ${name}` } });
      try {
        await login();
        await page.goto("/editProject");
        const row = page.getByRole("list", { name: "Projects" }).getByRole("listitem").filter({ hasText: name });
        await expect(row).toContainText("Portuguese missing");
        await page.goto(`/editProject?edit=${project.id}`);
        await expect(portuguese(page, "Name")).toHaveValue(`Casa ${name}`);
        await expect(portuguese(page, "Name")).toHaveAttribute("lang", "pt");
        const location = projectForm(page).getByRole("group", { name: "Location", exact: true });
        await expect(location.getByText("Missing translation")).toBeVisible();
        await expect(portuguese(page, "Description part 1")).toHaveAccessibleDescription("Missing translation");
        // axe runs as a script in the page: where scripts are off, the 1440 px run checks the same markup.
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

        await portuguese(page, "Location").fill("Lisboa");
        // Too long for the default field's limit: the browser stops typing there, and the server refuses it.
        await dropBrowserChecks(projectForm(page));
        await portuguese(page, "Description part 1").fill("x".repeat(5001));
        await projectForm(page).getByRole("button", { name: "Update Project" }).click();
        await expect(page.getByText("Please keep this under 5000 characters.")).toBeVisible();
        expectHttpErrors(consoleErrors, 400);
        await expect(portuguese(page, "Location")).toHaveValue("Lisboa");

        await portuguese(page, "Description part 1").fill("Paredes vidradas.");
        await portuguese(page, "Description part 2").fill("Segunda parte.");
        await portuguese(page, "Description part 3").fill("Terceira parte.");
        await portuguese(page, "Photographer").fill("Rui Sá");
        await projectForm(page).getByRole("button", { name: "Update Project" }).click();
        await expect(page).toHaveURL(/\/editProject$/);
        await expect(row).not.toContainText("Portuguese missing");
        await page.goto(`/editProject?edit=${project.id}`);
        await expect(portuguese(page, "Name")).toHaveValue(`Casa ${name}`); // untouched, kept
        await expect(portuguese(page, "Location")).toHaveValue("Lisboa");
        await expect(projectForm(page).getByText("Missing translation")).toHaveCount(0);
      } finally {
        project.remove();
      }
    });
  });
}
