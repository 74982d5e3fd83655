// The bad-upload corpus (tests/corpus/bad-uploads.ts) sent over real HTTP through every upload
// route of the built server: each file is refused with the message a person is shown, and
// nothing is left behind (no file anywhere under uploads, .tmp empty, no new asset row).
// Needs `npm run build` first.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { JSON_ACCEPT } from "~/utils/admin-action";
import { FORM_TOKEN_FIELD } from "~/utils/constants";
import { FORM_TEXTS } from "~/utils/texts/admin/forms";
import { COMFORT_TEXTS, MEDIA_TEXTS } from "~/utils/texts/admin/media";

import { FORM_MIN_FILL_MS } from "../../app/.server/submissions/limits";
import { en } from "../../app/utils/texts/en";
import { type RealServer, startRealServer } from "../../scripts/lib/production-server";
import { type BadUpload, badUploads, LYING_MOV_NAME, type Refusal } from "../corpus/bad-uploads";

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart body written by hand, so file names go out byte for byte (FormData would escape some). */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----corpus${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      "filename" in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`, "utf8"));
    chunks.push("filename" in part ? part.bytes : Buffer.from(part.value, "utf8"));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Streams a multipart body without a Content-Length (chunked): the text fields, then `fileBytes`
 * bytes of one file in 1 MiB chunks. Node's http client is used because the server answers (and
 * closes) while the body is still streaming, and fetch reports that as a failed request; here
 * writing simply stops once the answer is in.
 */
function postStreamed(
  url: string,
  headers: Record<string, string>,
  texts: Record<string, string>,
  field: string,
  head: Buffer,
  fileBytes: number,
): Promise<{ status: number; json: { ok: boolean; errors: Record<string, string> }; sent: number }> {
  const boundary = "----oversize";
  const prefix = Object.entries(texts)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const chunk = Buffer.alloc(1024 * 1024);
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const request = http.request(url, {
      method: "POST",
      agent: false,
      headers: {
        ...headers,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Transfer-Encoding": "chunked",
      },
    });
    request.on("response", (response) => {
      answered = true;
      const body: Buffer[] = [];
      response.on("data", (c: Buffer) => body.push(c));
      response.on("end", () => {
        // The rest of the file is never sent: the connection is given up, as a browser does after a refusal.
        request.destroy();
        resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(body).toString()), sent });
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    request.write(
      `${prefix}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\n\r\n`,
    );
    request.write(head);
    const pump = () => {
      while (!answered && sent < fileBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

const PROJECT_FIELDS = {
  intent: "save",
  name: "Corpus project",
  year: "2024",
  location: "Bangkok",
  area: "120",
  type: "Interior",
  photographer: "Someone",
  description_part_1: "One",
  description_part_2: "Two",
  description_part_3: "Three",
  headerAlt: "",
};

interface Route {
  label: string;
  path: string;
  admin: boolean;
  /** The parts of a request carrying `file` (other files in it are valid). */
  parts(file: Part & { filename: string }): Part[];
  /** What a person is shown for each kind of refusal (null: this route has no refusal for it, see below). */
  expected: Record<Refusal, Record<string, string> | null>;
}

function file(upload: BadUpload, name: string): Part & { filename: string } {
  return { name, filename: upload.name, type: upload.type, bytes: upload.bytes };
}

let server: RealServer;
let cookie: string;
let token: string;
let validPng: Buffer;
let corpus: BadUpload[];
let sqlite: SQLite.Database;

beforeAll(async () => {
  corpus = await badUploads();
  const sharp = (await import("sharp")).default;
  validPng = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#456" } })
    .png()
    .toBuffer();
  server = await startRealServer({ SUBMISSION_RATE_MAX: "100000", UPLOADS_MIN_FREE_BYTES: "0" });
  cookie = await server.signIn();
  const page = await (await fetch(`${server.base}/career`)).text();
  token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(page)![1];
  await new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 100));
  sqlite = new SQLite(path.join(server.dataDir, "data.sqlite"), { readonly: true });
}, 120_000);

afterAll(async () => {
  sqlite?.close();
  await server?.stop();
});

const valid = (name: string, filename = "ok.png"): Part => ({ name, filename, type: "image/png", bytes: validPng });

const ROUTES = (): Route[] => [
  {
    label: "career application",
    path: "/career/apply",
    admin: false,
    parts: (f) => [
      { name: "name", value: "Corpus Visitor" },
      { name: "email", value: "visitor@corpus.test" },
      { name: "tellUs", value: "Kept on refusal" },
      { name: FORM_TOKEN_FIELD, value: token },
      { ...f, name: "portfolio" },
    ],
    expected: {
      type: { portfolio: en.formErrors.portfolioBadType },
      empty: { portfolio: en.formErrors.portfolioRequired },
      name: { portfolio: MEDIA_TEXTS.badFileName },
      "damaged-image": { portfolio: en.formErrors.portfolioBadType },
      "damaged-video": { portfolio: en.formErrors.portfolioBadType },
      undecodable: { portfolio: en.formErrors.portfolioBadType },
    },
  },
  {
    label: "home carousel image",
    path: "/admin/pages/home",
    admin: true,
    parts: (f) => [
      { name: "intent", value: "carousel-add" },
      { ...f, name: "image" },
    ],
    expected: {
      type: { image: MEDIA_TEXTS.invalidImage },
      empty: { image: MEDIA_TEXTS.selectImage },
      name: { form: MEDIA_TEXTS.badFileName },
      "damaged-image": { image: MEDIA_TEXTS.fileDamaged },
      "damaged-video": { image: MEDIA_TEXTS.invalidImage },
      undecodable: { image: MEDIA_TEXTS.invalidImage },
    },
  },
  {
    label: "home logo",
    path: "/admin/pages/home",
    admin: true,
    parts: (f) => [
      { name: "intent", value: "logo-add" },
      { ...f, name: "image" },
    ],
    expected: {
      type: { image: MEDIA_TEXTS.invalidImage },
      empty: { image: MEDIA_TEXTS.selectLogo },
      name: { form: MEDIA_TEXTS.badFileName },
      "damaged-image": { image: MEDIA_TEXTS.fileDamaged },
      "damaged-video": { image: MEDIA_TEXTS.invalidImage },
      undecodable: { image: MEDIA_TEXTS.invalidImage },
    },
  },
  {
    label: "studio image",
    path: "/admin/pages/studio",
    admin: true,
    parts: (f) => [
      { name: "intent", value: "image" },
      { ...f, name: "image" },
    ],
    expected: {
      type: { image: MEDIA_TEXTS.invalidImage },
      empty: { image: MEDIA_TEXTS.noFileForUpdate },
      name: { form: MEDIA_TEXTS.badFileName },
      "damaged-image": { image: MEDIA_TEXTS.fileDamaged },
      "damaged-video": { image: MEDIA_TEXTS.invalidImage },
      undecodable: { image: MEDIA_TEXTS.invalidImage },
    },
  },
  {
    label: "project header image",
    path: "/admin/projects",
    admin: true,
    parts: (f) => [
      ...Object.entries(PROJECT_FIELDS).map(([name, value]) => ({ name, value })),
      { ...f, name: "header" },
      valid("images"),
    ],
    expected: {
      type: { header: MEDIA_TEXTS.invalidImage },
      empty: { header: FORM_TEXTS.fieldRequired },
      name: { form: MEDIA_TEXTS.badFileName },
      "damaged-image": { header: MEDIA_TEXTS.fileDamaged },
      "damaged-video": { header: MEDIA_TEXTS.invalidImage },
      undecodable: { header: MEDIA_TEXTS.invalidImage },
    },
  },
  {
    label: "project detail image",
    path: "/admin/projects",
    admin: true,
    parts: (f) => [
      ...Object.entries(PROJECT_FIELDS).map(([name, value]) => ({ name, value })),
      valid("header"),
      { ...f, name: "images" },
    ],
    expected: {
      type: { images: MEDIA_TEXTS.invalidDetailImages },
      empty: { images: FORM_TEXTS.fieldRequired },
      name: { form: MEDIA_TEXTS.badFileName },
      "damaged-image": { images: MEDIA_TEXTS.fileDamaged },
      "damaged-video": { images: MEDIA_TEXTS.invalidDetailImages },
      undecodable: { images: MEDIA_TEXTS.invalidDetailImages },
    },
  },
  {
    label: "project video",
    path: "/admin/projects",
    admin: true,
    parts: (f) => [
      ...Object.entries(PROJECT_FIELDS).map(([name, value]) => ({ name, value })),
      valid("header"),
      valid("images"),
      { ...f, name: "videos" },
    ],
    // An empty video input is "no video chosen": the project would be saved, so there is no refusal to test.
    expected: {
      type: { videos: MEDIA_TEXTS.invalidVideos },
      empty: null,
      name: { form: MEDIA_TEXTS.badFileName },
      // Its type and boxes pass; ffmpeg finds no frame it can decode, and the admin is told which file.
      "damaged-image": { videos: MEDIA_TEXTS.invalidVideos },
      "damaged-video": { videos: MEDIA_TEXTS.fileDamaged },
      undecodable: { videos: MEDIA_TEXTS.videoUnreadable(LYING_MOV_NAME) },
    },
  },
  // A batch's files go one by one before the save (decision 035): each is refused on its own, by name.
  {
    label: "project batch image",
    path: "/admin/projects",
    admin: true,
    parts: (f) => [
      { name: "intent", value: "stage" },
      { ...f, name: "images" },
    ],
    expected: {
      type: { images: MEDIA_TEXTS.invalidImage },
      empty: { form: COMFORT_TEXTS.oneFilePerPost },
      name: { form: MEDIA_TEXTS.badFileName },
      "damaged-image": { images: MEDIA_TEXTS.fileDamaged },
      "damaged-video": { images: MEDIA_TEXTS.invalidImage },
      undecodable: { images: MEDIA_TEXTS.invalidImage },
    },
  },
  {
    label: "project batch video",
    path: "/admin/projects",
    admin: true,
    parts: (f) => [
      { name: "intent", value: "stage" },
      { ...f, name: "videos" },
    ],
    expected: {
      type: { videos: MEDIA_TEXTS.invalidVideo },
      empty: { form: COMFORT_TEXTS.oneFilePerPost },
      name: { form: MEDIA_TEXTS.badFileName },
      "damaged-image": { videos: MEDIA_TEXTS.invalidVideo },
      "damaged-video": { videos: MEDIA_TEXTS.fileDamaged },
      undecodable: { videos: MEDIA_TEXTS.videoUnreadable(LYING_MOV_NAME) },
    },
  },
];

/** Every file under the uploads folder, with its size. */
function filesOnDisk(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(server.uploadsDir, full));
    }
  };
  walk(server.uploadsDir);
  return out.sort();
}
const assetRows = () => (sqlite.prepare("SELECT count(*) AS n FROM assets").get() as { n: number }).n;
const tmpFiles = () => fs.readdirSync(path.join(server.uploadsDir, ".tmp"));

/** An admin page's action answers JSON when asked, as the upload sender asks. */
const headersOf = (route: Route) =>
  route.admin ? { ...server.headers(cookie), Accept: JSON_ACCEPT } : server.headers(undefined);

async function post(
  route: Route,
  body: BodyInit,
  contentType: string,
): Promise<{ status: number; json: { ok: boolean; errors: Record<string, string> } }> {
  const response = await fetch(`${server.base}${route.path}`, {
    method: "POST",
    headers: { ...headersOf(route), "Content-Type": contentType },
    body,
    duplex: "half",
  } as RequestInit);
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    throw new Error(`${response.status} answered with no JSON: ${text.slice(0, 200)}`);
  }
}

describe("the bad-upload corpus", () => {
  it("has at least 40 files", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  for (const route of ROUTES()) {
    it(`is refused by the ${route.label} route, file by file, with nothing left behind`, async () => {
      const disk = filesOnDisk();
      const rows = assetRows();
      for (const upload of corpus) {
        const expected = route.expected[upload.refusal];
        if (!expected) continue;
        const { body, contentType } = multipart(route.parts(file(upload, "file")));
        const { status, json } = await post(route, new Uint8Array(body), contentType).catch((error: Error) => {
          throw new Error(`${upload.label}: ${error.message}`);
        });
        expect(status, upload.label).toBeGreaterThanOrEqual(400);
        expect(status, upload.label).toBeLessThan(500);
        expect(json.ok, upload.label).toBe(false);
        expect(json.errors, upload.label).toMatchObject(expected);
        expect(tmpFiles(), upload.label).toEqual([]);
        expect(filesOnDisk(), upload.label).toEqual(disk);
        expect(assetRows(), upload.label).toBe(rows);
      }
    });
  }
});

describe("an oversize stream without Content-Length", () => {
  const png = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const cases = [
    {
      route: "career application",
      field: "portfolio",
      texts: () => ({ name: "Big", email: "big@corpus.test", [FORM_TOKEN_FIELD]: token }),
      megabytes: 11,
      expected: { portfolio: en.formErrors.portfolioTooLarge },
    },
    {
      route: "home carousel image",
      field: "image",
      texts: () => ({ intent: "carousel-add" }),
      megabytes: 41,
      expected: { form: MEDIA_TEXTS.uploadTooLarge },
    },
    {
      route: "studio image",
      field: "image",
      texts: () => ({ intent: "image" }),
      megabytes: 41,
      expected: { form: MEDIA_TEXTS.uploadTooLarge },
    },
  ];
  for (const c of cases) {
    it(`is cut off by the ${c.route} route with 413, keeping nothing`, async () => {
      const route = ROUTES().find((r) => r.label === c.route)!;
      const disk = filesOnDisk();
      const bytes = c.megabytes * 1024 * 1024;
      const { status, json } = await postStreamed(
        `${server.base}${route.path}`,
        headersOf(route),
        c.texts(),
        c.field,
        png(),
        bytes,
      );
      // The admin's JSON route answers every refused form with 400 (the server-level body caps answer 413).
      expect(status).toBe(route.admin ? 400 : 413);
      expect(json.errors).toMatchObject(c.expected);
      expect(tmpFiles()).toEqual([]);
      expect(filesOnDisk()).toEqual(disk);
    });
  }
});
