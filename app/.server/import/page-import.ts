// A single-row page of the old site (career, contact, homepage, studio) into ours: its texts, and for
// the home and the studio their images and ordered lists, in one revision.
import { revise, type Subject } from "~/.server/content/history/revisions";
import { homeList } from "~/.server/content/media-lists";
import { db } from "~/.server/db/db";
import { FOLDERS } from "~/.server/storage/folders";

import { fingerprint, type OldRow, type OldTable } from "./old-rows";
import type { RowOutcome } from "./report";
import {
  afterCommit,
  bringAll,
  decide,
  type FOLDER,
  IMPORT_AUTHOR,
  ledgerOf,
  newestRevision,
  replaceList,
  type WriteContext,
  writeLedger,
} from "./writes";

const PAGE_SUBJECT = { career: "career", contact: "contact", homepage: "home", studio: "studio" } as const;
type PageTable = keyof typeof PAGE_SUBJECT;

/** A single-row page: its texts, and for the home and the studio their images and ordered lists. */
export async function importPage<T extends PageTable>(
  table: T,
  row: OldRow<T>,
  ctx: WriteContext,
): Promise<RowOutcome> {
  const subject: Subject = { kind: PAGE_SUBJECT[table], id: 1 };
  const fp = fingerprint(row);
  const decision = await decide(table, row.id, fp, () => subject);
  if ("outcome" in decision) {
    if (decision.outcome === "kept")
      ctx.problem({
        problem: "changed on this site",
        action: "Its text here was kept; copy the old site's by hand if wanted.",
      });
    return decision.outcome;
  }
  if (ctx.dryRun) return (await ledgerOf(table, row.id)) ? "updated" : "created";
  const files = pageFiles(table, row);
  const got = await bringAll(ctx, files);
  // Only missing files were tried again, and none came: nothing to write.
  if (decision.sameRow && got.newIds.length === 0) return "unchanged";
  const revisionId = await newestRevision(db, subject);
  await revise(
    subject,
    async (trx) => {
      const set: Record<string, unknown> = { ...pageTexts(table, row), updated_at: new Date().toISOString() };
      for (const [column, url] of Object.entries(pageImageColumns(table, row))) {
        // An image that could not come leaves the current one in place.
        if (got.asset(url) !== null) set[column] = got.asset(url);
      }
      await trx
        .updateTable(table as PageTable)
        .set(set as never)
        .where("id", "=", 1)
        .execute();
      if (table === "homepage") {
        const home = row as OldRow<"homepage">;
        const ids = (urls: string[]) => urls.map(got.asset).filter((id): id is number => id !== null);
        await replaceList(trx, homeList("carousel"), ids(home.carousel_images));
        await replaceList(trx, homeList("logos"), ids(home.carousel_logos));
      }
      await writeLedger(
        trx,
        table,
        row.id,
        { targetId: 1, fingerprint: fp, revisionId, missing: got.missing, brought: got.brought },
        got.urls,
      );
    },
    { newAssetIds: got.newIds, author: IMPORT_AUTHOR, summary: (c) => `Imported from the old site: ${c}` },
  ).catch((error: unknown) => {
    ctx.files.forget(files.map((f) => f.url));
    throw error;
  });
  await afterCommit(ctx, got.brought, { type: "live", change: { table, op: "update", id: 1 } });
  return "updated";
}

function pageTexts(table: PageTable, row: OldRow<OldTable>): Record<string, string> {
  const { id: _id, ...rest } = row as Record<string, unknown>;
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest))
    if (typeof value === "string" && !key.endsWith("image")) texts[key] = value;
  if (table === "studio") return { detail: (row as OldRow<"studio">).detail };
  return texts;
}

function pageImageColumns(table: PageTable, row: OldRow<OldTable>): Record<string, string | null> {
  if (table === "studio") return { image: (row as OldRow<"studio">).image };
  if (table !== "homepage") return {};
  const home = row as OldRow<"homepage">;
  return {
    architectural_image: home.architectural_image,
    interior_image: home.interior_image,
    product_image: home.product_image,
  };
}

function pageFiles(table: PageTable, row: OldRow<OldTable>) {
  const image = (url: string | null, folder: FOLDER) => (url ? [{ url, kind: "image" as const, folder }] : []);
  if (table === "studio") return image((row as OldRow<"studio">).image, FOLDERS.studio);
  if (table !== "homepage") return [];
  const home = row as OldRow<"homepage">;
  return [
    ...home.carousel_images.flatMap((u) => image(u, FOLDERS.imageCarousel)),
    ...home.carousel_logos.flatMap((u) => image(u, FOLDERS.logoCarousel)),
    ...[home.architectural_image, home.interior_image, home.product_image].flatMap((u) => image(u, FOLDERS.workType)),
  ];
}
