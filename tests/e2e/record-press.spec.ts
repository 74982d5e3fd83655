// The Press page (decision 057): the demo's awards, publications and exhibition grouped by kind and year in
// both languages, each project's awards and publications on its page, and an item the admin adds as a draft
// shown only once published.
import { expectToast, unique } from "./admin-helpers";
import { axeViolations } from "./axe";
import { atPhoneWithoutScriptsAndDesktop, expect, test } from "./fixtures";
import { projectLink } from "./public-helpers";

atPhoneWithoutScriptsAndDesktop((javaScriptEnabled) => {
  test("the Press page groups by kind and year; a project's page lists its awards and publications", async ({
    page,
  }) => {
    await page.goto("/press");
    const awards = page.getByRole("region", { name: "Awards", exact: true });
    await expect(awards.getByRole("heading", { level: 3 })).toHaveText(["2023", "2021"]);
    await expect(awards.getByRole("link", { name: "Courtyard House, Seville" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Awards", "Publications", "Exhibitions"]);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await page.goto("/pt/press");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Prémios", "Publicações", "Exposições"]);

    await page.goto(await projectLink(page, "Courtyard House, Seville"));
    const press = page.getByRole("region", { name: "Awards and publications" });
    await expect(press.getByRole("listitem")).toHaveCount(2);
    await expect(press).toContainText("Housing Prize");
    await expect(press).toContainText("Cool rooms around a patio");
  });
});

test("an item saved as a draft stays off the Press page until it is published", async ({ page, login }) => {
  const title = unique("Golden Compass");
  await login();
  await page.goto("/admin/press");
  const form = page.getByRole("form", { name: "Add press item" });
  await form.getByLabel("Kind").selectOption("award");
  await form.getByLabel("Date").fill("2025-04-03");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Organisation or publication").fill("Design Council");
  await form.getByRole("button", { name: "Save as draft" }).click();
  await expectToast(page, "Press item saved as a draft.");
  await page.goto("/press");
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto("/admin/press");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await page.getByRole("form", { name: "Edit press item" }).getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Press item saved.");
  await page.goto("/press");
  await expect(page.getByText(title)).toBeVisible();

  await page.goto("/admin/press");
  await page.getByRole("button", { name: `Move ${title} to the trash` }).click();
  await expectToast(page, "Press item moved to the trash.");
  await page.getByRole("button", { name: `Delete ${title} for good` }).click();
  await expectToast(page, "Press item deleted for good.");
});
