// A share link's feedback at the model: one link's rows never show on another's, favourites toggle, an
// approval is kept once, and the studio's digest goes out at most once an hour per link (the clock is passed in).
import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";

import { addComment, answerComment, approve, linkFeedback, toggleFavourite } from "./feedback";
import { DIGEST_EVERY_MS, mailDigestIfDue, mailDueDigests } from "./feedback-mail";
import { createSelection } from "./selections";
import { createShareLink } from "./share-links";

beforeAll(async () => {
  await migrateToLatest(db);
});

const SELECTION = { projectId: null, assetId: null };

async function twoLinks(title = `Feedback ${Math.random()}`) {
  const selectionId = await createSelection({ title, note: "", projectIds: [] });
  const a = await createShareLink({ selectionId, recipientName: "Ana", recipientEmail: null });
  const b = await createShareLink({ selectionId, recipientName: "Bruno", recipientEmail: null });
  return { selectionId, a: a.id, b: b.id };
}

const digestsTo = async (name: string) =>
  db
    .selectFrom("mail_outbox")
    .select(["subject", "text"])
    .where("subject", "like", `${name} on “Digest%`)
    .orderBy("id")
    .execute();

describe("share link feedback", () => {
  it("stays with its link; a favourite toggles, an approval is one row whose note is replaced", async () => {
    const { a, b } = await twoLinks();
    expect(await toggleFavourite(a, SELECTION)).toBe(true);
    await approve(a, SELECTION, "First note");
    await approve(a, SELECTION, "Second note");
    await addComment(a, SELECTION, "A question");
    expect(await linkFeedback(b)).toEqual([]);
    const rows = await linkFeedback(a);
    expect(rows.map((r) => [r.kind, r.body])).toEqual([
      ["favourite", ""],
      ["approval", "Second note"],
      ["comment", "A question"],
    ]);
    expect(await toggleFavourite(a, SELECTION)).toBe(false);
    expect((await linkFeedback(a)).map((r) => r.kind)).toEqual(["approval", "comment"]);
  });

  it("answers a comment only through the selection it was made on", async () => {
    const { selectionId, a } = await twoLinks();
    const other = await twoLinks();
    const comment = await addComment(a, SELECTION, "Is the stone local?");
    expect(await answerComment(other.selectionId, comment, "Yes", "studio@example.com")).toBeNull();
    expect((await answerComment(selectionId, comment, "Yes", "studio@example.com"))?.recipientName).toBe("Ana");
    expect((await linkFeedback(a))[0].answer).toBe("Yes");
  });

  it("mails the studio a digest at most once an hour per link, with what came since the last", async () => {
    const { a, b } = await twoLinks("Digest");
    const t0 = Date.parse("2030-01-01T10:00:00Z");
    await addComment(a, SELECTION, "First", t0);
    expect(await mailDigestIfDue(a, t0)).toBe(true);
    // Ten minutes later: the comment waits; another link has its own hour.
    await addComment(a, SELECTION, "Second", t0 + 10 * 60_000);
    await approve(a, SELECTION, "", t0 + 11 * 60_000);
    expect(await mailDigestIfDue(a, t0 + 11 * 60_000)).toBe(false);
    await addComment(b, SELECTION, "Bruno's", t0 + 12 * 60_000);
    expect(await mailDigestIfDue(b, t0 + 12 * 60_000)).toBe(true);
    await mailDueDigests(t0 + DIGEST_EVERY_MS - 1);
    expect(await digestsTo("Ana")).toHaveLength(1);
    // The hour is over: the periodic look sends what waited, once.
    await mailDueDigests(t0 + DIGEST_EVERY_MS);
    await mailDueDigests(t0 + 3 * DIGEST_EVERY_MS);
    const mails = await digestsTo("Ana");
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain("First");
    expect(mails[1].text).toContain("Second");
    expect(mails[1].text).not.toContain("First");
    expect(mails[1].text).toContain("Approved the selection.");
    expect(mails.map((m) => m.text).join()).not.toContain("Bruno's");
  });
});
