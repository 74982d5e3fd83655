// The admin's comfort: the project list's thumbnails, type, draft mark, name
// filter and type tabs (with and without JavaScript), and the upload drop zones: several files at
// once, previews with sizes, per-file checks and progress, and counts and sizes before saving.
import type { Locator, Page } from "@playwright/test";

import {
  expectHttpErrors,
  expectToast,
  fakeImage,
  imageFile,
  projectForm,
  stayWhenAskedToLeave,
} from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, test as base, VIEWPORTS } from "./fixtures";

const projectList = (page: Page) => page.getByRole("list", { name: "Projects" });
const rows = (page: Page) => projectList(page).getByRole("listitem");
const filterField = (page: Page) => page.getByRole("searchbox", { name: "Filter by name" });
const tab = (page: Page, name: RegExp) =>
  page.getByRole("navigation", { name: "Project types" }).getByRole("link", { name });
const imageDropZone = (page: Page) => projectForm(page).locator('[data-drop-zone="images"]');
/** The files chosen for the project's detail images, each with its preview, size and state. */
const chosenImages = (page: Page) =>
  projectForm(page).getByRole("list", { name: "Add detail images: chosen files" }).getByRole("listitem");

/** A file to drop: real bytes from Node, or `zeros` bytes made in the page (too large to send over). */
type DropFile = { name: string; mimeType: string; buffer: Buffer } | { name: string; mimeType: string; zeros: number };

/** Drops files on a drop zone, as a drag from the desktop does: a drop event carrying a DataTransfer built in the page. */
async function dropFiles(page: Page, zone: Locator, files: DropFile[]) {
  const payload = files.map((f) => ({
    name: f.name,
    type: f.mimeType,
    data: "buffer" in f ? f.buffer.toString("base64") : null,
    zeros: "zeros" in f ? f.zeros : 0,
  }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = f.data === null ? new Uint8Array(f.zeros) : Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return transfer;
  }, payload);
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

/** What the page writes for a size (app/utils/upload-limits.ts formatBytes), for sizes under 100 KB. */
function kb(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const value = bytes / 1024;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} KB`;
}

async function openFirstProject(page: Page) {
  await page.goto("/admin/projects");
  await rows(page)
    .first()
    .getByRole("link", { name: /^Edit / })
    .click();
  await expect(projectForm(page)).toHaveAccessibleName("Edit project");
}

/** The asset ids of the detail images of the project open for editing. */
const detailImageIds = async (page: Page) =>
  new Set(
    await page
      .getByRole("list", { name: "Images", exact: true })
      .locator('input[name="assetId"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
  );

/** Puts the open (seeded) project back as it was: the detail images added since `before` go, as each one's Remove button posts. */
async function removeImagesAddedSince(page: Page, before: Set<string>) {
  for (const assetId of await detailImageIds(page)) {
    if (before.has(assetId)) continue;
    const removed = await page.request.post(page.url(), {
      form: { intent: "image-remove", assetId },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(removed.status(), `removing image ${assetId}`).toBe(302);
  }
}

const test = base.extend<{
  /**
   * Signed in, on the first (seeded) project's edit page: its detail images and how many it has. A test that
   * passes ends on that page, and the images it added are removed (the worker's later tests count them).
   */
  firstProject: { images: Locator; before: number };
}>({
  firstProject: async ({ page, login }, use, testInfo) => {
    await login();
    await openFirstProject(page);
    const images = page.getByRole("list", { name: "Images", exact: true }).getByRole("listitem");
    const seeded = await detailImageIds(page);
    await use({ images, before: await images.count() });
    if (testInfo.status === testInfo.expectedStatus) await removeImagesAddedSince(page, seeded);
  },
});

// Once, at a desktop's width then at a phone's: the width changes only the layout.
test(`the project list shows each project's thumbnail, type and draft mark (${VIEWPORTS.desktop.width} and ${VIEWPORTS.phone.width} px)`, async ({
  page,
  login,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await login();
  await openFirstProject(page);
  const name = await projectForm(page).getByLabel("Name").inputValue();
  // The tests of a worker share its database: a project this test unpublishes is published again
  // at the end (the public pages' tests count the seeded projects).
  const unpublished = (await page.getByRole("button", { name: "Unpublish", exact: true }).count()) > 0;
  if (unpublished) {
    await page.getByRole("button", { name: "Unpublish", exact: true }).click();
    await expectToast(page, "Project unpublished. It is a draft again, hidden from visitors.");
  }

  const draftRow = rows(page).filter({ hasText: name });
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(1);
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await expect(draftRow).toContainText(`${name}, `);
    await expect(draftRow.getByText("Draft", { exact: true })).toBeVisible();
    for (let i = 0; i < count; i++) {
      const row = rows(page).nth(i);
      await expect(row).toContainText(/ · (Architecture|Interior|Object)/);
      // The thumbnail is the header's own small variant (WebP or AVIF), drawn at 64 px.
      const thumb = row.locator("picture img");
      await thumb.scrollIntoViewIfNeeded();
      await expect(thumb).toHaveJSProperty("complete", true);
      expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await thumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-480\.(webp|avif)$/);
    }
    // Published projects carry no mark.
    expect(await rows(page).filter({ hasNotText: "Draft" }).count()).toBeGreaterThan(0);
    // Nothing of the list is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
  if (unpublished) {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Project published. Visitors can see it now.");
    await expect(draftRow.getByText("Draft", { exact: true })).toHaveCount(0);
  }
});

