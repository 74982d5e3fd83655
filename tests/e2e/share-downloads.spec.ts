// Downloads on a share link, in the browser, on a phone without JavaScript and on a desktop with it: a link without
// downloads shows no form and refuses the address; a link at 1600 px gives one chosen image as a JPEG whose long
// edge is 1600, with the studio's name in its corner (compared with the same image through a link without the
// watermark), no EXIF, and two chosen images as a zip of two; the original is refused unless the link allows it;
// nothing chosen is said; the studio sees the downloads beside the view log and makes a link with downloads.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import type { Download, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import sharp from "sharp";

import { SHARE_DOWNLOADS_PER_LINK } from "../../app/utils/share-downloads";
import { expectToast } from "./admin-helpers";
import { axeViolations } from "./axe";
import {
  atPhoneWithoutScriptsAndDesktop,
  expect,
  test,
  unique,
  VIEWPORTS,
  withWorkerDatabase,
  type WorkerServer,
} from "./fixtures";
import { waitForHydration } from "./public-helpers";
import { seedProject } from "./seed-project";
import { seedSelection, seedShareLink } from "./seed-share-link";

/**
 * A 2400 × 1600 photograph stored as the app stores one: its master under .masters/ (no metadata) and a 480 px WebP
 * the page shows; then made the project's detail image at `position`. Answers its asset id.
 */
