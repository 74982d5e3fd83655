// The backup drill: a seeded site (real SQLite file, real uploads folder, the app's own model
// functions) is backed up with `npm run backup`'s script while its database is open, changed
// and partly deleted, then put back with `npm run restore`'s script: every row and every file
// comes back byte for byte.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { beforeAll, expect, it } from "vitest";

import { addHomeImage, removeHomeImage, replaceStudioImage, updatePageText } from "~/.server/content/pages/writes";
import { deleteProject } from "~/.server/content/projects/writes";
import { closeDatabase, db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle } from "~/.server/images/avif-queue";
import { transcodesIdle } from "~/.server/images/transcode-queue";
import type { AssetFileFields } from "~/.server/storage/asset-files";
import { ensureUploadDirs } from "~/.server/storage/folders";
import { auditUploads } from "~/.server/storage/uploads-audit";

import { addSmallSite, expectSameFiles, runScript, siteState } from "../../../tests/setup/data-folder";
import { uploadedPicture } from "../../../tests/setup/uploaded-files";
import { createBackup } from "./backup";
import { readManifest } from "./backup-folder";
import { takeDataLock } from "./data-lock";

const { databasePath, uploadsDir } = env();
const work = path.join(path.dirname(databasePath), "drill");

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
  fs.mkdirSync(work, { recursive: true });
});

const picture = (width: number, height: number) => uploadedPicture({ width, height, format: "png" });
/** `npm run backup` / `npm run restore` as the operator runs them, against this file's data. */
const script = (name: "backup" | "restore", arg: string) => runScript(name, [arg]);
const liveState = () => siteState(databasePath, uploadsDir);

// Three runs of the operator's scripts (each starts its own tsx) after a video's transcode: a minute and more
// on a busy machine, where the default 30 s once ran out.
it(
  "restores a backed-up site byte for byte after its content was changed and deleted, and refuses while the server runs",
  { timeout: 120_000 },
  async () => {
    // A small site: carousel, logo, studio image and text, a project with images and a video.
    const { carousel, project } = await addSmallSite({ video: true });
    await addHomeImage("carousel", await picture(900, 600), "Stair hall");
    await replaceStudioImage(await picture(1000, 700), "The studio");
    await avifIdle();
    await transcodesIdle();

    // Backed up while the site's database is open, as on a running server.
    const backup = await script("backup", path.join(work, "backups"));
    expect(backup.code, backup.out).toBe(0);
    const backupDir = /Backup written to (.+)/.exec(backup.out)![1].trim();
    const before = await liveState();
    expect(before.files.size).toBeGreaterThan(10);

    // Private: the folder 0700, every file 0600.
    const walk = (p: string): void => {
      const stat = fs.statSync(p);
      expect(stat.mode & 0o777, p).toBe(stat.isDirectory() ? 0o700 : 0o600);
      if (stat.isDirectory()) for (const child of fs.readdirSync(p)) walk(path.join(p, child));
    };
    walk(backupDir);
    // The backup agrees with itself: its rows name exactly its files, all listed in the manifest.
    const backupDb = new SQLite(path.join(backupDir, "data.sqlite"), { readonly: true });
    const backupRows = backupDb.prepare("SELECT path, kind, mime, variants FROM assets").all() as AssetFileFields[];
    backupDb.close();
    expect(await auditUploads(path.join(backupDir, "uploads"), backupRows)).toEqual({ orphans: [], missing: [] });
    expect((await readManifest(backupDir)).files.map((f) => f.path)).toEqual([...before.files.keys()]);

    // The site changes: a project deleted (its files go), a carousel image removed, the studio's text and image replaced, an image added.
    expect(await deleteProject(project.id)).toBe(true);
    expect(await removeHomeImage("carousel", carousel.id)).toBe(true);
    await updatePageText("studio", "detail", "Changed after the backup.");
    await replaceStudioImage(await picture(700, 500), "A new studio photo");
    await addHomeImage("carousel", await picture(640, 480), "Added after the backup");
    await avifIdle();
    const changed = await liveState();
    expect(changed.rows).not.toEqual(before.rows);
    const vanished = [...before.files.keys()].filter((f) => !changed.files.has(f));
    expect(vanished.length).toBeGreaterThan(5);

    // While the server holds the data, restore refuses and changes nothing.
    const release = takeDataLock(databasePath);
    const refused = await script("restore", backupDir);
    release();
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("in use");
    expect((await liveState()).rows).toEqual(changed.rows);

    // The server stops; the restore puts everything back.
    await closeDatabase();
    const restored = await script("restore", backupDir);
    expect(restored.code, restored.out).toBe(0);
    const after = await liveState();
    expect(after.rows).toEqual(before.rows);
    expectSameFiles(after, before);

    // The replaced data was kept aside, not deleted.
    const kept = fs
      .readdirSync(path.dirname(uploadsDir))
      .filter((name) => name.startsWith(`${path.basename(uploadsDir)}.before-restore-`));
    expect(kept).toHaveLength(1);
    expect(
      fs
        .readdirSync(path.dirname(databasePath))
        .some((name) => name.startsWith(`${path.basename(databasePath)}.before-restore-`)),
    ).toBe(true);
  },
);

