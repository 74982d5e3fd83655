// A site's data (its SQLite file and uploads folder) as the backup tests handle it: a small site to back
// up, the operator's scripts run against it, and its whole state to compare before and after.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { expect } from "vitest";

import { addHomeImage, updatePageText } from "~/.server/content/pages/writes";
import { createProject } from "~/.server/content/projects/writes";
import { listContentFiles } from "~/.server/storage/uploads-audit";

import { uploadedPicture, uploadedVideo } from "./uploaded-files";

/** Adds a small site: a home slide, a client logo, the studio's text and a project with a header, a detail image and, if asked, a video. */
export async function addSmallSite({ video = false } = {}) {
  const carousel = await addHomeImage(
    "carousel",
    await uploadedPicture({ width: 1200, height: 800, format: "png" }),
    "Harbour at dusk",
  );
  await addHomeImage("logos", await uploadedPicture({ width: 300, height: 120, format: "png" }), "Client logo");
  await updatePageText("studio", "detail", "We draw houses, rooms and chairs.");
  const project = await createProject(
    {
      name: "Lake House",
      year: 2024,
      location: "Como",
      area: 240,
      type: "Architecture",
      photographer: "A. Lens",
      description_part_1: "One",
      description_part_2: "Two",
      description_part_3: "Three",
    },
    {
      header: { file: await uploadedPicture({ width: 1600, height: 900, format: "png" }), alt: "Lake House" },
      images: [{ file: await uploadedPicture({ width: 800, height: 600, format: "png" }), alt: "Deck" }],
      videos: video ? [await uploadedVideo()] : [],
    },
  );
  return { carousel, project };
}

/** One of the operator's scripts (`npm run backup` runs `scripts/backup.ts`), run as they run it, in this environment. */
export function runScript(
  name: string,
  args: string[],
  environment: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", `scripts/${name}.ts`, ...args],
      { env: environment },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr });
      },
    );
  });
}

/** Every table's rows and every content file's bytes, of a data folder. */
export async function siteState(database: string, uploads: string) {
  const handle = new SQLite(database, { readonly: true });
  const tables = handle
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  const rows = Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (handle.prepare(`SELECT * FROM "${name}"`).all() as object[]).map((r) => JSON.stringify(r)).sort(),
    ]),
  );
  handle.close();
  const files = new Map<string, Buffer>();
  for (const file of await listContentFiles(uploads)) files.set(file, fs.readFileSync(path.join(uploads, file)));
  return { rows, files };
}

export type SiteState = Awaited<ReturnType<typeof siteState>>;

/** The same content files, byte for byte. */
export function expectSameFiles(after: SiteState, before: SiteState) {
  expect([...after.files.keys()]).toEqual([...before.files.keys()]);
  for (const [file, bytes] of before.files) expect(after.files.get(file)!.equals(bytes), file).toBe(true);
}
