import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle } from "~/.server/images/avif-queue";
import { storeImage } from "~/.server/images/store-image";
import { CAREER_BODY_MAX_BYTES, PORTFOLIO_MAX_BYTES } from "~/utils/constants";

import { assetFiles, deleteAssets, storeFile } from "./assets";
import { ensureUploadDirs, FOLDERS } from "./folders";
import { sniff } from "./inspect";
import { parseUpload } from "./multipart";
import { UploadError } from "./upload";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

const tmp = (name: string) => path.join(env().uploadsDir, ".tmp", name);

async function jpegWithExif(file: string, width: number, height: number) {
  await sharp({ create: { width, height, channels: 3, background: "#8a7f70" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "secret-camera-owner", Make: "Camera" } }, orientation: 6 })
    .toFile(file);
}

/** A multipart request whose file part is `bytes` long, produced in chunks so the test itself holds little memory. */
function multipartRequest(field: string, filename: string, bytes: number, head = Buffer.from("%PDF-1.7\n")) {
  const boundary = "----studio-test-boundary";
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(new Uint8Array(Buffer.concat([preamble, head])));
        sent = head.length;
        stage = 1;
      } else if (sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        controller.enqueue(new Uint8Array(chunk.subarray(0, n)));
        sent += n;
      } else {
        controller.enqueue(new Uint8Array(epilogue));
        controller.close();
      }
    },
  });
  const request = new Request("http://localhost/upload", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
  return Object.assign(request, { bytesPulled: () => sent });
}

describe("sniff", () => {
  it("names types by their bytes, whatever the file is called", () => {
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe("image/png");
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe("image/jpeg");
    expect(sniff(Buffer.from("%PDF-1.4"))?.mime).toBe("application/pdf");
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04]))?.mime).toBe("application/zip");
    expect(sniff(Buffer.from("\0\0\0\x20ftypisom\0\0\0\0", "latin1"))?.mime).toBe("video/mp4");
    expect(sniff(Buffer.from([0x00, 0x00, 0x01, 0xba]))?.mime).toBe("video/mpeg");
    expect(sniff(Buffer.from("just some text that pretends to be a png"))).toBeNull();
    expect(sniff(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });
});

describe("storeImage", () => {
  it("strips metadata, applies orientation, encodes WebP at each width up to the source and a placeholder", async () => {
    const source = tmp("photo.jpg");
    await jpegWithExif(source, 2000, 1000);
    const asset = await storeImage(source, FOLDERS.projects, { alt: "A house" });
    // EXIF orientation 6 turns the picture a quarter: 1000 wide, 2000 high.
    expect([asset.width, asset.height]).toEqual([1000, 2000]);
    const variants = JSON.parse(asset.variants) as { width: number; format: string }[];
    expect(variants.map((v) => `${v.format}-${v.width}`)).toEqual(["webp-480", "webp-960", "webp-1000"]);
    expect(asset.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(asset.path).toMatch(/^images\/projects\/[0-9a-f]{16}-[0-9a-f]{6}$/);
    for (const file of assetFiles(asset)) expect(fs.existsSync(file)).toBe(true);
    const largest = await sharp(path.join(env().uploadsDir, `${asset.path}-1000.webp`)).metadata();
    expect(largest.exif).toBeUndefined();
    expect(largest.width).toBe(1000);

    await avifIdle();
    const after = await db.selectFrom("assets").select("variants").where("id", "=", asset.id).executeTakeFirstOrThrow();
    expect((JSON.parse(after.variants) as { format: string }[]).filter((v) => v.format === "avif")).toHaveLength(3);

    await deleteAssets([asset.id]);
    const withAvif = { ...asset, variants: after.variants };
    for (const file of assetFiles(withAvif)) expect(fs.existsSync(file)).toBe(false);
    expect(await db.selectFrom("assets").where("id", "=", asset.id).select("id").executeTakeFirst()).toBeUndefined();
  });

  it("refuses a text file named .png and leaves nothing behind", async () => {
    const fake = tmp("not-an-image.png");
    await fsp.writeFile(fake, "hello, I am text");
    const before = await db.selectFrom("assets").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    await expect(storeImage(fake, FOLDERS.projects)).rejects.toMatchObject({ code: "bad-type" });
    const after = await db.selectFrom("assets").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await fsp.readdir(path.join(env().uploadsDir, FOLDERS.projects))).toEqual([]);
  });

  it("refuses a PNG header on a broken body", async () => {
    const broken = tmp("broken.png");
    await fsp.writeFile(
      broken,
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]),
    );
    await expect(storeImage(broken, FOLDERS.studio)).rejects.toBeInstanceOf(UploadError);
    expect(await fsp.readdir(path.join(env().uploadsDir, FOLDERS.studio))).toEqual([]);
  });
});

