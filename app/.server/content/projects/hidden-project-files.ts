// A project hidden from visitors hides its files too: its images and videos (those it shows and
// those only its revisions keep) answer 404 under /uploads until it is shown again; so does a file
// removed from a project, kept only for undo. A signed-in admin still gets them (server.js). The list is
// rebuilt, synchronously, on every project change the live bus announces (right after its commit)
// and at start, so no visitor's request is answered between a change and the list that follows it.
import { sqlite } from "~/.server/db/db";
import { subscribe } from "~/.server/live/bus";
import { setHiddenFiles } from "~/.server/storage/hidden-files";
import { videoStem } from "~/utils/media";

/**
 * The projects whose files visitors must not get, as a condition on `projects`: drafts, those in the
 * trash, and private ones (their share links serve their files themselves).
 */
const HIDDEN_PROJECTS = "status <> 'published' OR deleted_at IS NOT NULL OR private = 1";

/**
 * A hidden project's files, and every file only a project's revisions keep (an image removed from a
 * project, kept so the removal can be undone): whatever no project visitors see shows now.
 */
const HIDDEN_ASSET_PATHS = `
  WITH hidden AS (SELECT id FROM projects WHERE ${HIDDEN_PROJECTS}),
  shown AS (
    SELECT image_header AS asset_id FROM projects WHERE id NOT IN (SELECT id FROM hidden)
    UNION SELECT asset_id FROM project_carousel_images WHERE project_id NOT IN (SELECT id FROM hidden)
    UNION SELECT asset_id FROM project_videos WHERE project_id NOT IN (SELECT id FROM hidden)
  )
  SELECT path, kind FROM assets WHERE id IN (
    SELECT image_header FROM projects WHERE id IN (SELECT id FROM hidden)
    UNION SELECT asset_id FROM project_carousel_images WHERE project_id IN (SELECT id FROM hidden)
    UNION SELECT asset_id FROM project_videos WHERE project_id IN (SELECT id FROM hidden)
    UNION SELECT revision_assets.asset_id FROM revision_assets
      JOIN revisions ON revisions.id = revision_assets.revision_id
      WHERE revisions.project_id IS NOT NULL
  ) AND id NOT IN (SELECT asset_id FROM shown)`;

/** Reads which files are hidden now; better-sqlite3 answers synchronously, so the list is current when this returns. */
function refreshHiddenProjectFiles(): void {
  const rows = sqlite.prepare(HIDDEN_ASSET_PATHS).all() as { path: string; kind: string }[];
  // A video's poster files are named by its stem (`<stem>-640.webp` beside `<stem>.mp4`).
  setHiddenFiles(rows.flatMap((row) => (row.kind === "video" ? [row.path, videoStem(row.path)] : [row.path])));
}

/** At start: reads the list, then keeps it current. Returns the stop. */
export function watchHiddenProjectFiles(): () => void {
  refreshHiddenProjectFiles();
  return subscribe((event) => {
    if (event.table === "projects" || event.table === "drafts") refreshHiddenProjectFiles();
  });
}
