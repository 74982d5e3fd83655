// A one-time link lives in the outbox only until its mail is sent: the row, and every backup made
// after, keep the mail without the token.
import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { beforeAll, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { createBackup } from "~/.server/ops/backup";
import { ensureUploadDirs } from "~/.server/storage/folders";
import { ADMIN_ACCOUNT_TEXTS } from "~/utils/texts/admin/account";

import { mailInvite, mailPasswordReset } from "./admin-links";
import { createOutboxWorker } from "./outbox";
import type { OutgoingMail } from "./templates";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

/** Every text the database file holds, table by table, as one string. */
function everyText(file: string): string {
  const database = new SQLite(file, { readonly: true });
  try {
    const tables = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    return tables.map(({ name }) => JSON.stringify(database.prepare(`SELECT * FROM "${name}"`).all())).join("\n");
  } finally {
    database.close();
  }
}

it("keeps no token in the outbox row, nor in a backup, once the mail is sent", async () => {
  const owner = await db
    .insertInto("users")
    .values({ email: "owner@studio.test", password_hash: "x" })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  await mailInvite("new@studio.test", owner);
  await mailPasswordReset(owner);

  const sent: OutgoingMail[] = [];
  const tokenIn = (text: string) => /\/admin\/(?:invite|reset)\/([\w-]{43})/.exec(text)?.[1];
  const worker = createOutboxWorker(async (mail) => {
    sent.push(mail);
    // While the mail is on its way, the row still holds the link: a failed send can be retried.
    expect(everyText(env().databasePath)).toContain(tokenIn(mail.text)!);
    return { ok: true, providerId: `p-${sent.length}` };
  });
  worker.wake();
  await worker.idle();
  await worker.stop();

  const tokens = sent.map((mail) => tokenIn(mail.text));
  expect(tokens).toHaveLength(2);
  expect(tokens.every(Boolean)).toBe(true);
  const rows = await db.selectFrom("mail_outbox").select(["status", "text", "text_after_send"]).execute();
  expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
  for (const row of rows) {
    expect(row.text).toContain(ADMIN_ACCOUNT_TEXTS.linkRemovedOnceSent);
    expect(row.text_after_send).toBeNull();
  }
  const live = everyText(env().databasePath);
  const backup = await createBackup({
    databasePath: env().databasePath,
    uploadsDir: env().uploadsDir,
    into: path.join(path.dirname(env().databasePath), "backups"),
  });
  const copy = everyText(path.join(backup, "data.sqlite"));
  for (const token of tokens) {
    expect(live).not.toContain(token);
    expect(copy).not.toContain(token);
  }
  expect(fs.existsSync(path.join(backup, "data.sqlite"))).toBe(true);
});
