// A project's files sent one by one before its save (the admin's batches, decision 035): each is
// stored as a finished asset that nothing uses yet, and the save names it by id. A file the save
// never names is swept once it is a day old (at boot, everything unused goes at once).
import type { Asset } from "#db/tables";
import { db, sqlite } from "~/.server/db/db";
import { storeImage } from "~/.server/images/store-image";
import { storeVideo } from "~/.server/images/video";
import { log } from "~/.server/log";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";
import { deleteAssets } from "~/.server/storage/assets";
import { FOLDERS } from "~/.server/storage/folders";
import type { UploadedFile } from "~/.server/storage/upload";
import { unusedAssetIds } from "~/.server/storage/uploads-audit";

/** How long a file sent for a project save that never came is kept (decision 035): a day to finish a batch. */
export const STAGED_UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;
/** How often files sent for saves that never came are swept (the boot sweep removes them too). */
const STAGED_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export type StagedKind = "image" | "video";
const FOLDER_OF = { image: FOLDERS.projects, video: FOLDERS.videos } as const;

/** Stores one file of a batch (checked by content, every variant made, as in a save). */
export function stageFile(file: UploadedFile, kind: StagedKind): Promise<Asset> {
  return kind === "image" ? storeImage(file, FOLDER_OF.image) : storeVideo(file, FOLDER_OF.video);
}

/**
 * The staged assets a save names, in its order: each of the kind and folder the field takes and
 * used by nothing yet (so no save can take another project's files). Null when one is not.
 */
export async function stagedAssets(ids: number[], kind: StagedKind): Promise<Asset[] | null> {
  if (ids.length === 0) return [];
  if (new Set(ids).size !== ids.length) return null;
  const free = new Set(unusedAssetIds(sqlite, [kind]));
  if (ids.some((id) => !free.has(id))) return null;
  const rows = await db
    .selectFrom("assets")
    .selectAll()
    .where("id", "in", ids)
    .where("kind", "=", kind)
    .where("folder", "=", FOLDER_OF[kind])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.every((id) => byId.has(id)) ? ids.map((id) => byId.get(id)!) : null;
}

/** Deletes project files sent for a save that never came, once older than the keep time. Returns the count. */
export async function sweepStagedUploads(now = Date.now()): Promise<number> {
  const unused = unusedAssetIds(sqlite, ["image", "video"]);
  if (unused.length === 0) return 0;
  const cutoff = new Date(now - STAGED_UPLOAD_KEEP_MS).toISOString();
  const old = await db
    .selectFrom("assets")
    .select("id")
    .where("id", "in", unused)
    .where("created_at", "<", cutoff)
    .execute();
  await deleteAssets(old.map((row) => row.id));
  return old.length;
}

export function startStagedSweep(): StopJob {
  return startPeriodic(
    "staged upload sweep",
    STAGED_SWEEP_INTERVAL_MS,
    async () => {
      const count = await sweepStagedUploads();
      if (count > 0) log("info", "files sent for project saves that never came were removed", { assets: count });
    },
    // The boot's unused-asset check has just removed them all.
    { runNow: false },
  );
}
