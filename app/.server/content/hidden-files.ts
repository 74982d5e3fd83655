// The one place the file server asks whether an uploaded file is hidden from visitors: the images and
// videos of private projects answer 404 under /uploads/, and are served only through a live share
// link (/s/<token>/uploads/…, see app/.server/http/share.ts). The set is rebuilt after any committed change.
import { db } from "~/.server/db/db";
import { subscribe } from "~/.server/live/bus";
import { singleton } from "~/.server/db/singleton";
import { mediaPathOf } from "~/utils/media";

/** Asset paths (image stems, video files) of the projects visitors may not see through /uploads/. */
async function hiddenAssetPaths(): Promise<Set<string>> {
  const hidden = db.selectFrom("projects").select("id").where("private", "=", 1);
  const rows = await db
    .selectFrom("assets")
    .select("path")
    .where((eb) =>
      eb.or([
        eb("id", "in", db.selectFrom("projects").select("image_header").where("private", "=", 1)),
        eb("id", "in", db.selectFrom("project_carousel_images").select("asset_id").where("project_id", "in", hidden)),
        eb("id", "in", db.selectFrom("project_videos").select("asset_id").where("project_id", "in", hidden)),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.path));
}

const state = singleton("hidden upload paths", () => {
  const cache: { paths: Promise<Set<string>> | null } = { paths: null };
  subscribe(() => {
    cache.paths = null;
  });
  return cache;
});

/** Whether a path under /uploads/ (e.g. "images/projects/ab12-960.webp") is a hidden project's file. */
export async function isHiddenUpload(relativePath: string): Promise<boolean> {
  state.paths ??= hiddenAssetPaths().catch((error) => {
    state.paths = null;
    throw error;
  });
  return (await state.paths).has(mediaPathOf(relativePath));
}
