// Focal points: the admin clicks the subject on an image's preview (or moves the marker with the
// keyboard, or types the percents without JavaScript) and saves; the public detail header, cropped
// to 81.5vh at every width, keeps that point in view.
import type { Locator, Page } from "@playwright/test";

import { addProject, closeToasts, expectHttpErrors, expectToast, imageFile, unique } from "./admin-helpers";
import { expect, test, VIEWPORTS } from "./fixtures";

// The marker's centre sits on the clicked point, to within a couple of pixels of layout rounding.
const MARKER_TOLERANCE_PX = 2;
// A click lands on a whole pixel of a 160 px preview: its percent is this close to the one aimed at.
const CLICK_TOLERANCE_PERCENT = 1.5;
// Rounding between the encoded variant's size and its box: the point may sit this close to the edge.
const CROP_TOLERANCE_PX = 2;

/** A project whose header is three times as wide as it is tall: every 81.5vh header crops its sides. */
async function addWideProject(page: Page, name: string): Promise<string> {
  const text = {
    year: "2024",
    location: "Chiang Rai",
    photographer: "F. Point",
    d1: "A long, low house.",
    d2: "Its door is at the far left.",
    d3: "The rest is garden.",
  };
  const header = await imageFile("wide.jpg", { width: 2400, height: 800 });
  return addProject(page, name, text, { header, headerAlt: `${name} front`, details: [await imageFile("detail.jpg")] });
}

const headerEditor = (page: Page, name: string) =>
  page.getByRole("group", { name: `Focal point: Header: ${name} front` });
const percentOf = async (editor: Locator, label: string) => Number(await editor.getByLabel(label).inputValue());

/**
 * Where the point (fractions of the image) falls in the page, given the image's natural size, its box,
 * object-fit: cover and its computed object-position; and the box itself.
 */
