// Which upload a link that shows hidden projects may serve (a share link, a draft's preview link): an
// image variant (a drawing's tiles too) or a video of one of its projects, found by the file's path under the uploads root.
import path from "node:path";

import { db } from "~/.server/db/db";
import { root } from "~/.server/storage/folders";
import { mediaPathOf } from "~/utils/media";

const DZI_TYPE = "application/xml; charset=utf-8";

export interface ProjectFile {
  /** Where it is on disk. */
  file: string;
  mime: string;
}

/** The file at `relativePath` (`images/…` or `videos/…`) if it belongs to one of `projectIds`; else null. */
export async function projectFile(projectIds: number[], relativePath: string): Promise<ProjectFile | null> {
  if (projectIds.length === 0) return null;
  if (!/^(?:images|videos)\/[\w/.-]+$/.test(relativePath) || relativePath.includes("..")) return null;
  const mediaPath = mediaPathOf(relativePath);
  const asset = await db
    .selectFrom("assets")
    .select(["kind", "mime"])
    // An image's variant names its image; a video's poster (`<stem>-640.webp`) names its video (`<stem>.mp4`).
    .where((eb) =>
      eb.or([eb("path", "=", mediaPath), eb.and([eb("kind", "=", "video"), eb("path", "like", `${mediaPath}.%`)])]),
    )
    .where((eb) =>
      eb.or([
        eb("id", "in", db.selectFrom("projects").select("image_header").where("id", "in", projectIds)),
        eb(
          "id",
          "in",
          db.selectFrom("project_carousel_images").select("asset_id").where("project_id", "in", projectIds),
        ),
        eb("id", "in", db.selectFrom("project_videos").select("asset_id").where("project_id", "in", projectIds)),
      ]),
    )
    .executeTakeFirst();
  if (!asset) return null;
  const file = path.join(root(), relativePath);
  // A drawing's Deep Zoom descriptor (its tiles are WebP).
  if (asset.kind === "image" && relativePath.endsWith(".dzi")) return { file, mime: DZI_TYPE };
  const format = /\.(webp|avif)$/.exec(relativePath)?.[1];
  if (asset.kind === "image" && !format) return null;
  return { file, mime: format ? `image/${format}` : asset.mime };
}