async function seedLargeImage(server: WorkerServer, projectId: number, position: number, colour: string) {
  const stem = `${crypto.randomBytes(8).toString("hex")}-${crypto.randomBytes(3).toString("hex")}`;
  const picture = sharp({ create: { width: 2400, height: 1600, channels: 3, background: colour } });
  const master = path.join(server.uploadsDir, ".masters", `${stem}.jpg`);
  const variant = path.join(server.uploadsDir, "images", "projects", `${stem}-480.webp`);
  fs.mkdirSync(path.dirname(master), { recursive: true });
  fs.mkdirSync(path.dirname(variant), { recursive: true });
  await picture.clone().jpeg({ quality: 92 }).toFile(master);
  const small = await picture.clone().resize({ width: 480 }).webp().toFile(variant);
  return withWorkerDatabase(server, (db) => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO assets (path, kind, folder, mime, bytes, width, height, content_hash, alt, variants)
           VALUES (?, 'image', 'images/projects', 'image/jpeg', ?, 2400, 1600, ?, '', ?)`,
        )
        .run(
          `images/projects/${stem}`,
          fs.statSync(master).size,
          stem,
          JSON.stringify([{ width: 480, height: small.height, format: "webp", bytes: small.size }]),
        ).lastInsertRowid,
    );
    db.prepare("INSERT INTO project_carousel_images (project_id, asset_id, position) VALUES (?, ?, ?)").run(
      projectId,
      id,
      position,
    );
    return id;
  });
}

interface Offer {
  edge: number | null;
  original: boolean;
  watermark: boolean;
}

/** A selection of the project with one link per offer, made in the database: their tokens, and the selection. */
function seedLinks(server: WorkerServer, projectId: number, offers: Offer[]) {
  const selection = seedSelection(server, unique("Downloads"), [projectId]);
  const tokens = offers.map(
    (downloads, i) => seedShareLink(server, selection, { recipient: `Recipient ${i}`, downloads }).token,
  );
  return { selection, tokens };
}

/** The downloaded file's bytes. */
async function bytesOf(download: Download): Promise<Buffer> {
  return fs.readFileSync((await download.path())!);
}

/** The raw pixels of a corner of an image: a strip as wide as the studio's name and a line high. */
async function corner(jpeg: Buffer, where: "bottom-right" | "top-left") {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const [w, h] = [700, 100];
  const at = where === "top-left" ? { left: 0, top: 0 } : { left: width - w, top: height - h };
  return sharp(jpeg)
    .extract({ ...at, width: w, height: h })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Pixels that differ clearly (by more than 40 in a channel) between two equally sized RGB buffers. */
function changedPixels(a: Buffer, b: Buffer) {
  let changed = 0;
  for (let i = 0; i < a.length; i += 3) if ([0, 1, 2].some((c) => Math.abs(a[i + c] - b[i + c]) > 40)) changed += 1;
  return changed;
}

/** A download asked for by a post of the link's form fields, as the page would send them. */
const post = (page: Page, token: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return page.request.post(`/s/${token}/download`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(page.url()).origin },
    data: body.toString(),
    maxRedirects: 0,
  });
};

async function expectAxeClean(page: Page, js: boolean) {
  if (!js) return;
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

atPhoneWithoutScriptsAndDesktop((js) => {
  test("a link gives the chosen images at its size with the watermark, or none when it allows none", async ({
    page,
    server,
  }) => {
    test.slow();
    const project = seedProject(server, { name: unique("Download House"), description: "To take home." });
    const [first, second] = [
      await seedLargeImage(server, project.id, 1, "#8a7f70"),
      await seedLargeImage(server, project.id, 2, "#404850"),
    ];
    const { tokens } = seedLinks(server, project.id, [
      { edge: null, original: false, watermark: false },
      { edge: 1600, original: false, watermark: true },
      { edge: 1600, original: true, watermark: false },
    ]);
    const [none, marked, plain] = tokens;
    try {
      // No downloads: no form, and its address answers as one that is not there.
      await page.goto(`/s/${none}/p/${project.link}`);
      await expect(page.getByRole("heading", { name: "Comments" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Download", exact: true })).toHaveCount(0);
      expect(
        (await post(page, none, { project: String(project.id), size: "1600", image: String(first) })).status(),
      ).toBe(404);
      expect((await page.request.get(`/s/${none}/download`)).status()).toBe(404);

      // At 1600 px with the watermark: one image, the JPEG.
      await page.goto(`/s/${marked}/p/${project.link}`);
      if (js) await waitForHydration(page);
      const form = page.locator("section", { has: page.getByRole("heading", { name: "Download", exact: true }) });
      await expect(form.getByText("1600 px on the long edge")).toBeVisible();
      await expect(form.getByText(`Images carry the name Paper Plane Project Studio.`)).toBeVisible();
      await expectAxeClean(page, js);

      // Nothing chosen: said, and nothing downloaded.
      await form.getByRole("button", { name: "Download the chosen images" }).click();
      if (js) await expect(form.getByRole("alert")).toHaveText("Please choose at least one image.");
      else await expectToast(page, "Please choose at least one image.");

      await form.getByRole("checkbox", { name: "Image 2" }).check();
      const [one] = await Promise.all([
        page.waitForEvent("download"),
        form.getByRole("button", { name: "Download the chosen images" }).click(),
      ]);
      // A file is named as the form labels its image.
      expect(one.suggestedFilename()).toBe(`${project.link}-2.jpg`);
      const jpeg = await bytesOf(one);
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 1600, 1067, undefined]);
      if (js) await expect(form.getByRole("status")).toHaveText("Your download has started.");

      // The same image through the link without the watermark: only the corner differs.
      const clean = await post(page, plain, { project: String(project.id), size: "1600", image: String(first) });
      expect(clean.headers()["content-type"]).toBe("image/jpeg");
      const cleanJpeg = await clean.body();
      expect(
        changedPixels(await corner(jpeg, "bottom-right"), await corner(cleanJpeg, "bottom-right")),
      ).toBeGreaterThan(2000);
      expect(changedPixels(await corner(jpeg, "top-left"), await corner(cleanJpeg, "top-left"))).toBe(0);

      // Two chosen: a zip of two JPEGs at 1600 px.
      await form.getByRole("checkbox", { name: "Image 2" }).setChecked(true);
      await form.getByRole("checkbox", { name: "Image 3" }).check();
      const [zip] = await Promise.all([
        page.waitForEvent("download"),
        form.getByRole("button", { name: "Download the chosen images" }).click(),
      ]);
      expect(zip.suggestedFilename()).toBe(`${project.link}.zip`);
      const entries = unzipSync(new Uint8Array(await bytesOf(zip)));
      expect(Object.keys(entries).sort()).toEqual([`${project.link}-2.jpg`, `${project.link}-3.jpg`]);
      for (const entry of Object.values(entries))
        expect(await sharp(entry).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1067 });

      // The original: refused where the link does not allow it, the kept file where it does.
      const refused = await post(page, marked, {
        project: String(project.id),
        size: "original",
        image: String(second),
      });
      expect(refused.status()).toBe(404);
      const original = await post(page, plain, {
        project: String(project.id),
        size: "original",
        image: String(second),
      });
      expect(original.status()).toBe(200);
      expect(await sharp(await original.body()).metadata()).toMatchObject({ width: 2400, height: 1600 });
      // An image of no project of the selection is not given.
      const foreign = await post(page, marked, { project: String(project.id), size: "1600", image: "1" });
      expect(foreign.status()).toBe(302);
    } finally {
      project.remove();
    }
  });
});

test(`at ${VIEWPORTS.desktop.width} px: the studio makes a link with downloads and sees what was downloaded`, async ({
  page,
  login,
  server,
}) => {
  const name = unique("Logged House");
  const project = seedProject(server, { name, description: "Downloads logged." });
  const { selection, tokens } = seedLinks(server, project.id, [{ edge: 2400, original: false, watermark: false }]);
  try {
    const fields = { project: String(project.id), size: "2400", all: "1" };
    await page.goto(`/s/${tokens[0]}/p/${project.link}`);
    const all = await post(page, tokens[0], fields);
    expect(all.headers()["content-type"]).toBe("application/zip");
    expect(Object.keys(unzipSync(new Uint8Array(await all.body())))).toHaveLength(2);

    await login(page);
    await page.goto(`/admin/selections/${selection}`);
    const entry = page.getByTestId("share-link").filter({ hasText: "Recipient 0" });
    await expect(entry).toContainText("Downloads: 2400 px");
    await expect(entry.getByTestId("downloads")).toContainText(`2 images at 2400 px of ${name}`);

    await page.getByLabel("Recipient's name").fill("Olga");
    await page.getByLabel("Recipient may download the images").selectOption("3200");
    await page.getByLabel("Also the original files, at full size").check();
    await page.getByRole("button", { name: "Make link" }).click();
    await expectToast(page, "Link made. Copy it now: it is not shown again.");
    const made = page.getByTestId("share-link").filter({ hasText: "Olga" });
    await expect(made).toContainText("Downloads: 3200 px and originals");

    // Downloads through one link are counted (the one above, and posts with nothing chosen): past the limit, the
    // page says to wait and gives nothing.
    for (let i = 1; i < SHARE_DOWNLOADS_PER_LINK; i++)
      expect((await post(page, tokens[0], { project: String(project.id), size: "2400" })).status()).toBe(302);
    const refused = await post(page, tokens[0], fields);
    expect(refused.status()).toBe(302);
    await page.goto(refused.headers().location);
    await expectToast(page, "Too many requests. Please wait a few minutes and try again.");
  } finally {
    project.remove();
  }
});