describe("storeFile", () => {
  it("keeps a portfolio under a content-hashed name, never the visitor's file name", async () => {
    const file = tmp("upload-x");
    await fsp.writeFile(file, "%PDF-1.7\n%…\n%%EOF\n");
    const asset = await storeFile({ path: file, name: "../../etc/passwd.pdf" }, FOLDERS.portfolio, "portfolio", [
      "application/pdf",
    ]);
    expect(asset.path).toMatch(/^files\/portfolio\/[0-9a-f]{16}-[0-9a-f]{6}\.pdf$/);
    expect(asset.original_name).toBe("../../etc/passwd.pdf");
    expect(fs.existsSync(path.join(env().uploadsDir, asset.path))).toBe(true);
  });
});

describe("two uploads of the same file that draw the same random name", () => {
  afterEach(() => vi.restoreAllMocks());
  /** The next two draws of a name's random part are the same; later ones are random again. */
  const sameDrawTwice = () => {
    const draw = crypto.randomBytes(3);
    const randomBytes = vi.spyOn(crypto, "randomBytes");
    randomBytes.mockImplementationOnce(() => draw).mockImplementationOnce(() => draw);
  };
  const allPresent = (asset: Parameters<typeof assetFiles>[0]) =>
    assetFiles(asset).every((file) => fs.existsSync(file));

  it("images (even in two folders, which share the masters' folder) each keep their own files, and deleting one leaves the other whole", async () => {
    await jpegWithExif(tmp("twice-a.jpg"), 600, 400);
    await fsp.copyFile(tmp("twice-a.jpg"), tmp("twice-b.jpg"));
    sameDrawTwice();
    const first = await storeImage(tmp("twice-a.jpg"), FOLDERS.projects, { deferAvif: true });
    const second = await storeImage(tmp("twice-b.jpg"), FOLDERS.studio, { deferAvif: true });
    expect(first.content_hash).toBe(second.content_hash);
    expect(new Set([...assetFiles(first), ...assetFiles(second)]).size).toBe(
      assetFiles(first).length + assetFiles(second).length,
    );
    await deleteAssets([first.id]);
    expect(allPresent(second)).toBe(true);
    await deleteAssets([second.id]);
  });

  it("videos and portfolios each keep their own file, and deleting one leaves the other", async () => {
    for (const name of ["twice-a.pdf", "twice-b.pdf"]) await fsp.writeFile(tmp(name), "%PDF-1.7\n%…\n%%EOF\n");
    sameDrawTwice();
    const first = await storeFile({ path: tmp("twice-a.pdf"), name: "cv.pdf" }, FOLDERS.portfolio, "portfolio", [
      "application/pdf",
    ]);
    const second = await storeFile({ path: tmp("twice-b.pdf"), name: "cv.pdf" }, FOLDERS.portfolio, "portfolio", [
      "application/pdf",
    ]);
    expect(second.path).not.toBe(first.path);
    await deleteAssets([first.id]);
    expect(allPresent(second)).toBe(true);
    await deleteAssets([second.id]);
  });
});

describe("parseUpload", () => {
  it("streams a file under its cap to a temporary file", async () => {
    const upload = await parseUpload(
      multipartRequest("portfolio", "cv.pdf", 200_000),
      { portfolio: PORTFOLIO_MAX_BYTES },
      CAREER_BODY_MAX_BYTES,
    );
    expect(upload.form.get("name")).toBe("Ada");
    const [file] = upload.files("portfolio");
    expect(file.size).toBe(200_000);
    expect(file.name).toBe("cv.pdf");
    expect(fs.existsSync(file.path)).toBe(true);
    await upload.cleanup();
    expect(fs.existsSync(file.path)).toBe(false);
  });

  it("cuts off 50 MB against a 10 MB cap without holding it in memory, and leaves no partial file", async () => {
    const tmpDir = path.join(env().uploadsDir, ".tmp");
    const before = new Set(await fsp.readdir(tmpDir));
    const live = () => {
      global.gc?.();
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const baseline = live();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, live())), 2);
    const request = multipartRequest("portfolio", "big.pdf", 50 * 1024 * 1024);
    const error = await parseUpload(request, { portfolio: PORTFOLIO_MAX_BYTES }, CAREER_BODY_MAX_BYTES).catch(
      (e: unknown) => e,
    );
    clearInterval(sampler);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).code).toBe("too-large");
    // Reading stopped near the cap: the other 40 MB were never taken from the socket.
    expect(request.bytesPulled()).toBeLessThan(PORTFOLIO_MAX_BYTES + 1024 * 1024);
    // What the process held at its peak grew by less than the cap.
    expect(peak - baseline).toBeLessThan(PORTFOLIO_MAX_BYTES);
    const leftover = (await fsp.readdir(tmpDir)).filter((f) => !before.has(f));
    expect(leftover).toEqual([]);
  });

  it("refuses a file in a field that takes none", async () => {
    await expect(
      parseUpload(multipartRequest("avatar", "x.pdf", 10), { portfolio: 100 }, CAREER_BODY_MAX_BYTES),
    ).rejects.toMatchObject({
      code: "unexpected-file",
    });
  });
});