it("a backup whose bytes were changed is refused, and the live data stays", async () => {
  const backupDir = fs.readdirSync(path.join(work, "backups")).map((name) => path.join(work, "backups", name))[0];
  const manifest = await readManifest(backupDir);
  const victim = path.join(backupDir, "uploads", manifest.files[0].path);
  fs.chmodSync(victim, 0o600);
  const bytes = fs.readFileSync(victim);
  bytes[bytes.length - 1] ^= 0xff;
  fs.writeFileSync(victim, bytes);
  const liveBefore = fs.readFileSync(databasePath);
  const result = await script("restore", backupDir);
  expect(result.code).toBe(1);
  expect(result.out).toContain("does not match its manifest");
  expect(fs.readFileSync(databasePath).equals(liveBefore)).toBe(true);
  // Nothing staged was left beside the live data.
  expect(fs.readdirSync(path.dirname(uploadsDir)).filter((name) => name.includes(".restore-"))).toEqual([]);
});

it("a backup whose file leads outside it (a planted link) is refused, whatever its manifest says", async () => {
  const backupDir = fs.readdirSync(path.join(work, "backups")).map((name) => path.join(work, "backups", name))[0];
  const manifestFile = path.join(backupDir, "manifest.json");
  const manifest = await readManifest(backupDir);
  const secret = path.join(work, "secret.txt");
  fs.writeFileSync(secret, "not the studio's to restore");
  // The first file the restore reads (the test above damaged its bytes).
  const victim = path.join(backupDir, "uploads", manifest.files[0].path);
  fs.rmSync(victim);
  fs.symlinkSync(secret, victim);
  const bytes = fs.readFileSync(secret);
  manifest.files[0] = {
    ...manifest.files[0],
    bytes: bytes.length,
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
  };
  fs.chmodSync(manifestFile, 0o600);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const result = await script("restore", backupDir);
  expect(result.code).toBe(1);
  expect(result.out).toContain("leads outside the backup");
});

it("an off-site run's staging links the uploads instead of copying them, with the same manifest", async () => {
  const into = path.join(work, "staging");
  const linked = await createBackup({ databasePath, uploadsDir, into, linkUploads: true });
  const manifest = await readManifest(linked);
  expect(manifest.files.length).toBeGreaterThan(10);
  // The same files on disk: staging a site for restic takes no second copy of its pictures.
  const inode = (file: string) => fs.statSync(file).ino;
  for (const file of manifest.files)
    expect(inode(path.join(linked, "uploads", file.path))).toBe(inode(path.join(uploadsDir, file.path)));
  const copied = await createBackup({ databasePath, uploadsDir, into });
  expect((await readManifest(copied)).files).toEqual(manifest.files);
  expect(inode(path.join(copied, "uploads", manifest.files[0].path))).not.toBe(
    inode(path.join(uploadsDir, manifest.files[0].path)),
  );
});

it("a site whose database names a missing file gets no backup, and says which file", async () => {
  const database = new SQLite(databasePath, { readonly: true });
  const video = database.prepare("SELECT path FROM assets WHERE kind = 'video'").get() as { path: string };
  database.close();
  fs.rmSync(path.join(uploadsDir, video.path));
  const into = path.join(work, "refused");
  const result = await script("backup", into);
  expect(result.code).toBe(1);
  expect(result.out).toContain(video.path);
  // Nothing half-written is left behind.
  expect(fs.readdirSync(into)).toEqual([]);
});
