// Conversions: a contact message or application counts the day it is received, unless the bot
// filters suspect it; one an admin lets out of the quarantine counts then.
import { beforeAll, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { releaseSpam, storeContactMessage } from "~/.server/submissions/store";

import { startAnalytics, stopAnalytics } from "./analytics";

beforeAll(async () => {
  await migrateToLatest(db);
});

const today = () =>
  db
    .selectFrom("analytics_days")
    .select(["views", "applications", "messages"])
    .where("day", "=", new Date().toISOString().slice(0, 10))
    .executeTakeFirst();

it("counts messages received, not suspected spam until it is released", async () => {
  await startAnalytics(true, { addressOf: () => "192.0.2.1" });
  const message = { name: "Ada", email: "ada@example.org", tel: "", message: "We would like a house." };
  await storeContactMessage(message);
  const spam = await storeContactMessage({ ...message, name: "Bot" }, "too-fast");
  stopAnalytics();
  expect(await today()).toEqual({ views: 0, applications: 0, messages: 1 });

  await startAnalytics(true, { addressOf: () => "192.0.2.1" });
  expect(await releaseSpam("contact", spam, "admin@example.org")).toBe(true);
  stopAnalytics();
  expect(await today()).toEqual({ views: 0, applications: 0, messages: 2 });
});
