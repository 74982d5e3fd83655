// What a crash leaves is put aside at start, and the data lock keeps a second process out
// until its holder dies, even by kill -9.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { expect, it } from "vitest";

import { env } from "~/.server/env";
import { DataInUseError, dataLockPath, takeDataLock } from "~/.server/ops/data-lock";

import { insertAssetRow } from "../../../tests/setup/asset-rows";
import { ORPHAN_KEEP_MS } from "./uploads-audit";
import { auditUploads, quarantineOrphans, unusedAssetIds } from "./uploads-audit";

const { uploadsDir, databasePath } = env();
const put = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(uploadsDir, file)), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, file), file);
};

it("moves files that no asset names out of the served folders, keeps named ones, and deletes old quarantined files", async () => {
  const image = {
    path: "images/projects/aaaa-111111",
    kind: "image" as const,
    mime: "image/jpeg",
    variants: JSON.stringify([{ width: 480, height: 320, format: "webp", bytes: 1 }]),
  };
  const video = { path: "videos/bbbb-222222.mp4", kind: "video" as const, mime: "video/mp4", variants: "[]" };
  const named = [".masters/aaaa-111111.jpg", "images/projects/aaaa-111111-480.webp", "videos/bbbb-222222.mp4"];
  // A half-written AVIF of a named image, a killed upload's variants and master, a deleted row's file.
  const orphans = [
    "images/projects/aaaa-111111-480.avif",
    "images/studio/cccc-333333-480.webp",
    ".masters/cccc-333333.png",
    "files/portfolio/dddd-444444.pdf",
  ];
  for (const file of [...named, ...orphans]) put(file);
  const old = path.join(uploadsDir, ".orphans", String(Date.now() - ORPHAN_KEEP_MS - 1000), "images", "old.webp");
  fs.mkdirSync(path.dirname(old), { recursive: true });
  fs.writeFileSync(old, "old");

  expect(await auditUploads(uploadsDir, [image, video])).toEqual({ orphans: [...orphans].sort(), missing: [] });
  const now = Date.now();
  expect(await quarantineOrphans(uploadsDir, [image, video], now)).toBe(4);

  expect(await auditUploads(uploadsDir, [image, video])).toEqual({ orphans: [], missing: [] });
  for (const file of named) expect(fs.existsSync(path.join(uploadsDir, file))).toBe(true);
  for (const file of orphans)
    expect(fs.readFileSync(path.join(uploadsDir, ".orphans", String(now), file), "utf8")).toBe(file);
  expect(fs.existsSync(old)).toBe(false);
  // A row whose file is gone is reported, not hidden.
  fs.rmSync(path.join(uploadsDir, "videos/bbbb-222222.mp4"));
  expect((await auditUploads(uploadsDir, [image, video])).missing).toEqual(["videos/bbbb-222222.mp4"]);
});

it("the data lock is refused while another process holds it, and free once that process is killed with SIGKILL", async () => {
  const holder = spawn(
    process.execPath,
    [
      "-e",
      `const S = require("better-sqlite3"); const l = new S(${JSON.stringify(dataLockPath(databasePath))}); l.exec("BEGIN EXCLUSIVE"); console.log("held"); setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => holder.stdout!.once("data", () => resolve()));
  expect(() => takeDataLock(databasePath)).toThrow(DataInUseError);
  holder.kill("SIGKILL");
  await new Promise((resolve) => holder.once("exit", resolve));
  const release = takeDataLock(databasePath);
  release();
});

it("finds the images and videos that nothing uses, through the schema's foreign keys", async () => {
  const { db, migrateToLatest, sqlite } = await import("~/.server/db/db");
  await migrateToLatest(db);
  const asset = (kind: "image" | "video" | "portfolio") => insertAssetRow(db, { kind, mime: "image/png" });
  const [studio, carousel, unusedImage, unusedVideo, unusedPortfolio] = [
    await asset("image"),
    await asset("image"),
    await asset("image"),
    await asset("video"),
    await asset("portfolio"),
  ];
  await db.updateTable("studio").set({ image: studio }).where("id", "=", 1).execute();
  await db.insertInto("homepage_carousel_images").values({ asset_id: carousel, position: 0 }).execute();
  expect(unusedAssetIds(sqlite, ["image", "video"]).sort()).toEqual([unusedImage, unusedVideo].sort());
  expect(unusedAssetIds(sqlite, ["portfolio"])).toEqual([unusedPortfolio]);
});
