// A project of the old site into ours, published at its old link.
import { revise } from "~/.server/content/history/revisions";
import { projectList } from "~/.server/content/media-lists";
import { db } from "~/.server/db/db";
import { FOLDERS } from "~/.server/storage/folders";

import { fingerprint, type OldProject } from "./old-rows";
import type { RowOutcome } from "./report";
import {
  afterCommit,
  bringAll,
  decide,
  IMPORT_AUTHOR,
  ledgerOf,
  newestRevision,
  replaceList,
  type WriteContext,
  writeLedger,
} from "./writes";

/**
 * A project, published, at its old link. Its files are brought before anything is written; a picture
 * that could not come is left out and the project marked as missing it. With no picture at all it waits
 * for the next run (a project here always has a header image).
 */
export async function importProject(
  row: OldProject,
  ctx: WriteContext,
  commitInTurn: () => Promise<void>,
): Promise<RowOutcome> {
  const fp = fingerprint(row);
  const ledger = await ledgerOf("projects", row.id);
  const existing = ledger ? await projectRow(ledger.target_id) : undefined;
  // Deleted here, or in the trash: the admin's choice stands.
  if (ledger && (!existing || existing.deleted_at)) {
    ctx.problem({ problem: "deleted on this site or in its trash", action: "It was not brought back." });
    return "kept";
  }
  const decision = await decide("projects", row.id, fp, (id) => (id ? { kind: "project", id } : null));
  if ("outcome" in decision) {
    if (decision.outcome === "kept")
      ctx.problem({ problem: "changed on this site", action: "It was kept as it is here." });
    return decision.outcome;
  }
  const taken = await db.selectFrom("projects").select("id").where("link", "=", row.link).executeTakeFirst();
  if (taken && taken.id !== existing?.id) {
    ctx.problem({
      problem: `another project here already has the link ${row.link}`,
      action: "Rename one of them, then run the import again.",
    });
    return "skipped";
  }
  if (ctx.dryRun) return existing ? "updated" : "created";
  const files = [
    ...(row.image_header ? [{ url: row.image_header, kind: "image" as const, folder: FOLDERS.projects }] : []),
    ...row.carousel_images.map((url) => ({ url, kind: "image" as const, folder: FOLDERS.projects })),
    ...row.videos.map((url) => ({ url, kind: "video" as const, folder: FOLDERS.videos })),
  ];
  const got = await bringAll(ctx, files);
  const images = row.carousel_images.map(got.asset).filter((id): id is number => id !== null);
  const header = got.asset(row.image_header) ?? images[0] ?? null;
  if (decision.sameRow && got.newIds.length === 0) return "unchanged";
  await commitInTurn();
  if (header === null) {
    ctx.problem({
      problem: "none of its pictures could be brought",
      action: "Run the import again once its files are reachable.",
    });
    return "skipped";
  }
  const videos = row.videos.map(got.asset).filter((id): id is number => id !== null);
  let id = existing?.id ?? 0;
  const fields = {
    name: row.name,
    year: row.year,
    location: row.location,
    area: row.area,
    type: row.type,
    photographer: row.photographer,
    link: row.link,
    description_part_1: row.description_part_1,
    description_part_2: row.description_part_2,
    description_part_3: row.description_part_3,
    image_header: header,
    status: "published" as const,
    updated_at: new Date().toISOString(),
  };
  let revisionId = 0;
  await revise(
    async (trx) => {
      if (!id)
        id =
          Number(
            (
              await trx
                .selectFrom("projects")
                .select((eb) => eb.fn.max("id").as("max"))
                .executeTakeFirst()
            )?.max ?? 0,
          ) + 1;
      revisionId = await newestRevision(trx, { kind: "project", id });
      return { kind: "project", id };
    },
    async (trx) => {
      if (existing) {
        await trx.updateTable("projects").set(fields).where("id", "=", id).execute();
        if (existing.link !== row.link)
          await trx
            .insertInto("project_link_redirects")
            .values({ old_link: existing.link, project_id: id })
            .onConflict((oc) => oc.column("old_link").doUpdateSet({ project_id: id }))
            .execute();
      } else {
        await trx
          .insertInto("projects")
          .values({ ...fields, id })
          .execute();
      }
      await replaceList(trx, projectList("images", id), images);
      await replaceList(trx, projectList("videos", id), videos);
      await writeLedger(
        trx,
        "projects",
        row.id,
        { targetId: id, fingerprint: fp, revisionId, missing: got.missing, brought: got.brought },
        got.urls,
      );
    },
    { newAssetIds: got.newIds, author: IMPORT_AUTHOR, summary: (c) => `Imported from the old site: ${c}` },
  ).catch((error: unknown) => {
    ctx.files.forget(files.map((f) => f.url));
    throw error;
  });
  await afterCommit(ctx, got.brought, {
    type: "live",
    change: { table: "projects", op: existing ? "update" : "insert", id },
  });
  return existing ? "updated" : "created";
}

const projectRow = (id: number) =>
  db.selectFrom("projects").select(["id", "link", "deleted_at"]).where("id", "=", id).executeTakeFirst();
