// A project written straight into the worker's database, with translations, for tests that need one
// with given texts and no upload: it borrows seeded projects' header pictures (shared, never deleted with it).
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
    // Two headers no detail list holds (a detail image belongs to one project only).
    const [header, detail] = (
      db
        .prepare(
          `SELECT image_header AS id FROM projects WHERE image_header NOT IN (SELECT asset_id FROM project_carousel_images)
          ORDER BY id LIMIT 2`,
        )
        .all() as { id: number }[]
    ).map((row) => row.id);
    const link = `seeded-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const id = db.transaction(() => {
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