test.describe("the list's filter and type tabs", () => {
  test.beforeEach(async ({ page, login }) => {
    await login();
    await page.goto("/admin/projects");
  });

  test("the filter narrows the list as the admin types, without a reload, and the tabs narrow it by type", async ({
    page,
  }) => {
    const all = await rows(page).count();
    const names = await rows(page).evaluateAll((items) =>
      items.map((li) => li.querySelector("span > span:last-child")!.textContent!),
    );
    const first = names[0]!.split(",")[0]!;
    await expect(page.getByRole("status").filter({ hasText: `${all} projects` })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const field = filterField(page);
    await field.click();
    await field.pressSequentially(first.slice(0, 6).toUpperCase());
    const matching = names.filter(
      (n) =>
        n.toLowerCase().startsWith(first.slice(0, 6).toLowerCase()) ||
        n.toLowerCase().includes(first.slice(0, 6).toLowerCase()),
    );
    await expect(rows(page)).toHaveCount(matching.length);
    await expect(
      page.getByRole("status").filter({ hasText: `${matching.length} of ${all} projects shown` }),
    ).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`[?&]q=${encodeURIComponent(first.slice(0, 6).toUpperCase()).replace(/%20/g, "\\+")}`),
    );
    await expect(field).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await field.fill("");
    await expect(rows(page)).toHaveCount(all);
    const type = names[0]!.split(" · ")[1]!;
    const ofType = names.filter((n) => n.split(" · ")[1] === type).length;
    await tab(page, new RegExp(`^${type} \\(${ofType}\\)$`)).click();
    await expect(tab(page, new RegExp(`^${type} `))).toHaveAttribute("aria-current", "page");
    await expect(tab(page, /^All /)).not.toHaveAttribute("aria-current", "page");
    await expect(rows(page)).toHaveCount(ofType);
    for (const text of await rows(page).allTextContents()) expect(text).toContain(` · ${type}`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Edit keeps the filter: the list stays narrowed beside the project being edited.
    await rows(page)
      .first()
      .getByRole("link", { name: /^Edit / })
      .click();
    await expect(projectForm(page)).toHaveAccessibleName("Edit project");
    await expect(page).toHaveURL(new RegExp(`type=${type}`));
    await expect(rows(page)).toHaveCount(ofType);
    await tab(page, /^All /).click();
    await expect(rows(page)).toHaveCount(all);
    await expect(projectForm(page)).toHaveAccessibleName("Edit project");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter form and the tab links narrow the list, and keep the project being edited", async ({ page }) => {
      const all = await rows(page).count();
      const firstRow = (await rows(page).first().textContent())!;
      const first = firstRow.split(",")[0]!;
      await rows(page)
        .first()
        .getByRole("link", { name: /^Edit / })
        .click();
      await expect(projectForm(page)).toHaveAccessibleName("Edit project");

      await filterField(page).fill(first);
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/[?&]edit=\d+/);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(projectForm(page)).toHaveAccessibleName("Edit project");
      expect(await rows(page).count()).toBeLessThan(all);
      for (const text of await rows(page).allTextContents()) expect(text.toLowerCase()).toContain(first.toLowerCase());
      await expect(filterField(page)).toHaveValue(first);

      const type = firstRow
        .split(" · ")[1]!
        .replace(/(Edit|Delete).*$/, "")
        .trim();
      const other = ["Architecture", "Interior", "Object"].find((t) => t !== type)!;
      await tab(page, new RegExp(`^${other} \\(0\\)$`)).click();
      await expect(rows(page)).toHaveCount(0);
      await expect(page.getByText("No project matches this filter.")).toBeVisible();
      await expect(tab(page, new RegExp(`^${other} `))).toHaveAttribute("aria-current", "page");
      await filterField(page).fill("");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(new RegExp(`type=${other}`));
      await expect(rows(page).first()).toContainText(` · ${other}`);
      await tab(page, /^All /).click();
      await expect(rows(page)).toHaveCount(all);
      await expect(projectForm(page)).toHaveAccessibleName("Edit project");
    });
  });
});

