// The map of the work (decision 063): the demo's buildings and rooms drawn on the world, each marker a link to
// its project, a region up close, without JavaScript too; a place typed or picked in the admin puts a project
// on the map, and a draft never shows there.
import Database from "better-sqlite3";

import { expectToast, unique } from "./admin-helpers";
import { atPhoneWithoutScriptsAndDesktop, expect, test } from "./fixtures";
import { seedProject } from "./seed-project";

const markers = (page: import("@playwright/test").Page) =>
  page.getByRole("list", { name: "Map of the projects" }).getByRole("link");

atPhoneWithoutScriptsAndDesktop(() => {
  test("the map's markers lead to their projects; a region shows its work up close", async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("link", { name: "See the work on a map" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Map of the work");
    // Nine buildings and rooms of the demo have a place (its objects have none): Kyoto alone, and the eight in
    // Europe too close together to tap apart, one marker leading to their countries up close.
    await expect(markers(page)).toHaveCount(2);
    const europe = page.getByRole("list", { name: "Map of the projects" }).getByRole("link", { name: /^8 projects: / });
    await expect(markers(page).filter({ hasText: "Hillside Library, Kyoto" })).toHaveCount(1);
    await europe.click();
    await expect(page).toHaveURL(/\/projects\/map\?region=at,be,dk,es,it,nl,pt$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Austria, Belgium, Denmark");
    await page.goBack();
    const land = page.getByRole("main").locator("img");
    await expect(land).toHaveJSProperty("complete", true);
    expect(await land.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page
      .getByRole("navigation", { name: "Regions" })
      .getByRole("link", { name: /^Portugal/ })
      .click();
    await expect(page).toHaveURL(/\/projects\/map\?region=pt$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Map of the work: Portugal");
    const list = page.getByRole("region", { name: "Projects on the map" }).getByRole("link");
    await expect(list).toHaveText(["Casa Lumen, Lisbon", "Pavilion of Tides, Porto"]);
    // Up close, Seville across the border is on the map too; Kyoto is not.
    await expect(markers(page).filter({ hasText: "Courtyard House, Seville" })).toHaveCount(1);
    await expect(markers(page).filter({ hasText: "Hillside Library, Kyoto" })).toHaveCount(0);

    await markers(page).filter({ hasText: "Casa Lumen, Lisbon" }).click();
    await expect(page).toHaveURL(/\/projects\/detail\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Casa Lumen");

    await page.goto("/pt/projects/map?region=pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mapa da obra: Portugal");
    await expect(page.getByRole("navigation", { name: "Regiões" }).getByRole("link")).toContainText([
      "Mundo",
      "Portugal (2 projetos)",
    ]);
  });
});

test("a place typed in the admin puts a project on the map; one coordinate alone is refused", async ({
  page,
  login,
  server,
}) => {
  const name = unique("Quay House");
  const project = seedProject(server, { name, description: "A house on the quay." });
  try {
    await login();
    await page.goto(`/admin/projects?edit=${project.id}`);
    const form = page.getByRole("form", { name: "Edit project" });
    const place = form.getByRole("group", { name: "Place on the map (optional)" });
    await place.getByLabel("Latitude").fill("38.7");
    await form.getByRole("button", { name: "Update Project" }).click();
    await expect(place.getByText("Give both the latitude and the longitude, or neither.")).toBeVisible();

    // A click on the picker's map fills both; the numbers can then be typed closer.
    await place.getByTestId("place-picker").click({ position: { x: 20, y: 20 } });
    await expect(place.getByLabel("Longitude")).not.toHaveValue("");
    await place.getByLabel("Latitude").fill("38.7071");
    await place.getByLabel("Longitude").fill("-9.1355");
    await form.getByRole("button", { name: "Update Project" }).click();
    await expectToast(page, "Project updated successfully!");

    await page.goto("/projects/map?region=pt");
    await expect(markers(page).filter({ hasText: name })).toHaveCount(1);
  } finally {
    project.remove();
  }
});

test("a draft with a place stays off the map", async ({ page, server }) => {
  const name = unique("Hidden Pier");
  const draft = seedProject(server, { name, description: "Not yet.", status: "draft" });
  const db = new Database(server.databasePath);
  try {
    db.prepare("UPDATE projects SET latitude = 38.7, longitude = -9.14 WHERE id = ?").run(draft.id);
    await page.goto("/projects/map?region=pt");
    await expect(markers(page)).not.toHaveCount(0);
    await expect(markers(page).filter({ hasText: name })).toHaveCount(0);
  } finally {
    db.close();
    draft.remove();
  }
});
