// Edit Project: add with images and a video (progress, previews), edit, reorder, remove,
// alt text, delete through the dialog, every check and toast, and the public detail page.
import type { Page } from "@playwright/test";

import {
  expectHttpErrors,
  expectToast,
  fakeImage,
  fakeVideo,
  fillProjectText,
  imageFile,
  mp4File,
  projectForm,
  type ProjectText,
  toast,
  unique,
} from "./admin-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./public-helpers";
import { seedProject } from "./seed-project";

function newProject(): ProjectText {
  const name = unique("Canal House");
  return {
    name,
    year: "2023",
    location: unique("Chiang Mai"),
    area: "245.5",
    type: "Interior",
    photographer: unique("N. Lens"),
    d1: unique("A house along the canal."),
    d2: unique("Rooms open to the water."),
    d3: unique("Built with local teak."),
  };
}

const fillText = (page: Page, p: ProjectText) => fillProjectText(projectForm(page), p);

/** The link of a project, from the admin's list and its edit page. */
async function openEdit(page: Page, name: string) {
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(projectForm(page)).toHaveAccessibleName("Edit project");
  return (await page.getByRole("link", { name: "View the public page" }).getAttribute("href"))!;
}

async function addProject(page: Page, p: ProjectText, details = 2) {
  await page.goto("/admin/projects");
  await fillText(page, p);
  const f = projectForm(page);
  await f
    .getByLabel("Header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
    .setInputFiles(await imageFile("header.jpg", { width: 1200, height: 800 }));
  await f.getByLabel("Alt text", { exact: true }).fill(`${p.name} header`);
  const files = [];
  for (let i = 1; i <= details; i++) files.push(await imageFile(`detail-${i}.${i % 2 ? "jpg" : "png"}`));
  await f.getByLabel("Detail images", { exact: true }).setInputFiles(files);
  for (let i = 1; i <= details; i++) await f.getByLabel(`Alt text ${i}`).fill(`${p.name} view ${i}`);
  await f.getByLabel("Videos (optional: MP4, MOV, MPEG)", { exact: true }).setInputFiles(mp4File());
  await f.getByRole("button", { name: "Add Project" }).click();
  await expectToast(page, "Project added successfully!");
}

test("add a project with images and a video, with previews and upload progress; it appears on its public page", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/admin/projects");
  const p = newProject();
  await fillText(page, p);
  const f = projectForm(page);
  await f
    .getByLabel("Header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
    .setInputFiles(await imageFile("header.jpg", { width: 2400, height: 1600 }));
  await f
    .getByLabel("Detail images", { exact: true })
    .setInputFiles([await imageFile("one.jpg"), await imageFile("two.png")]);
  await f.getByLabel("Videos (optional: MP4, MOV, MPEG)", { exact: true }).setInputFiles(mp4File());
  // Previews of what was chosen, before anything is sent.
  await expect(f.getByRole("img", { name: "Preview of header.jpg" })).toBeVisible();
  await expect(f.getByRole("img", { name: "Preview of two.png" })).toBeVisible();
  await f.getByLabel("Alt text 1").fill(`${p.name}: the canal side`);
  await f.getByLabel("Alt text 2").fill(`${p.name}: the kitchen`);

  // A slow uplink, so the progress bar can be seen while the files are sent.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  await f.getByRole("button", { name: "Add Project" }).click();
  await expect(f.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(f.getByRole("button", { name: "Saving…" })).toBeDisabled();
  await expectToast(page, "Project added successfully!");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Back in add mode: an empty form with type Architecture.
  await expect(projectForm(page)).toHaveAccessibleName("Add project");
  await expect(projectForm(page).getByLabel("Name")).toHaveValue("");
  await expect(projectForm(page).getByLabel("Type")).toHaveValue("Architecture");
  await expect(page.getByRole("list", { name: "Projects" }).getByText(`${p.name}, 2023 · Interior`)).toBeVisible();
  // The toast came once: a reload of the page it led to, once live, does not show it again.
  await page.reload();
  await waitForHydration(page);
  // Two frames: what hydration set going (the history state's toast) has rendered by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(toast(page)).toHaveCount(0);

  const link = await openEdit(page, p.name);
  expect(link).toMatch(/^\/projects\/detail\/canal-house-[0-9a-f]{8}-[0-9a-f]{8}$/);
  await page.goto(link);
  await expect(page.getByText(p.d1)).toBeVisible();
  await expect(page.getByText(p.location)).toBeVisible();
  await expect(page.locator(`img[alt="${p.name}: the kitchen"]`)).toHaveCount(1);
  // The clip shows once its background job has made it playable everywhere: a busy machine takes longer.
  await expect(async () => {
    await page.reload();
    await expect(page.locator("video source, video[src]").first()).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

test("edit fills the form; a change, a reorder, alt text and removals show on the public page", async ({
  page,
  consoleErrors,
  login,
}) => {
  // Two saves, each sending its images one post at a time and making every variant.
  test.slow();
  await login();
  const p = newProject();
  await addProject(page, p, 3);
  const link = await openEdit(page, p.name);
  const f = projectForm(page);
  await expect(f.getByLabel("Name")).toHaveValue(p.name);
  await expect(f.getByLabel("Year")).toHaveValue("2023");
  await expect(f.getByLabel("Area (sq.m.)")).toHaveValue("245.5");
  await expect(f.getByLabel("Type")).toHaveValue("Interior");
  await expect(f.getByLabel("Description part 3")).toHaveValue(p.d3);

  const location = unique("Lampang");
  await f.getByLabel("Location").fill(location);
  await f.getByLabel("Type").selectOption("Object");
  await f.getByRole("button", { name: "Update Project" }).click();
  await expectToast(page, "Project updated successfully!");
  await expect(projectForm(page)).toHaveAccessibleName("Add project");
  await expect(projectForm(page).getByLabel("Type")).toHaveValue("Architecture");

  await openEdit(page, p.name);
  const images = page.getByRole("list", { name: "Images" }).locator("img");
  const order = () => images.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));
  await expect.poll(order).toEqual([`${p.name} view 1`, `${p.name} view 2`, `${p.name} view 3`]);
  await page.getByRole("button", { name: "Move image 3 up" }).click();
  await expectToast(page, "Order updated successfully!");
  await expect.poll(order).toEqual([`${p.name} view 1`, `${p.name} view 3`, `${p.name} view 2`]);
  await page.getByRole("button", { name: "Move image 1 down" }).click();
  await expectToast(page, "Order updated successfully!");
  await expect.poll(order).toEqual([`${p.name} view 3`, `${p.name} view 1`, `${p.name} view 2`]);

  const alt = page
    .getByRole("list", { name: "Images" })
    .getByRole("listitem")
    .first()
    .getByLabel("Alt text", { exact: true });
  await alt.fill(`${p.name} the new first view`);
  await page
    .getByRole("list", { name: "Images" })
    .getByRole("listitem")
    .first()
    .getByRole("button", { name: "Save alt text" })
    .click();
  await expectToast(page, "Alt text updated successfully!");

  await page.goto(link);
  await expect(page.getByText(location)).toBeVisible();
  const publicOrder = await page.locator("main img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));
  const shown = publicOrder.filter((a) => a?.startsWith(p.name) && !a.endsWith("header"));
  expect(shown).toEqual([`${p.name} the new first view`, `${p.name} view 1`, `${p.name} view 2`]);

  await openEdit(page, p.name);
  await page.getByRole("button", { name: "Remove video 1" }).click();
  await expectToast(page, "Video removed successfully!");
  await expect(page.getByText("No videos.")).toBeVisible();
  const detailItems = page.getByRole("list", { name: "Images" }).getByRole("listitem");
  await page.getByRole("button", { name: "Remove image 2" }).click();
  await expectToast(page, "Image removed successfully!");
  await expect(detailItems).toHaveCount(2);
  await page.getByRole("button", { name: "Remove image 2" }).click();
  await expect(detailItems).toHaveCount(1);
  // The last detail image stays: a project needs one.
  await page.getByRole("button", { name: "Remove image 1" }).click();
  await expectToast(page, "Failed to remove image.");
  await expect(page.getByText("A project needs at least one detail image.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Images" }).getByRole("listitem")).toHaveCount(1);

  // A new header replaces the old one.
  await projectForm(page)
    .getByLabel("Replace header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
    .setInputFiles(await imageFile("new-header.png"));
  await projectForm(page).getByLabel("Alt text", { exact: true }).fill(`${p.name} new header`);
  await projectForm(page).getByRole("button", { name: "Update Project" }).click();
  await expectToast(page, "Project updated successfully!");
  await page.goto(link);
  await expect(page.locator(`img[alt="${p.name} new header"]`)).toHaveCount(1);
  await expect(page.locator(`img[alt="${p.name} header"]`)).toHaveCount(0);
  expectHttpErrors(consoleErrors, 400);
});

test("the form's checks: required fields and images, file types by content, numbers", async ({
  page,
  consoleErrors,
  login,
}) => {
  await login();
  await page.goto("/admin/projects");
  // Its first check is made in the browser: click once the form has hydrated.
  await waitForHydration(page);
  const f = projectForm(page);
  await f.getByRole("button", { name: "Add Project" }).click();
  await expect(f.getByText("Please fill in all required fields and upload the images.")).toBeVisible();
  await expectToast(page, "Failed to save project!");
  await expect(f.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  const p = newProject();
  await fillText(page, p);
  await f.getByLabel("Year").fill("1700");
  await f.getByLabel("Area (sq.m.)").fill("-5");
  await f
    .getByLabel("Header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
    .setInputFiles(await imageFile("h.jpg"));
  await f.getByLabel("Detail images", { exact: true }).setInputFiles([await imageFile("d.jpg")]);
  await f.getByRole("button", { name: "Add Project" }).click();
  await expect(f.getByText("A year from 1900 to 2100.")).toBeVisible();
  await expect(f.getByText("The area cannot be negative.")).toBeVisible();
  await f.getByLabel("Year").fill("2021");
  await f.getByLabel("Area (sq.m.)").fill("80");

  // Files that call themselves images or videos but are not: the server reads their bytes.
  await f
    .getByLabel("Header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
    .setInputFiles(fakeImage("header.png"));
  await f.getByLabel("Detail images", { exact: true }).setInputFiles([await imageFile("ok.jpg"), fakeImage("bad.jpg")]);
  await f.getByLabel("Videos (optional: MP4, MOV, MPEG)", { exact: true }).setInputFiles(fakeVideo());
  await f.getByRole("button", { name: "Add Project" }).click();
  // Each file goes by its own post: every one the server refuses is named, and nothing is saved.
  await expect(f.getByRole("alert")).toContainText("3 of 5 files were not sent; each says why. Nothing was saved yet");
  for (const name of ["header.png", "bad.jpg"]) {
    await expect(f.getByRole("listitem").filter({ hasText: name })).toContainText(
      "Not saved: Invalid image file type. Allowed: PNG, JPG, JPEG, WebP, AVIF, HEIC",
    );
  }
  await expect(f.getByRole("listitem").filter({ hasText: "clip.mp4" })).toContainText("Not saved:");
  // Nothing typed was lost.
  await expect(f.getByLabel("Name")).toHaveValue(p.name);
  await expect(f.getByLabel("Description part 2")).toHaveValue(p.d2);
  await expect(page.getByRole("list", { name: "Projects" }).getByText(p.name)).toHaveCount(0);
  expectHttpErrors(consoleErrors, 400);
});

test("Cancel empties the form and returns to add mode with type Architecture", async ({ page, login }) => {
  await login();
  await page.goto("/admin/projects");
  const draft = unique("Draft");
  await projectForm(page).getByLabel("Name").fill(draft);
  await projectForm(page).getByLabel("Type").selectOption("Object");
  await projectForm(page)
    .getByLabel("Header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
    .setInputFiles(await imageFile("draft.jpg"));
  await projectForm(page).getByRole("link", { name: "Cancel" }).click();
  await expect(projectForm(page).getByLabel("Name")).toHaveValue("");
  await expect(projectForm(page).getByLabel("Type")).toHaveValue("Architecture");
  await expect(projectForm(page).getByRole("img", { name: "Preview of draft.jpg" })).toHaveCount(0);

  // From editing a project, Cancel leaves it unchanged and goes back to adding one.
  const first = page
    .getByRole("list", { name: "Projects" })
    .getByRole("link", { name: /^Edit / })
    .first();
  await first.click();
  await expect(projectForm(page)).toHaveAccessibleName("Edit project");
  const name = await projectForm(page).getByLabel("Name").inputValue();
  await projectForm(page).getByLabel("Name").fill(draft);
  await projectForm(page).getByRole("link", { name: "Cancel" }).click();
  await expect(projectForm(page)).toHaveAccessibleName("Add project");
  await expect(projectForm(page).getByLabel("Name")).toHaveValue("");
  await expect(projectForm(page).getByLabel("Type")).toHaveValue("Architecture");
  await expect(page.getByRole("list", { name: "Projects" }).getByText(name, { exact: false }).first()).toBeVisible();
});

test("what is typed in the project form stays while the page's other forms post", async ({ page, login }) => {
  await login();
  const p = newProject();
  await addProject(page, p, 2);
  const link = await openEdit(page, p.name);
  const location = unique("Nan");
  await projectForm(page).getByLabel("Location").fill(location);
  await projectForm(page)
    .getByLabel("Replace header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
    .setInputFiles(await imageFile("kept-header.png"));
  await projectForm(page).getByLabel("Alt text", { exact: true }).fill(`${p.name} kept header`);

  // Moving a detail image posts another form on the same page.
  await page.getByRole("button", { name: "Move image 2 up" }).click();
  await expectToast(page, "Order updated successfully!");
  await expect(projectForm(page).getByLabel("Location")).toHaveValue(location);
  await expect(projectForm(page).getByRole("img", { name: "Preview of kept-header.png" })).toBeVisible();
  await expect(projectForm(page).getByLabel("Alt text", { exact: true })).toHaveValue(`${p.name} kept header`);

  await projectForm(page).getByRole("button", { name: "Update Project" }).click();
  await expectToast(page, "Project updated successfully!");
  // A save starts from a fresh form in add mode.
  await expect(projectForm(page)).toHaveAccessibleName("Add project");
  // No preview is left: the place picker's map is the form's only picture.
  const pictures = projectForm(page).getByRole("img");
  await expect(pictures).toHaveCount(1);
  await expect(pictures).toHaveAccessibleName("Map: click to set the place");
  await page.goto(link);
  await expect(page.getByText(location)).toBeVisible();
  await expect(page.locator(`img[alt="${p.name} kept header"]`)).toHaveCount(1);
});

// The project to rename is written as a row (adding one through the form is the first test's).
test("a renamed project gets a new link, and its old link redirects there for good", async ({
  page,
  login,
  server,
}) => {
  await login();
  const p = newProject();
  seedProject(server, { name: p.name, description: p.d1 });
  const oldLink = await openEdit(page, p.name);
  const newName = unique("Boat House");
  await projectForm(page).getByLabel("Name").fill(newName);
  await projectForm(page).getByRole("button", { name: "Update Project" }).click();
  await expectToast(page, "Project updated successfully!");
  const newLink = await openEdit(page, newName);
  expect(newLink).not.toBe(oldLink);
  expect(newLink).toMatch(/^\/projects\/detail\/boat-house-[0-9a-f]{8}-[0-9a-f]{8}$/);

  const moved = await page.request.get(oldLink, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe(newLink);
  await page.goto(oldLink);
  await expect(page).toHaveURL(newLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName);
});

test("delete through the dialog: Cancel keeps the project, Delete removes it and its public page", async ({
  page,
  login,
}) => {
  await login();
  const p = newProject();
  // Uploaded, not written as a row: a project in the trash hides its files, and a row's are the seeded projects'.
  await addProject(page, p, 1);
  const link = await openEdit(page, p.name);
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: `Delete ${p.name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Confirm Deletion" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Are you sure you want to delete the project "${p.name}"?`);
  await expect(dialog.getByRole("link", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("link", { name: `Delete ${p.name}` }).click();
  // Escape is heard once the dialog is up and has taken focus.
  await expect(dialog.getByRole("link", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Edit ${p.name}` })).toBeVisible();

  await page.getByRole("link", { name: `Delete ${p.name}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(
    page,
    "Project moved to the trash. Visitors no longer see it, nor its images and videos; it can be restored for 30 days.",
  );
  await expect(page.getByRole("link", { name: `Edit ${p.name}` })).toHaveCount(0);
  const gone = await page.request.get(link);
  expect(gone.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a project is added, edited and deleted with plain form posts", async ({ page, consoleErrors, login }) => {
    await login();
    const p = newProject();
    await page.goto("/admin/projects");
    await fillText(page, p);
    const f = projectForm(page);
    await f
      .getByLabel("Header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
      .setInputFiles(await imageFile("header.jpg"));
    await f
      .getByLabel("Detail images", { exact: true })
      .setInputFiles([await imageFile("a.jpg"), await imageFile("b.jpg")]);
    await f.getByLabel("Videos (optional: MP4, MOV, MPEG)", { exact: true }).setInputFiles(mp4File());
    await f.getByRole("button", { name: "Add Project" }).click();
    await expectToast(page, "Project added successfully!");

    await page.getByRole("link", { name: `Edit ${p.name}` }).click();
    await expect(projectForm(page).getByLabel("Name")).toHaveValue(p.name);
    await page.getByRole("button", { name: "Move image 2 up" }).click();
    await expectToast(page, "Order updated successfully!");
    await projectForm(page).getByLabel("Credit 1: person or firm", { exact: true }).fill("Plain Form Photographer");
    await projectForm(page).getByRole("button", { name: "Update Project" }).click();
    await expectToast(page, "Project updated successfully!");

    // A second tab deletes the project while this one has the dialog open: this one's Delete then fails.
    await page.getByRole("link", { name: `Delete ${p.name}` }).click();
    const otherTab = await page.context().newPage();
    await otherTab.goto(page.url());
    await otherTab
      .getByRole("alertdialog", { name: "Confirm Deletion" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(
      otherTab,
      "Project moved to the trash. Visitors no longer see it, nor its images and videos; it can be restored for 30 days.",
    );
    await otherTab.close();
    await page.getByRole("alertdialog", { name: "Confirm Deletion" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Failed to delete project!");
    await expect(page.getByRole("link", { name: `Edit ${p.name}` })).toHaveCount(0);
    expectHttpErrors(consoleErrors, 400);
  });

  test("the server checks the form too and keeps what was typed", async ({ page, consoleErrors, login }) => {
    await login();
    await page.goto("/admin/projects");
    const p = newProject();
    await projectForm(page).getByLabel("Name").fill(p.name);
    await projectForm(page).getByRole("button", { name: "Add Project" }).click();
    await expect(
      projectForm(page).getByText("Please fill in all required fields and upload the images."),
    ).toBeVisible();
    await expectToast(page, "Failed to save project!");
    await expect(projectForm(page).getByLabel("Name")).toHaveValue(p.name);
    expectHttpErrors(consoleErrors, 400);
  });
});
