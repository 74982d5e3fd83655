// The old site for the import's tests, made for real: a throwaway PostgreSQL cluster (Debian's
// postgresql, in a temporary folder, on a loopback port) loaded with the old backend's five tables,
// a local HTTP server answering its files at bucket-shaped paths, and the dashboard's exports of the
// same rows as CSV or JSON.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import sharp from "sharp";

import { freePort } from "./free-port";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root (CI), its programs run as the `postgres` user. */
function pgRun(program: string, args: string[]) {
  const bin = path.join(PG_BIN, program);
  const [cmd, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: "pipe" });
}

export interface OldDatabase {
  url: string;
  query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  stop: () => Promise<void>;
}

export async function startPostgres(): Promise<OldDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "old-site-pg-"));
  const data = path.join(dir, "data");
  if (isRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  pgRun("initdb", [
    "-D",
    data,
    "-A",
    "scram-sha-256",
    "-U",
    "postgres",
    "--pwfile",
    await pwFile(dir),
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  const port = await freePort();
  pgRun("pg_ctl", [
    "-D",
    data,
    "-w",
    "-l",
    path.join(dir, "log"),
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    "start",
  ]);
  const url = `postgresql://postgres:old-site-secret@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    url,
    query: (text, values) => client.query(text, values),
    stop: async () => {
      await client.end();
      pgRun("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function pwFile(dir: string): Promise<string> {
  const file = path.join(dir, "pw");
  await fsp.writeFile(file, "old-site-secret\n");
  if (isRoot) execFileSync("chown", ["postgres:postgres", file]);
  return file;
}

/** The old backend's tables, as its rows are read (SPEC's entities): arrays are text[]. */
export const OLD_SCHEMA = `
  CREATE TABLE career (id bigint PRIMARY KEY, career_header text, email text);
  CREATE TABLE contact (id bigint PRIMARY KEY, contact_header text, location text, telephone text, email text, description text);
  CREATE TABLE homepage (id bigint PRIMARY KEY, description text, carousel_images text[], carousel_logos text[],
    architectural_image text, interior_image text, product_image text);
  CREATE TABLE studio (id bigint PRIMARY KEY, detail text, image text);
  CREATE TABLE projects (id bigint PRIMARY KEY, name text, year integer, location text, area numeric, type text,
    photographer text, link text, description_part_1 text, description_part_2 text, description_part_3 text,
    image_header text, carousel_images text[], videos text[]);`;

export type OldRows = Record<"career" | "contact" | "homepage" | "studio" | "projects", Record<string, unknown>[]>;

/** The old site's rows, its files at `base` (the storage's public URL prefix). */
export function oldRows(base: string, projectCount = 3, imagesPerProject = 2): OldRows {
  const img = (p: string) => `${base}/images/${p}`;
  return {
    career: [{ id: 1, career_header: "Join the studio", email: "jobs@old.example" }],
    contact: [
      {
        id: 1,
        contact_header: "Talk to us",
        location: "Rua Velha 1, Porto",
        telephone: "+351 22 000 0000",
        email: "hello@old.example",
        description: "Write, call or visit.",
      },
    ],
    homepage: [
      {
        id: 1,
        description: "An old studio, moving house.",
        carousel_images: [img("image-carousel/one.jpg"), img("image-carousel/two.jpg")],
        carousel_logos: [img("logo-carousel/logo.png")],
        architectural_image: img("work-type/arch.jpg"),
        interior_image: img("work-type/interior.jpg"),
        product_image: img("work-type/product.jpg"),
      },
    ],
    studio: [{ id: 1, detail: "We draw houses by hand.", image: img("studio/1700000000000_studio.jpg") }],
    projects: Array.from({ length: projectCount }, (_, i) => ({
      id: (i + 1) * 10,
      name: `Old House ${i + 1}`,
      year: 2010 + i,
      location: "Porto",
      area: 120.5 + i,
      type: ["Architecture", "Interior", "Object"][i % 3],
      photographer: "A. Lens",
      link: `old-house-${i + 1}-0a1b2c3${i}`,
      description_part_1: `First part ${i + 1}.`,
      description_part_2: "Second part.",
      description_part_3: "Third part.",
      image_header: img(`projects/p${i + 1}-header.jpg`),
      carousel_images: Array.from({ length: imagesPerProject }, (_, j) => img(`projects/p${i + 1}-${j + 1}.jpg`)),
      videos: [],
    })),
  };
}

export async function loadPostgres(db: OldDatabase, rows: OldRows): Promise<void> {
  await db.query(`DROP TABLE IF EXISTS career, contact, homepage, studio, projects; ${OLD_SCHEMA}`);
  for (const [table, list] of Object.entries(rows)) {
    for (const row of list) {
      const keys = Object.keys(row);
      await db.query(
        `INSERT INTO ${table} (${keys.join(", ")}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(", ")})`,
        keys.map((k) => row[k]),
      );
    }
  }
}

/** An array cell as the dashboard's CSV export writes it: PostgreSQL's literal. */
const pgArray = (list: string[]) => `{${list.map((u) => `"${u.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
const csvCell = (value: unknown) => {
  const text = Array.isArray(value)
    ? pgArray(value as string[])
    : value === null || value === undefined
      ? ""
      : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export async function writeExports(dir: string, rows: OldRows, format: "csv" | "json"): Promise<void> {
  await fsp.mkdir(dir, { recursive: true });
  for (const [table, list] of Object.entries(rows)) {
    const file = path.join(dir, `${table}.${format}`);
    if (format === "json") await fsp.writeFile(file, JSON.stringify(list, null, 2));
    else {
      const keys = Object.keys(list[0]);
      const lines = [keys.join(","), ...list.map((r) => keys.map((k) => csvCell(r[k])).join(","))];
      await fsp.writeFile(file, lines.join("\n") + "\n");
    }
  }
}

/** A picture with detail, as a JPEG (or PNG for logos). */
export async function photo(width: number, height: number, format: "jpeg" | "png" = "jpeg"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#b7a58a"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#3d5a6c"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === "png"
    ? image.png().toBuffer()
    : image
        .jpeg({ quality: 85 })
        .withMetadata({ exif: { IFD0: { Make: "OldCam" } } })
        .toBuffer();
}

/** A real photograph padded to `bytes` with comment segments: a large camera file sharp still reads. */
export async function largePhoto(bytes: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#6b7d5c" } })
    .jpeg()
    .toBuffer();
  const segments: Buffer[] = [];
  let size = jpeg.length;
  while (size < bytes) {
    const length = Math.min(65_533, bytes - size);
    const header = Buffer.from([0xff, 0xfe, (length + 2) >> 8, (length + 2) & 0xff]);
    segments.push(header, Buffer.alloc(length, 0x20));
    size += length + 4;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** The old buckets' files on disk: every file the rows name, drawn at test time. */
export async function writeBuckets(dir: string, rows: OldRows, base: string): Promise<void> {
  const urls = [
    ...rows.homepage.flatMap((h) => [
      ...(h.carousel_images as string[]),
      ...(h.carousel_logos as string[]),
      h.architectural_image,
      h.interior_image,
      h.product_image,
    ]),
    ...rows.studio.map((s) => s.image),
    ...rows.projects.flatMap((p) => [p.image_header, ...(p.carousel_images as string[])]),
  ] as string[];
  const small = await photo(640, 480);
  const logo = await photo(200, 80, "png");
  for (const url of urls) {
    const file = path.join(dir, url.slice(base.length + 1));
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(file, url.endsWith(".png") ? logo : small);
  }
}

const SLOW_CHUNK = 8192;

export interface BucketServer {
  /** The storage's public URL prefix, as the old rows' URLs start. */
  base: string;
  requests: string[];
  close: () => Promise<void>;
}

/**
 * Serves `dir` at `/storage/v1/object/public/…`. A file under `slow/` comes SLOW_CHUNK bytes every
 * `slowMs` (a download that stalls, or one that takes its time); everything else is streamed from
 * disk, 404 when missing.
 */
export async function bucketServer(dir: string, { slowMs = 2000 } = {}): Promise<BucketServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    requests.push(pathname);
    const prefix = "/storage/v1/object/public/";
    const file = path.join(dir, pathname.slice(prefix.length));
    if (!pathname.startsWith(prefix) || !file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    if (pathname.includes("/slow/")) {
      res.writeHead(200, { "content-type": "image/jpeg" });
      const bytes = fs.readFileSync(file);
      let sent = 0;
      const timer = setInterval(() => {
        res.write(bytes.subarray(sent, (sent += SLOW_CHUNK)));
        if (sent >= bytes.length) res.end();
      }, slowMs);
      res.on("close", () => clearInterval(timer));
      return;
    }
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": fs.statSync(file).size });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/storage/v1/object/public`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
