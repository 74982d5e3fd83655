// The admin edits a project's, a page's and an image's languages side by side: each text with its
// Portuguese beside it, marked where missing (on the field and in the list), a save that changes one
// language keeps the other, a new image's alt text typed in both at upload, and the Portuguese pages show
// what was saved (live, and past the page cache).
import type { Page } from "@playwright/test";

import { dropBrowserChecks, expectHttpErrors, expectToast, imageFile, unique } from "./admin-helpers";
import { axeViolations } from "./axe";
import { atPhoneWithoutScriptsAndDesktop, expect, test } from "./fixtures";
import { liveStreamOpened } from "./public-helpers";
import { seedProject } from "./seed-project";

const projectForm = (page: Page) => page.getByRole("form", { name: "Edit project" });
const portuguese = (page: Page, field: string) =>
  projectForm(page).getByRole("group", { name: field, exact: true }).getByLabel("Portuguese");

atPhoneWithoutScriptsAndDesktop((javaScriptEnabled) => {
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
      await page.goto("/admin/projects");
      const row = page.getByRole("list", { name: "Projects" }).getByRole("listitem").filter({ hasText: name });
      await expect(row).toContainText("Portuguese missing");
      await page.goto(`/admin/projects?edit=${project.id}`);
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
      // A new image's alt text in each language at upload: the header's (with or without JavaScript) and,
      // with JavaScript, a detail image's (sent alone first, then named by the save with its alt texts).
      const headerAlt = { en: unique("A tiled facade"), pt: unique("Uma fachada de azulejo") };
      const detailAlt = { en: unique("The kiln room"), pt: unique("A sala do forno") };
      await projectForm(page)
        .getByLabel("Replace header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
        .setInputFiles(await imageFile("facade.jpg"));
      await projectForm(page).getByLabel("Alt text", { exact: true }).fill(headerAlt.en);
      await expect(portuguese(page, "Alt text")).toHaveAttribute("lang", "pt");
      await portuguese(page, "Alt text").fill(headerAlt.pt);
      if (javaScriptEnabled) {
        await projectForm(page)
          .getByLabel("Add detail images", { exact: true })
          .setInputFiles(await imageFile("kiln.jpg"));
        await projectForm(page).getByLabel("Alt text 1", { exact: true }).fill(detailAlt.en);
        await portuguese(page, "Alt text 1").fill(detailAlt.pt);
        expect(await axeViolations(page)).toEqual([]);
      }
      await projectForm(page).getByRole("button", { name: "Update Project" }).click();
      await expectToast(page, "Project updated successfully!");
      await expect(page).toHaveURL(/\/admin\/projects$/);
      await expect(row).not.toContainText("Portuguese missing");
      await page.goto(`/admin/projects?edit=${project.id}`);
      await expect(portuguese(page, "Name")).toHaveValue(`Casa ${name}`); // untouched, kept
      await expect(portuguese(page, "Location")).toHaveValue("Lisboa");
      await expect(projectForm(page).getByText("Missing translation")).toHaveCount(0);
      // Each language's page reads its own alt texts.
      for (const lang of ["en", "pt"] as const) {
        await page.goto(`${lang === "pt" ? "/pt" : ""}/projects/detail/${project.link}`);
        await expect(page.locator(`img[alt="${headerAlt[lang]}"]`)).toBeVisible();
        if (javaScriptEnabled) await expect(page.locator(`img[alt="${detailAlt[lang]}"]`)).not.toHaveCount(0);
      }
    } finally {
      project.remove();
    }
  });

  test("a page's text and an image's alt text: Portuguese beside the English, marked while missing, shown on the Portuguese pages", async ({
    page,
    login,
    browser,
  }) => {
    await login();
    await page.goto("/admin/pages/career");
    const header = page.getByRole("form", { name: "Career header", exact: true });
    const english = header.getByLabel("Career header", { exact: true });
    const portugueseHeader = header.getByRole("group", { name: "Career header" }).getByLabel("Portuguese");
    await expect(portugueseHeader).toHaveAttribute("lang", "pt");
    await expect(portugueseHeader).not.toHaveValue("");
    const englishText = await english.inputValue();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    // Emptied, the translation is missing: marked on the field, the English kept, and the Portuguese
    // page shows the English text marked with its language.
    await portugueseHeader.fill("");
    await header.getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Career header updated successfully!");
    await expect(portugueseHeader).toHaveAccessibleDescription("Missing translation");
    await expect(english).toHaveValue(englishText);
    // As a visitor: the page cache keeps this page.
    await page.context().clearCookies();
    await page.goto("/pt/career");
    await expect(page.locator('p[lang="en"]').filter({ hasText: englishText.slice(0, 40) })).toBeVisible();

    // With scripts, a visitor's open Portuguese page follows the save without a reload.
    const visitor = javaScriptEnabled ? await browser.newPage() : null;
    if (visitor) {
      const listening = liveStreamOpened(visitor);
      await visitor.goto("/pt/career");
      await listening;
    }
    const translated = unique("Procuramos quem goste do pormenor");
    await login();
    await page.goto("/admin/pages/career");
    await portugueseHeader.fill(translated);
    await header.getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Career header updated successfully!");
    await expect(header.getByText("Missing translation")).toHaveCount(0);
    await expect(english).toHaveValue(englishText);
    if (visitor) {
      await expect(visitor.getByText(translated)).toBeVisible();
      await visitor.close();
    }
    // The cached fallback went with the save.
    await page.context().clearCookies();
    await page.goto("/pt/career");
    await expect(page.getByText(translated)).toBeVisible();
    await expect(page.getByText(translated)).not.toHaveAttribute("lang", "en");

    await login();
    await page.goto("/admin/pages/studio");
    // The image's alt text form (the upload form under it has an alt text group of its own).
    const portugueseAlt = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Save alt text" }) })
      .getByRole("group", { name: "Alt text" })
      .getByLabel("Portuguese");
    await expect(portugueseAlt).toHaveAttribute("lang", "pt");
    const alt = unique("A secretária do estúdio");
    await portugueseAlt.fill(alt);
    await page.getByRole("button", { name: "Save alt text" }).click();
    await expectToast(page, "Alt text updated successfully!");
    await expect(portugueseAlt).toHaveValue(alt);
    await page.goto("/pt/studio");
    await expect(page.locator(`img[alt="${alt}"]`)).toBeVisible();
  });
});