async function pointInHeader(page: Page, focal: { x: number; y: number }) {
  const header = page.getByRole("main").locator("img").first();
  await expect(header).toHaveJSProperty("complete", true);
  return header.evaluate((img: HTMLImageElement, point) => {
    const box = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const drawn = { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
    const [px, py] = style.objectPosition.split(" ").map((v) => parseFloat(v) / 100);
    const at = (position: number, fraction: number, size: number, drawnSize: number) =>
      (size - drawnSize) * position + fraction * drawnSize;
    return {
      fit: style.objectFit,
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      point: {
        x: box.left + at(px, point.x, box.width, drawn.width),
        y: box.top + at(py, point.y, box.height, drawn.height),
      },
      // Where a centred crop (no focal point) would have put it.
      centred: { x: box.left + at(0.5, point.x, box.width, drawn.width) },
    };
  }, focal);
}

test("the admin clicks the subject near a corner, nudges it with the keyboard, and the public header keeps it in view at every width", async ({
  page,
  login,
}) => {
  await login();
  const name = unique("Door House");
  const link = await addWideProject(page, name);
  // Seen once before the point is chosen (centred), so the saves below must reach past the page cache.
  await page.goto(link);
  await expect(page.getByRole("main").locator("img").first()).toHaveCSS("object-position", "50% 50%");
  await page.goBack();
  const editor = headerEditor(page, name);
  const preview = editor.locator("[data-focal-picker]");
  const marker = editor.getByRole("button", { name: /^Focal point,/ });
  // Until chosen, the point is the centre.
  await expect(marker).toBeVisible();
  expect(await percentOf(editor, "Across (%)")).toBe(50);

  // A click near the bottom-left corner of the preview moves the marker there and fills the fields.
  await preview.scrollIntoViewIfNeeded();
  const box = (await preview.boundingBox())!;
  // Where the click lands, as a share of the preview measured at that moment: the page may still
  // settle (images above it load) between measuring and clicking.
  const landed = preview.evaluate(
    (el: HTMLElement) =>
      new Promise<{ x: number; y: number }>((resolve) =>
        el.addEventListener(
          "click",
          (event: MouseEvent) => {
            const rect = el.getBoundingClientRect();
            resolve({ x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height });
          },
          { once: true, capture: true },
        ),
      ),
  );
  await preview.click({ position: { x: box.width * 0.1, y: box.height * 0.85 } });
  const aim = await landed;
  await expect.poll(() => percentOf(editor, "Across (%)")).toBeCloseTo(aim.x * 100, 0);
  expect(Math.abs((await percentOf(editor, "Across (%)")) - aim.x * 100)).toBeLessThanOrEqual(CLICK_TOLERANCE_PERCENT);
  expect(Math.abs((await percentOf(editor, "Down (%)")) - aim.y * 100)).toBeLessThanOrEqual(CLICK_TOLERANCE_PERCENT);
  const markerBox = (await marker.boundingBox())!;
  const settled = (await preview.boundingBox())!;
  expect(Math.abs(markerBox.x + markerBox.width / 2 - (settled.x + settled.width * aim.x))).toBeLessThanOrEqual(
    MARKER_TOLERANCE_PX,
  );
  expect(Math.abs(markerBox.y + markerBox.height / 2 - (settled.y + settled.height * aim.y))).toBeLessThanOrEqual(
    MARKER_TOLERANCE_PX,
  );
  await editor.getByRole("button", { name: "Save focal point" }).click();
  await expectToast(page, "Focal point updated successfully!");
  const clicked = {
    x: await percentOf(headerEditor(page, name), "Across (%)"),
    y: await percentOf(headerEditor(page, name), "Down (%)"),
  };
  expect(Math.abs(clicked.x - aim.x * 100)).toBeLessThanOrEqual(CLICK_TOLERANCE_PERCENT);
  // The next save shows the same message: only a new toast says it went through.
  await closeToasts(page);

  // The keyboard path: arrows move the marker by 1%, Shift by 10%; Tab reaches Save.
  await headerEditor(page, name)
    .getByRole("button", { name: /^Focal point,/ })
    .focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowUp");
  const moved = { x: Math.round((clicked.x + 1) * 10) / 10, y: Math.round((clicked.y - 10) * 10) / 10 };
  await expect(headerEditor(page, name).getByLabel("Across (%)")).toHaveValue(String(moved.x));
  await expect(headerEditor(page, name).getByLabel("Down (%)")).toHaveValue(String(moved.y));
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(headerEditor(page, name).getByRole("button", { name: "Save focal point" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectToast(page, "Focal point updated successfully!");
  await page.reload();
  await expect(headerEditor(page, name).getByLabel("Across (%)")).toHaveValue(String(moved.x));
  await expect(headerEditor(page, name).getByLabel("Down (%)")).toHaveValue(String(moved.y));

  const focal = { x: moved.x / 100, y: moved.y / 100 };
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto(link);
    const seen = await pointInHeader(page, focal);
    expect(seen.fit).toBe("cover");
    const where = `at ${viewport.width} px: point ${JSON.stringify(seen.point)} in ${JSON.stringify(seen.box)}`;
    expect(seen.point.x, where).toBeGreaterThanOrEqual(seen.box.left - CROP_TOLERANCE_PX);
    expect(seen.point.x, where).toBeLessThanOrEqual(seen.box.right + CROP_TOLERANCE_PX);
    expect(seen.point.y, where).toBeGreaterThanOrEqual(seen.box.top - CROP_TOLERANCE_PX);
    expect(seen.point.y, where).toBeLessThanOrEqual(seen.box.bottom + CROP_TOLERANCE_PX);
    // Without the focal point, the centred crop would have cut the door off.
    expect(seen.centred.x, `centred crop ${where}`).toBeLessThan(seen.box.left);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the two percent fields and Save set the point; a point outside the image is refused with a clear message", async ({
    page,
    login,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    await login();
    // The project is added with JavaScript (the upload form's own no-JS path is tested elsewhere).
    const context = await browser.newContext({ baseURL });
    await login(context);
    const name = unique("Quiet House");
    await addWideProject(await context.newPage(), name);
    await context.close();

    await page.goto("/admin/projects");
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    const editor = headerEditor(page, name);
    await expect(editor.locator("[data-focal-marker]")).toBeVisible();
    await editor.getByLabel("Across (%)").fill("150");
    await editor.getByRole("button", { name: "Save focal point" }).click();
    await expect(
      headerEditor(page, name).getByText("Enter a position from 0 to 100 (percent of the image)."),
    ).toBeVisible();
    // The refused form comes back as a 400, as every refused admin form does.
    expectHttpErrors(consoleErrors, 400);

    await headerEditor(page, name).getByLabel("Across (%)").fill("20");
    await headerEditor(page, name).getByLabel("Down (%)").fill("30");
    await headerEditor(page, name).getByRole("button", { name: "Save focal point" }).click();
    await expectToast(page, "Focal point updated successfully!");
    await expect(headerEditor(page, name).getByLabel("Across (%)")).toHaveValue("20");
    await expect(headerEditor(page, name).getByLabel("Down (%)")).toHaveValue("30");
    // The marker is drawn where the point is, from the page's HTML alone.
    await expect(headerEditor(page, name).locator("[data-focal-marker]")).toHaveAttribute(
      "style",
      /left:\s*20%;\s*top:\s*30%/,
    );
  });
});
