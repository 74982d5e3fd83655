// A project written straight into the worker's database, with translations, for tests that need one
// with given texts and no upload: its main picture is borrowed from a demo project (shared, never deleted with
// it), its one detail picture a copy of that picture's files under a new name (a detail belongs to one project).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

import type { WorkerServer } from "./fixtures";

export interface SeededProject {
  id: number;
  link: string;
  remove: () => void;
}

/** Portuguese for every text a seeded project has: with these it passes the checks before going live. */
export const portugueseTexts = (name: string) => ({
  name: `${name} PT`,
  location: "Porto",
  description_part_1: "Uma casa.",
  description_part_2: "Segunda parte.",
  description_part_3: "Terceira parte.",
});

export function seedProject(
  server: WorkerServer,
  texts: { name: string; description: string; status?: "published" | "draft"; location?: string },
  translations: Record<string, Record<string, string>> = {},
): SeededProject {
  const db = new Database(server.databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    const header = (db.prepare("SELECT image_header AS id FROM projects ORDER BY id LIMIT 1").get() as { id: number })
      .id;
    const link = `seeded-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const id = db.transaction(() => {
      const detail = copyOfPicture(db, server.uploadsDir, header);
      const id = Number(
        db
          .prepare(
            `INSERT INTO projects (name, year, location, area, type, photographer, link, description_part_1, description_part_2,
            description_part_3, image_header, status) VALUES (?, 2025, ?, 90, 'Object', 'Rui Sá', ?, ?, 'Second part.', 'Third part.', ?, ?)`,
          )
          .run(texts.name, texts.location ?? "Porto", link, texts.description, header, texts.status ?? "published")
          .lastInsertRowid,
      );
      db.prepare("INSERT INTO project_carousel_images (project_id, asset_id, position) VALUES (?, ?, 0)").run(
        id,
        detail,
      );
      for (const [lang, fields] of Object.entries(translations)) {
        for (const [field, value] of Object.entries(fields)) {
          db.prepare(
            "INSERT INTO translations (subject, subject_id, lang, field, value) VALUES ('project', ?, ?, ?, ?)",
          ).run(id, lang, field, value);
        }
      }
      return id;
    })();
    return {
      id,
      link,
      remove: () => {
        const again = new Database(server.databasePath);
        try {
          again.pragma("busy_timeout = 5000");
          again.prepare("DELETE FROM projects WHERE id = ?").run(id);
        } finally {
          again.close();
        }
      },
    };
  } finally {
    db.close();
  }
}

/** A new image asset showing the same picture as `assetId`: its row, its files hard-linked under a new name, its alt texts. */
function copyOfPicture(db: Database.Database, uploadsDir: string, assetId: number): number {
  const {
    id: _id,
    created_at: _created,
    ...columns
  } = db.prepare("SELECT * FROM assets WHERE id = ?").get(assetId) as Record<string, unknown> & {
    path: string;
    variants: string;
  };
  const copy = `${columns.path}-${crypto.randomBytes(4).toString("hex")}`;
  for (const v of JSON.parse(columns.variants) as { width: number; format: string }[]) {
    const file = (stem: string) => path.join(uploadsDir, `${stem}-${v.width}.${v.format}`);
    fs.linkSync(file(columns.path), file(copy));
  }
  columns.path = copy;
  const names = Object.keys(columns);
  const id = Number(
    db.prepare(`INSERT INTO assets (${names.join(", ")}) VALUES (${names.map((n) => `@${n}`).join(", ")})`).run(columns)
      .lastInsertRowid,
  );
  // Its alt text in the other languages too, so the project passes the checks before going live as the original does.
  db.prepare(
    `INSERT INTO translations (subject, subject_id, lang, field, value, source_hash)
     SELECT subject, ?, lang, field, value, source_hash FROM translations WHERE subject = 'asset' AND subject_id = ?`,
  ).run(id, assetId);
  return id;
}
