// The structure walks of PNG and ISO-BMFF files read in large blocks, and refuse a file made of
// hundreds of thousands of empty records (a 10 MB PNG of 833,325 empty chunks once took 77 s of checks).
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { afterAll, afterEach, expect, it, vi } from "vitest";

import { inspect } from "./inspect";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inspect-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data = Buffer.alloc(0)): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A 64 × 64 grey PNG whose compressed pixels are cut into `idatChunks` chunks, after `empty` empty text chunks. */
function png(idatChunks: number, empty = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(64, 4);
  header[8] = 8; // bit depth; colour type 0: grey
  const rows = Buffer.alloc(64 * 65, 0x80);
  for (let y = 0; y < 64; y++) rows[y * 65] = 0; // each row's filter byte: none
  const pixels = zlib.deflateSync(rows, { level: 0 });
  const size = Math.ceil(pixels.length / idatChunks);
  const idat = Array.from({ length: idatChunks }, (_, i) => chunk("IDAT", pixels.subarray(i * size, (i + 1) * size)));
  const padding = chunk("teXt");
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    ...Array.from({ length: empty }, () => padding),
    ...idat.filter((c) => c.readUInt32BE(0) > 0),
    chunk("IEND"),
  ]);
}

async function written(name: string, bytes: Buffer) {
  const file = path.join(dir, name);
  await fsp.writeFile(file, bytes);
  return { path: file, name };
}

it("refuses a 10 MB PNG of 833,325 empty chunks", async () => {
  const file = await written("empty-chunks.png", png(1, 833_325));
  expect(fs.statSync(file.path).size).toBeGreaterThan(9_900_000);
  await expect(inspect(file, ["image/png"])).rejects.toMatchObject({ code: "damaged" });
});

it("accepts a PNG whose pixels come in thousands of small chunks, reading it in a few blocks", async () => {
  const file = await written("many-idat.png", png(3_000, 20));
  const handle = await fsp.open(file.path, "r");
  const read = vi.spyOn(Object.getPrototypeOf(handle) as { read: typeof handle.read }, "read");
  await handle.close();
  expect(await inspect(file, ["image/png"])).toMatchObject({ mime: "image/png" });
  expect(read.mock.calls.length).toBeLessThan(10);
});

function box(type: string, data = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + data.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, data]);
}
const ftyp = box("ftyp", Buffer.from("isom\0\0\0\0isomiso2mp41", "latin1"));

it("refuses a video of more top-level boxes than any movie has, and reads a good one's boxes in blocks", async () => {
  const many = Buffer.concat([ftyp, ...Array.from({ length: 30_000 }, () => box("free")), box("moov"), box("mdat")]);
  await expect(inspect(await written("boxes.mp4", many), ["video/mp4"])).rejects.toMatchObject({ code: "damaged" });

  const fragmented = Buffer.concat([
    ftyp,
    box("moov"),
    ...Array.from({ length: 2_000 }, () => [box("moof"), box("mdat", Buffer.alloc(16))]).flat(),
  ]);
  const file = await written("fragmented.mp4", fragmented);
  const handle = await fsp.open(file.path, "r");
  const read = vi.spyOn(Object.getPrototypeOf(handle) as { read: typeof handle.read }, "read");
  await handle.close();
  expect(await inspect(file, ["video/mp4"])).toMatchObject({ mime: "video/mp4" });
  expect(read.mock.calls.length).toBeLessThan(10);
});
