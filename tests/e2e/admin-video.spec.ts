// Video from a phone, end to end in Chromium: a HEVC MOV (made by ffmpeg here) is uploaded, shown as
// processing, transcoded in the background, and plays on the public detail page, its poster shown
// first. And leaving the page while files go up asks first.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { clip } from "../corpus/media-fixtures";
import { expectToast, fillNewProject, imageFile, stayWhenAskedToLeave, unique } from "./admin-helpers";
import { expect, test, VIEWPORTS } from "./fixtures";
import { waitForHydration } from "./public-helpers";

/** A HEVC clip with sound in a QuickTime file, tagged hvc1 as an iPhone writes it. */
let mov: Buffer | null = null;
async function hevcMov() {
  mov ??= await clip({ codec: "hevc", container: "mov", width: 480, height: 270, seconds: 1.5 });
  return { name: "IMG_0001.MOV", mimeType: "video/quicktime", buffer: mov };
}

/** The Add project form filled for a project with one detail image and the phone's clip. */
async function fillProject(page: Page, name: string) {
  const f = await fillNewProject(page, { name }, { details: [await imageFile("a.jpg")] });
  await f.getByLabel("Videos (optional: MP4, MOV, MPEG)", { exact: true }).setInputFiles(await hevcMov());
  return f;
}

test("a HEVC MOV from a phone is processed in the background and plays on the public page, its poster first", async ({
  page,
  login,
}) => {
  await login();
  const name = unique("Phone Clip House");
  const f = await fillProject(page, name);
  await f.getByRole("button", { name: "Add Project" }).click();
  await expectToast(page, "Project added successfully!");

  // The admin sees the video processing, then ready (the page reads its progress again by itself).
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  const videos = page.getByRole("list", { name: "Videos" });
  await expect(videos.locator("video")).toHaveCount(1, { timeout: 30_000 });
  await expect(videos.getByRole("status")).toHaveCount(0);
  const link = (await page.getByRole("link", { name: "View the public page" }).getAttribute("href"))!;

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto(link);
    const video = page.getByLabel(`${name}: video`);
    await video.scrollIntoViewIfNeeded();
    await expect(video).toBeVisible();
    // Before it is played: its poster (a WebP frame that loads), nothing of the video fetched, not playing, and
    // no native controls yet: its play control is a link to the MP4 (what a browser without scripts plays).
    const poster = await video.getAttribute("poster");
    expect(poster).toMatch(/\.webp$/);
    expect((await page.request.get(poster!)).headers()["content-type"]).toBe("image/webp");
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ state: v.readyState, paused: v.paused, controls: v.controls })),
    ).toEqual({ state: 0, paused: true, controls: false });
    const play = page.getByRole("link", { name: `Play the video: ${name}` });
    await expect(play).toBeVisible();
    expect(await play.getAttribute("href")).toBe(await video.locator("source").getAttribute("src"));
    const { violations } = await new AxeBuilder({ page }).include("video").include("a[href$='.mp4']").analyze();
    expect(violations).toEqual([]);
  }

  // Played from its control, Chromium decodes the H.264 it was made into; the video has its controls and the focus.
  await waitForHydration(page);
  const video = page.getByLabel(`${name}: video`);
  await page.getByRole("link", { name: `Play the video: ${name}` }).click();
  await expect(video).toBeFocused();
  expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  expect(await video.locator("source").getAttribute("src")).toMatch(/\.mp4$/);
  await expect(page.getByRole("link", { name: `Play the video: ${name}` })).toHaveCount(0);
});

test("leaving the page while files are uploading asks first; staying lets the save finish", async ({ page, login }) => {
  test.setTimeout(60_000);
  await login();
  const name = unique("Slow Upload House");
  const f = await fillProject(page, name);
  // A slow uplink keeps the upload going while the admin clicks away.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await f.getByRole("button", { name: "Add Project" }).click();
  await expect(f.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();

  expect(await stayWhenAskedToLeave(page, page.getByRole("link", { name: "Admin Home" }))).toBe(
    "Files are still uploading. Leave this page and stop the upload? Nothing of this save is kept.",
  );
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expectToast(page, "Project added successfully!");
  await expect(page.getByRole("list", { name: "Projects" }).getByText(name)).toBeVisible();
});
