// Drawings: the admin marks a project's detail image as a plan; its tile pyramid is made in the background; the
// public page opens it in the zoom viewer, which fetches finer tiles only as one zooms (counted by level), shows
// one-pixel lines sharp at 8×, zooms with the keys and a pinch, closes with Escape; without scripts the page
// shows the plain responsive image. The tiles are served with their types, immutable, hidden with a draft, and
// through a share link once the project is private.
import type { Page } from "@playwright/test";
import sharp from "sharp";

import { addProject, closeToasts, expectToast, unique } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, test, VIEWPORTS } from "./fixtures";
import { waitForHydration } from "./public-helpers";

// Each test uploads a plan and waits for its pyramid.
test.describe.configure({ timeout: 180_000 });

/** A plan as an architect exports one: 17 megapixels, for the test that zooms to 8×. */
const LARGE = { width: 4800, height: 3600 };
/** Enough for a pyramid of several levels, at a tenth of the encoding, where the zoom's depth is not the point. */
const SMALL = { width: 1600, height: 1200 };
/** One-pixel black lines this far apart: at the viewer's first view they blur into grey; at 8× each stands alone. */
const PITCH = 8;

/** A plan made here: white paper with a one-pixel vertical line every PITCH pixels. */
async function planFile({ width, height }: { width: number; height: number }) {
  const pixels = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x += PITCH) pixels[y * width + x] = 0;
  const buffer = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return { name: "plan.png", mimeType: "image/png", buffer };
}

/** Adds a project whose first detail image is the plan, named `alt`, marks it as a plan, and waits for its tiles. */
async function addDrawing(page: Page, alt: string, size = SMALL): Promise<string> {
  const name = unique("Plan House");
  const link = await addProject(page, name, {}, { details: [await planFile(size)] });
  await closeToasts(page);
  const row = page.getByRole("list", { name: "Images" }).getByRole("listitem").first();
  await row.getByLabel("Alt text", { exact: true }).fill(alt);
  await row.getByRole("button", { name: "Save alt text" }).click();
  await expectToast(page, "Alt text updated successfully!");
  await closeToasts(page);
  await row.getByLabel("Drawing").selectOption("plan");
  await row.getByRole("button", { name: "Save drawing" }).click();
  await expectToast(page, "Drawing updated successfully!");
  // The tiles are cut in the background: the row says so until they are written.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText("Opens in the zoom viewer.")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  return link;
}

/** Tiles requested so far, per pyramid level. */
function countTiles(page: Page): Map<number, number> {
  const byLevel = new Map<number, number>();
  page.on("request", (request) => {
    const level = /_files\/(\d+)\/\d+_\d+\.webp$/.exec(request.url())?.[1];
    if (level) byLevel.set(Number(level), (byLevel.get(Number(level)) ?? 0) + 1);
  });
  return byLevel;
}
const finest = (byLevel: Map<number, number>) => Math.max(...byLevel.keys());

async function openViewer(page: Page, alt: string) {
  // The zoom button opens the viewer once the page is hydrated (before, it is a plain link to the image).
  await waitForHydration(page);
  await page.getByRole("button", { name: `Zoom into drawing 1: ${alt}` }).click();
  const viewer = page.getByRole("dialog", { name: alt });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(alt, { exact: true })).toBeVisible();
  await expect(viewer.locator("[aria-busy=false]")).toBeAttached({ timeout: 30_000 });
  return viewer;
}

const zoomLevel = async (page: Page) =>
  Number((await page.getByRole("status", { name: "Zoom" }).textContent())?.replace("×", ""));