test("two dropped images show previews with sizes and the counts before saving; saving adds both, with per-file progress", async ({
  page,
  firstProject: { images, before },
}) => {
  const summary = page.getByTestId("media-summary");
  await expect(summary).toContainText(`The project has ${before} detail image`);
  await expect(summary).toContainText("This save adds 0 detail images and 0 videos, 0 B in all.");
  await expect(summary).toContainText("Limits per save: 40 detail images and videos, 40 MB per image, 1 GB per video");

  const one = await imageFile("drop-one.jpg");
  const two = await imageFile("drop-two.png");
  await dropFiles(page, imageDropZone(page), [one, two]);
  const chosen = chosenImages(page);
  await expect(chosen).toHaveCount(2);
  await expect(chosen.nth(0).getByRole("img", { name: "Preview of drop-one.jpg" })).toBeVisible();
  await expect(chosen.nth(1).getByRole("img", { name: "Preview of drop-two.png" })).toBeVisible();
  await expect(chosen.nth(0)).toContainText(kb(one.buffer.length));
  await expect(chosen.nth(1)).toContainText(kb(two.buffer.length));
  const total = kb(one.buffer.length + two.buffer.length);
  await expect(projectForm(page).getByText(`2 files chosen, ${total}`)).toBeVisible();
  await expect(summary).toContainText(`This save adds 2 detail images and 0 videos, ${total} in all.`);
  await projectForm(page).getByLabel("Alt text 2").fill("Dropped second view");

  // The files' posts are held until both bars have been seen: each file's bar shows while its post is
  // under way, and a throttled upload of two small files could end before the second was looked for.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/projects**", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await projectForm(page).getByRole("button", { name: "Update Project" }).click();
  await expect(projectForm(page).getByRole("progressbar", { name: "Upload of drop-one.jpg" })).toBeVisible();
  await expect(projectForm(page).getByRole("progressbar", { name: "Upload of drop-two.png" })).toBeVisible();
  release();
  await expectToast(page, "Project updated successfully!");
  await page.unroute("**/admin/projects**");

  await openFirstProject(page);
  await expect(images).toHaveCount(before + 2);
  await expect(images.last().getByLabel("Alt text", { exact: true })).toHaveValue("Dropped second view");
  await expect(summary).toContainText(`The project has ${before + 2} detail images`);
});

test("a file of the wrong kind or over the limit is flagged by name before sending, and the others still go", async ({
  page,
  firstProject: { images, before },
}) => {
  const good = await imageFile("good.jpg");
  await dropFiles(page, imageDropZone(page), [
    good,
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") },
    { name: "huge.jpg", mimeType: "image/jpeg", zeros: 41 * 1024 * 1024 },
  ]);
  const chosen = chosenImages(page);
  await expect(chosen).toHaveCount(3);
  await expect(chosen.filter({ hasText: "notes.txt" })).toContainText(
    "Not sent: Invalid image file type. Allowed: PNG, JPG, JPEG, WebP, AVIF, HEIC",
  );
  await expect(chosen.filter({ hasText: "huge.jpg" })).toContainText(
    "Not sent: 41 MB is more than the 40 MB a file may have.",
  );
  await expect(chosen.filter({ hasText: "good.jpg" })).not.toContainText("Not sent");
  await expect(projectForm(page).getByText(`1 file chosen, ${kb(good.buffer.length)}`)).toBeVisible();
  // Only the file that goes gets an alt text field.
  await expect(projectForm(page).getByLabel(/^Alt text \d$/)).toHaveCount(1);

  // A video zone takes videos only.
  await dropFiles(page, projectForm(page).locator('[data-drop-zone="videos"]'), [await imageFile("still.jpg")]);
  await expect(
    projectForm(page).getByRole("list", { name: "Videos (optional: MP4, MOV, MPEG): chosen files" }),
  ).toContainText("Not sent: Invalid video file type. Allowed: MP4, MOV, MPEG");

  // A file can be taken out of the selection.
  await projectForm(page).getByRole("button", { name: "Remove notes.txt from the selection" }).click();
  await expect(chosen).toHaveCount(2);
  await expect(chosen.filter({ hasText: "notes.txt" })).toHaveCount(0);

  await projectForm(page).getByRole("button", { name: "Update Project" }).click();
  await expectToast(page, "Project updated successfully!");
  await openFirstProject(page);
  await expect(images).toHaveCount(before + 1);
});

