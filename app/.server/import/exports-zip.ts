// The exports as the admin uploads them: one zip of the dashboard's per-table files, unpacked into a
// temporary folder. Only the five tables' files are taken, by their base name, so no entry's path
// (`../`, absolute) ever decides where a file is written.
import fsp from "node:fs/promises";
import path from "node:path";

import { unzipSync } from "fflate";

import { tmpDir } from "~/.server/storage/folders";

import { OLD_TABLES } from "./old-rows";
import { SourceError } from "./sources";

const EXPORT_NAME = new RegExp(`^(${OLD_TABLES.join("|")})\\.(csv|json)$`);
/** One table's export, unpacked: far above what the old dashboard writes for a studio. */
const ENTRY_MAX_BYTES = 64 * 1024 * 1024;

/** Unpacks the zip at `zipPath` into a new folder (the caller removes it) and answers its path. */
export async function unpackExports(zipPath: string): Promise<string> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(await fsp.readFile(zipPath), {
      filter: (file) => EXPORT_NAME.test(path.posix.basename(file.name)) && file.originalSize <= ENTRY_MAX_BYTES,
    });
  } catch {
    throw new SourceError("The file is not a zip of the old site's exports.");
  }
  const dir = await fsp.mkdtemp(path.join(tmpDir(), "import-exports-"));
  for (const [name, bytes] of Object.entries(entries)) {
    if (bytes.length > ENTRY_MAX_BYTES) continue;
    await fsp.writeFile(path.join(dir, path.posix.basename(name)), bytes);
  }
  return dir;
}
