// Selections and share links made in the worker's database, as the admin's forms would make them.
import crypto from "node:crypto";

import { withWorkerDatabase, type WorkerServer } from "./fixtures";

/** A selection of these projects, in this order: its id. */
export function seedSelection(server: WorkerServer, title: string, projectIds: number[]): number {
  return withWorkerDatabase(server, (db) => {
    const id = Number(db.prepare("INSERT INTO selections (title) VALUES (?)").run(title).lastInsertRowid);
    const add = db.prepare("INSERT INTO selection_projects (selection_id, project_id, position) VALUES (?, ?, ?)");
    projectIds.forEach((projectId, i) => add.run(id, projectId, i + 1));
    return id;
  });
}

export interface SeededLink {
  recipient: string;
  lang?: string;
  email?: string;
  /** Opening it asks for a code mailed to `email`. */
  verify?: boolean;
  /** Downloads: the long edge offered (null: none), the originals, the watermark. */
  downloads?: { edge: number | null; original: boolean; watermark: boolean };
}

/** A live link (for a day) to a selection: its token and its id. */
export function seedShareLink(server: WorkerServer, selectionId: number, link: SeededLink) {
  const token = crypto.randomBytes(32).toString("base64url");
  const id = withWorkerDatabase(server, (db) =>
    Number(
      db
        .prepare(
          `INSERT INTO share_links (selection_id, token_hash, recipient_name, recipient_email, expires_at, lang,
           verify_recipient, download_edge, download_original, download_watermark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          selectionId,
          crypto.createHash("sha256").update(token).digest("hex"),
          link.recipient,
          link.email ?? null,
          new Date(Date.now() + 86_400_000).toISOString(),
          link.lang ?? "en",
          link.verify ? 1 : 0,
          link.downloads?.edge ?? null,
          link.downloads?.original ? 1 : 0,
          link.downloads?.watermark ? 1 : 0,
        ).lastInsertRowid,
    ),
  );
  return { token, id };
}