test("the home carousel takes several dropped images, each saved on its own: one the server refuses is marked, the others are saved (phone)", async ({
  page,
  consoleErrors,
  login,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await login();
  await page.goto("/admin/pages/home");
  const slides = page.getByRole("list", { name: "Images" }).getByRole("listitem");
  const before = await slides.count();
  const form = page.getByRole("form", { name: "New slide image" });
  const zone = form.locator('[data-drop-zone="image"]');
  const one = await imageFile("slide-one.jpg");
  const two = await imageFile("slide-two.png");
  await dropFiles(page, zone, [one, two]);
  await expect(form.getByRole("img", { name: "Preview of slide-one.jpg" })).toBeVisible();
  await expect(form.getByRole("img", { name: "Preview of slide-two.png" })).toBeVisible();
  await expect(form.getByText(`2 files chosen, ${kb(one.buffer.length + two.buffer.length)}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await form.getByLabel("Alt text 1").fill("Dropped slide one");
  await form.getByLabel("Alt text 2").fill("Dropped slide two");
  // Each file's alt text has its other language beside it, sent with that file alone.
  await form.getByRole("group", { name: "Alt text 2" }).getByLabel("Portuguese").fill("Diapositivo dois");
  await form.getByRole("button", { name: "Add Image" }).click();
  await expectToast(page, "Image added successfully!");
  await expect(slides).toHaveCount(before + 2);
  await expect(page.locator('img[alt="Dropped slide one"]')).toHaveCount(1);
  await expect(page.locator('img[alt="Dropped slide two"]')).toHaveCount(1);
  const portugueseAlt = (alt: string) =>
    slides
      .filter({ has: page.locator(`img[alt="${alt}"]`) })
      .getByRole("group", { name: "Alt text" })
      .getByLabel("Portuguese");
  await expect(portugueseAlt("Dropped slide two")).toHaveValue("Diapositivo dois");
  await expect(portugueseAlt("Dropped slide one")).toHaveValue("");
  await expect(form.getByRole("listitem")).toHaveCount(0);

  // A file whose bytes are not an image: only the server can tell. The good one is still saved.
  await dropFiles(page, zone, [await imageFile("slide-three.jpg"), fakeImage("broken.png")]);
  await form.getByLabel("Alt text 1").fill("Dropped slide three");
  await form.getByRole("button", { name: "Add Image" }).click();
  await expectToast(page, "Failed to add image.");
  await expect(form.getByRole("listitem").filter({ hasText: "broken.png" })).toContainText(
    "Not saved: Invalid image file type. Allowed: PNG, JPG, JPEG, WebP, AVIF, HEIC",
  );
  await expect(form.getByRole("listitem").filter({ hasText: "slide-three.jpg" })).toContainText("Saved");
  await expect(slides).toHaveCount(before + 3);
  await expect(page.locator('img[alt="Dropped slide three"]')).toHaveCount(1);
  expectHttpErrors(consoleErrors, 400);
});

test("the list, its filter and a drop zone with chosen and refused files have no WCAG 2.1 AA violations", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/admin/projects?type=Interior");
  await expect(tab(page, /^Interior /)).toHaveAttribute("aria-current", "page");
  // The tabs are reached with the keyboard from the filter, in order.
  await filterField(page).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(tab(page, /^All /)).toBeFocused();
  await dropFiles(page, imageDropZone(page), [
    await imageFile("axe.jpg"),
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") },
  ]);
  await expect(projectForm(page).getByRole("img", { name: "Preview of axe.jpg" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

// The flow once; the width changes only the layout, so the refused file's state is checked on a phone, then on a desktop.
test(`a batch sends each file by its own post: one the server refuses is named, Retry sends only it, the rest wait and are saved (${VIEWPORTS.phone.width} and ${VIEWPORTS.desktop.width} px)`, async ({
  page,
  consoleErrors,
  firstProject: { images, before },
}) => {
  // Eight posts, four of them storing images: more than the default on a loaded machine.
  test.setTimeout(60_000);
  await page.setViewportSize(VIEWPORTS.phone);
  // What each upload post (asking for JSON) came to: a file stored for the save, a file refused, or the save.
  const posts: string[] = [];
  page.on("response", async (response) => {
    const request = response.request();
    if (request.method() !== "POST" || request.headers().accept !== "application/json") return;
    const body = (await response.json()) as { ok: boolean; staged?: number; errors?: Record<string, string> };
    posts.push(body.staged ? "sent" : body.ok ? "saved" : `refused: ${Object.values(body.errors ?? {}).join()}`);
  });
  const refused = "refused: Invalid image file type. Allowed: PNG, JPG, JPEG, WebP, AVIF, HEIC";
  // Its name and declared type say PNG; only the server reads the bytes.
  const zone = imageDropZone(page);
  await dropFiles(page, zone, [
    await imageFile("batch-one.jpg"),
    fakeImage("pretend.png"),
    await imageFile("batch-two.png"),
  ]);
  await projectForm(page).getByLabel("Alt text 3").fill("Batch second view");
  const editing = page.url();
  await projectForm(page).getByRole("button", { name: "Update Project" }).click();

  const chosen = chosenImages(page);
  await expect(chosen.filter({ hasText: "pretend.png" })).toContainText(
    "Not saved: Invalid image file type. Allowed: PNG, JPG, JPEG, WebP, AVIF, HEIC",
  );
  await expect(projectForm(page).getByRole("alert")).toContainText(
    "1 of 3 files were not sent; each says why. Nothing was saved yet",
  );
  for (const name of ["batch-one.jpg", "batch-two.png"])
    await expect(chosen.filter({ hasText: name })).toContainText("Sent");
  // One post per file (two at a time, so in any order), then no save while one is refused.
  await expect.poll(() => [...posts].sort()).toEqual([refused, "sent", "sent"]);
  await expect(images).toHaveCount(before);
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
  expect(await axeViolations(page)).toEqual([]);
  // Leaving now would drop the files that wait: the admin is asked first, and can stay.
  expect(await stayWhenAskedToLeave(page, page.getByRole("link", { name: "Admin Home" }))).toBe(
    "Files sent for this save wait for it to be saved. Leave this page anyway? Nothing of this save is kept.",
  );
  await expect(page).toHaveURL(editing);

  // Retry sends the refused file alone (the server refuses it again, by name).
  await projectForm(page).getByRole("button", { name: "Retry failed" }).click();
  await expect.poll(() => posts.length).toBe(4);
  await expect(projectForm(page).getByRole("button", { name: "Retry failed" })).toBeVisible();
  expect(posts[3]).toBe(refused);
  await expect(chosen.filter({ hasText: "pretend.png" })).toContainText("Not saved: Invalid image file type");

  // Replaced by a real image, the next save sends only that one, then saves all three, alt texts in order.
  await projectForm(page).getByRole("button", { name: "Remove pretend.png from the selection" }).click();
  await dropFiles(page, zone, [await imageFile("replacement.jpg")]);
  await projectForm(page).getByRole("button", { name: "Retry failed" }).click();
  await expectToast(page, "Project updated successfully!");
  expect(posts.slice(4)).toEqual(["sent", "saved"]);
  await page.goto(editing);
  await expect(images).toHaveCount(before + 3);
  await expect(images.nth(before + 1).getByLabel("Alt text", { exact: true })).toHaveValue("Batch second view");
  expectHttpErrors(consoleErrors, 400);
});

test("on a phone, the project form's chosen files and its counts fit the screen", async ({ page, login }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await login();
  await openFirstProject(page);
  await dropFiles(page, imageDropZone(page), [
    await imageFile("a-photograph-with-a-very-long-name-straight-from-the-camera-0001.jpg"),
    { name: "notes-with-a-long-name-that-is-not-an-image.txt", mimeType: "text/plain", buffer: Buffer.from("x") },
  ]);
  await expect(projectForm(page).getByRole("img", { name: /^Preview of a-photograph/ })).toBeVisible();
  await expect(page.getByTestId("media-summary")).toContainText("This save adds 1 detail image and 0 videos");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  const remove = projectForm(page).getByRole("button", { name: /^Remove a-photograph/ });
  const box = (await remove.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
});
