// Credits (decision 053): the Photographer a project had is its first credit; the admin adds and orders
// credits in the project form, with JavaScript or without; the project page lists them in that order in
// each language, role names translated and names as typed.
import type { Page } from "@playwright/test";

import { expectToast, projectForm, unique } from "./admin-helpers";
import { axeViolations } from "./axe";
import { atPhoneWithoutScriptsAndDesktop, expect, test } from "./fixtures";
import { seedProject } from "./seed-project";

const credits = (page: Page) =>
  page
    .getByRole("region", { name: /^(Credits|Ficha técnica)$/ })
    .getByRole("row")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? "").trim()).join(" ")),
    );

atPhoneWithoutScriptsAndDesktop((javaScriptEnabled) => {
  test("the migrated photographer comes first; credits added in the form show in order in both languages", async ({
    page,
    login,
    server,
  }) => {
    // Two saves and axe over the whole editor (every project listed): longer than a short test on a busy machine.
    test.setTimeout(90_000);
    const name = unique("Credit House");
    const project = seedProject(server, { name, description: "Walls of cork." });
    try {
      await login();
      await page.goto(`/admin/projects?edit=${project.id}`);
      const form = projectForm(page);
      // The row's Photographer column (written as the import or an old save would) is the first credit.
      await expect(form.getByLabel("Credit 1: role", { exact: true })).toHaveValue("Photographer");
      await expect(form.getByLabel("Credit 1: person or firm", { exact: true })).toHaveValue("Rui Sá");
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await form.getByLabel("Credit 2: role", { exact: true }).fill("Structural engineer");
      await form.getByLabel("Credit 2: person or firm", { exact: true }).fill("Ove Estruturas");
      await form.getByLabel("Credit 2: link (optional)", { exact: true }).fill("https://ove.example/");
      await form.getByLabel("Credit 3: role", { exact: true }).fill("Acoustics");
      await form.getByLabel("Credit 3: person or firm", { exact: true }).fill("Sono Lda");
      if (javaScriptEnabled) {
        // The typed role moves above the engineer; a fourth row comes with the button.
        await form.getByRole("button", { name: "Move credit 3 up" }).click();
        await form.getByRole("button", { name: "Add a credit" }).click();
        await form.getByLabel("Credit 5: role", { exact: true }).fill("Client");
        await form.getByLabel("Credit 5: person or firm", { exact: true }).fill("Câmara do Porto");
      } else {
        await form.getByLabel("Credit 2: role", { exact: true }).fill("Acoustics");
        await form.getByLabel("Credit 2: person or firm", { exact: true }).fill("Sono Lda");
        await form.getByLabel("Credit 2: link (optional)", { exact: true }).fill("");
        await form.getByLabel("Credit 3: role", { exact: true }).fill("Structural engineer");
        await form.getByLabel("Credit 3: person or firm", { exact: true }).fill("Ove Estruturas");
        await form.getByLabel("Credit 3: link (optional)", { exact: true }).fill("https://ove.example/");
        await form.getByLabel("Credit 4: role", { exact: true }).fill("Client");
        await form.getByLabel("Credit 4: person or firm", { exact: true }).fill("Câmara do Porto");
      }
      await form.getByRole("button", { name: "Update Project" }).click();
      await expectToast(page, "Project updated successfully!");

      await page.goto(`/projects/detail/${project.link}`);
      // The first, the photographer, is in the facts table above, not repeated.
      expect(await credits(page)).toEqual([
        "Acoustics Sono Lda",
        "Structural engineer Ove Estruturas",
        "Client Câmara do Porto",
      ]);
      await expect(page.getByRole("link", { name: "Ove Estruturas" })).toHaveAttribute("href", "https://ove.example/");
      await page.goto(`/pt/projects/detail/${project.link}`);
      expect(await credits(page)).toEqual([
        "Acoustics Sono Lda",
        "Engenharia de estruturas Ove Estruturas",
        "Cliente Câmara do Porto",
      ]);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    } finally {
      project.remove();
    }
  });
});

test("a credit without its name is refused, with what was typed kept", async ({
  page,
  login,
  server,
  consoleErrors,
}) => {
  const project = seedProject(server, { name: unique("Credit Check"), description: "Lime." });
  try {
    await login();
    await page.goto(`/admin/projects?edit=${project.id}`);
    const form = projectForm(page);
    await form.getByLabel("Credit 2: role", { exact: true }).fill("Lighting design");
    await form.getByLabel("Credit 1: person or firm", { exact: true }).fill("");
    await form.getByRole("button", { name: "Update Project" }).click();
    await expect(form.getByText("A photographer credit is required.")).toBeVisible();
    await expect(form.getByLabel("Credit 2: person or firm", { exact: true })).toHaveAccessibleDescription(
      "This field is required.",
    );
    await expect(form.getByLabel("Credit 2: role", { exact: true })).toHaveValue("Lighting design");
    expect(consoleErrors).toEqual([]);
  } finally {
    project.remove();
  }
});