test(`at ${VIEWPORTS.desktop.width} px: a plan zooms with finer tiles, sharp at 8×, by buttons and keys`, async ({
  page,
  login,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await login();
  const alt = unique("Ground floor plan");
  const link = await addDrawing(page, alt, LARGE);

  const tiles = countTiles(page);
  await page.goto(link);
  // The page itself never fetches the viewer: only opening a drawing does.
  const viewerCode: string[] = [];
  page.on("request", (r) => {
    if (/openseadragon|drawing-viewer/.test(r.url())) viewerCode.push(r.url());
  });
  await expect(page.getByRole("button", { name: `Zoom into drawing 1: ${alt}` })).toBeVisible();
  expect(viewerCode).toEqual([]);
  const viewer = await openViewer(page, alt);
  expect(viewerCode.length).toBeGreaterThan(0);
  const firstView = finest(tiles);
  expect(await axeViolations(page)).toEqual([]);

  // Three clicks of "Zoom in" (2× each): 8×.
  for (let i = 0; i < 3; i++) await viewer.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(() => zoomLevel(page)).toBe(8);
  await expect(viewer.locator("[aria-busy=false]")).toBeAttached({ timeout: 30_000 });
  // The first view needed a level of about the screen's width; 8× needs the drawing's own pixels, the top level.
  const topLevel = Math.ceil(Math.log2(LARGE.width));
  expect(firstView).toBeLessThan(topLevel - 1);
  expect(finest(tiles)).toBe(topLevel);
  // Only the tiles in view of the finest level came: the whole level is 10 × 8 of them.
  const levelTiles = Math.ceil(LARGE.width / 512) * Math.ceil(LARGE.height / 512);
  expect(tiles.get(topLevel)).toBeGreaterThan(0);
  expect(tiles.get(topLevel)!).toBeLessThan(levelTiles / 2);

  // Sharp at 8×: across the middle row of the view, each one-pixel line is a dark trough with white paper beside it.
  const canvas = viewer.locator(".openseadragon-canvas");
  const shot = await canvas.screenshot();
  const { data, info } = await sharp(shot).greyscale().raw().toBuffer({ resolveWithObject: true });
  const row = Math.floor(info.height / 2) * info.width;
  const line = [...data.subarray(row, row + info.width)];
  const troughs = line.filter((v, x) => v < 90 && x > 2 && (line[x - 3] > 200 || line[x + 3] > 200));
  // About a hundred lines cross a 1440 px view at 8×; blurred up from a coarse level, none would be that dark.
  expect(troughs.length).toBeGreaterThan(30);
  expect(Math.min(...line)).toBeLessThan(60);
  expect(Math.max(...line)).toBeGreaterThan(230);

  // The keys: - and + on the focused drawing step the zoom down and up again.
  const drawing = viewer.getByRole("application", { name: alt });
  await drawing.focus();
  await page.keyboard.press("-");
  await expect.poll(() => zoomLevel(page)).toBeLessThan(8);
  const after = await zoomLevel(page);
  await page.keyboard.press("+");
  await page.keyboard.press("+");
  await expect.poll(() => zoomLevel(page)).toBeGreaterThan(after);

  // Escape closes it, back on the drawing's button.
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page.getByRole("button", { name: `Zoom into drawing 1: ${alt}` })).toBeFocused();

  // The pyramid is served as uploads are: its true types, kept for a year.
  const dzi = await page.request.get(
    (await page.evaluate(() => performance.getEntriesByType("resource")))
      .map((e) => e.name)
      .find((name) => name.endsWith(".dzi"))!,
  );
  expect(dzi.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(dzi.headers()["cache-control"]).toContain("immutable");
  const tile = dzi.url().replace(/\.dzi$/, `_files/${topLevel}/0_0.webp`);
  const tileAnswer = await page.request.get(tile);
  expect(tileAnswer.headers()["content-type"]).toBe("image/webp");
  expect(tileAnswer.headers()["cache-control"]).toContain("immutable");

  // Unpublished, the project's tiles answer 404 to a visitor (the admin still sees them, uncached).
  await page.goBack();
  await page.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expectToast(page, "Project unpublished. It is a draft again, hidden from visitors.");
  const visitor = await page.context().browser()!.newContext();
  expect((await visitor.request.get(dzi.url())).status()).toBe(404);
  expect((await visitor.request.get(tile)).status()).toBe(404);
  await visitor.close();
});

test.describe(`at ${VIEWPORTS.phone.width} px`, () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true });

  test("a plan opens in the viewer, a pinch zooms it, and a share link shows it too", async ({ page, login }) => {
    await login();
    const alt = unique("Section A-A");
    const link = await addDrawing(page, alt);
    const tiles = countTiles(page);
    await page.goto(link);
    const viewer = await openViewer(page, alt);
    const firstView = finest(tiles);
    expect(await axeViolations(page)).toEqual([]);

    const box = (await viewer.locator(".openseadragon-canvas").boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: centre.x - spread, y: centre.y, id: 1 },
      { x: centre.x + spread, y: centre.y, id: 2 },
    ];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(20) });
    for (let spread = 30; spread <= 150; spread += 10)
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(spread) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => zoomLevel(page)).toBeGreaterThan(2);
    await expect(viewer.locator("[aria-busy=false]")).toBeAttached({ timeout: 30_000 });
    expect(finest(tiles)).toBeGreaterThan(firstView);

    await page.getByRole("button", { name: "Close drawing" }).click();
    await expect(viewer).toBeHidden();

    // Made private, the project is seen through a share link only: the viewer fetches its tiles through the link.
    await page.goBack();
    await page.getByRole("button", { name: "Make private" }).click();
    await expectToast(page, "Project made private. Only share links show it now.");
    const name = await page.getByRole("textbox", { name: "Name", exact: true }).inputValue();
    await page.goto("/admin/home");
    await page.getByRole("link", { name: "Selections" }).click();
    await page.getByLabel("Title").fill(unique("Plans"));
    await page.getByRole("checkbox", { name: new RegExp(name) }).check();
    await page.getByRole("button", { name: "Create selection" }).click();
    await expectToast(page, "Selection created. Make a link for each recipient below.");
    await page.getByLabel("Recipient's name").fill("Ana Jury");
    await page.getByRole("button", { name: "Make link" }).click();
    const url = await page.getByRole("textbox", { name: "Link for Ana Jury" }).inputValue();
    const linked = new Map<number, number>();
    page.on("response", (answer) => {
      if (/\/s\/[\w-]+\/uploads\/.*_files\//.test(answer.url()))
        linked.set(answer.status(), (linked.get(answer.status()) ?? 0) + 1);
    });
    await page.goto(`${url}/p/${link.split("/").pop()}`);
    await openViewer(page, alt);
    expect([...linked.keys()]).toEqual([200]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page shows the drawing as its plain responsive image", async ({ page, login, browser, baseURL }) => {
    const admin = await browser.newContext({ baseURL, viewport: VIEWPORTS.desktop, javaScriptEnabled: true });
    const adminPage = await admin.newPage();
    await login(adminPage);
    const alt = unique("Detail 1:5");
    const link = await addDrawing(adminPage, alt);
    await admin.close();
    await page.goto(link);
    const image = page.getByRole("img", { name: alt });
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator("picture source[type='image/webp']").first()).toHaveAttribute("srcset", /\.webp 480w/);
  });
});
