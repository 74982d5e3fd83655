// A share link's downloaded image: at the link's size on its long edge, never enlarged, the studio's name in the
// bottom-right corner (the corner's pixels differ from the same image made without it; the opposite corner does
// not), no EXIF or GPS carried over from the upload, and a name with markup characters drawn, not parsed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { downloadImage, fittedSize } from "./download-image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "download-image-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A 4000 × 3000 photograph-like JPEG (a mid-grey gradient) with a camera's EXIF and a GPS position. */
async function photo(width = 4000, height = 3000): Promise<string> {
  const file = path.join(dir, `photo-${width}x${height}.jpg`);
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#606060"/><stop offset="1" stop-color="#a0a0a0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(gradient))
    .jpeg()
    .withExif({
      IFD0: { Make: "Camera", Model: "Secret 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 9/1 0/1" },
    })
    .toFile(file);
  return file;
}

/** The raw RGB pixels of a corner of a JPEG: a strip as wide as a studio's name and a line high. */
async function corner(jpeg: Buffer, where: "bottom-right" | "top-left"): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const [w, h] = [Math.min(width, 700), 100];
  const left = where === "top-left" ? 0 : width - w;
  const top = where === "top-left" ? 0 : height - h;
  return sharp(jpeg).extract({ left, top, width: w, height: h }).removeAlpha().raw().toBuffer();
}

/** How many of two equally sized RGB buffers' pixels differ clearly (by more than 40 in a channel). */
function changedPixels(a: Buffer, b: Buffer): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 3) if ([0, 1, 2].some((c) => Math.abs(a[i + c] - b[i + c]) > 40)) changed += 1;
  return changed;
}

const make = async (source: string, edge: number | null, watermark: string | null) =>
  (await downloadImage(source, { edge, watermark })).toBuffer();

describe("a downloaded image", () => {
  it("has the link's size on its long edge, the watermark in its corner and no metadata", async () => {
    const source = await photo();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const marked = await make(source, 1600, "Paper Plane Project Studio");
    const plain = await make(source, 1600, null);

    const meta = await sharp(marked).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1600, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    // The letters: a few thousand pixels of the corner's 70,000; elsewhere the two are the same image.
    expect(changedPixels(await corner(marked, "bottom-right"), await corner(plain, "bottom-right"))).toBeGreaterThan(
      2000,
    );
    expect(changedPixels(await corner(marked, "top-left"), await corner(plain, "top-left"))).toBe(0);
  });

  it("is never enlarged, and keeps its full size when the original is asked", async () => {
    const small = await photo(1000, 750);
    expect(await sharp(await make(small, 3200, null)).metadata()).toMatchObject({ width: 1000, height: 750 });
    const full = await make(await photo(), null, "Studio");
    expect(await sharp(full).metadata()).toMatchObject({ width: 4000, height: 3000 });
    expect(fittedSize(3000, 4000, 2400)).toEqual({ width: 1800, height: 2400 });
  });

  it("draws a studio name with markup characters as text", async () => {
    const source = await photo(1200, 800);
    const odd = await make(source, 1600, `Ana & <Rui> "Studio" </text><rect width="99999"/>`);
    const plain = await make(source, 1600, null);
    expect(changedPixels(await corner(odd, "bottom-right"), await corner(plain, "bottom-right"))).toBeGreaterThan(2000);
    expect(changedPixels(await corner(odd, "top-left"), await corner(plain, "top-left"))).toBe(0);
  });
});
