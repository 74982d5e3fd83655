// The Import page's actions: a dry run or an import, from the old database or an uploaded zip of its
// exports, with files by URL or from a folder on the server. The connection string goes to the run
// and nowhere else: not the log, not the database, not the form sent back on a refusal.
import fs from "node:fs";
import fsp from "node:fs/promises";

import { type AdminHandler, failure, intentOf, success } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { unpackExports } from "~/.server/import/exports-zip";
import { inProcess } from "~/.server/import/relay";
import { ImportBusyError, startImport } from "~/.server/import/run";
import { isConnectionString, SourceError } from "~/.server/import/sources";
import type { ParsedUpload } from "~/.server/storage/multipart";
import { IMPORT_ZIP_MAX_BYTES } from "~/utils/constants";
import { IMPORT_TEXTS } from "~/utils/texts/admin/import";

export const limits = { exports: IMPORT_ZIP_MAX_BYTES };
const IMPORT_PAGE = "/admin/import";
const INTENTS = ["dry-run", "run"] as const;

/** A refusal without the connection string in the values sent back. */
function refuse(upload: ParsedUpload, intent: string, errors: Record<string, string>, message: string | null) {
  const outcome = failure(upload, intent, errors, message);
  delete outcome.values.connection;
  return outcome;
}

export const handler: AdminHandler = async (upload, request) => {
  const intent = intentOf(upload, INTENTS);
  const user = await requireUser(request);
  const field = (name: string) => String(upload.form.get(name) ?? "").trim();
  const errors: Record<string, string> = {};
  const connection = field("connection");
  const zip = upload.files("exports")[0];
  if (field("source") === "exports") {
    if (!zip) errors.exports = IMPORT_TEXTS.needZip;
  } else if (!connection) errors.connection = IMPORT_TEXTS.needConnection;
  else if (!isConnectionString(connection)) errors.connection = IMPORT_TEXTS.badConnection;
  const folder = field("files") === "folder" ? field("folder") : "";
  if (field("files") === "folder" && !folder) errors.folder = IMPORT_TEXTS.needFolder;
  else if (folder && !fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    errors.folder = IMPORT_TEXTS.noFolder;
  if (Object.keys(errors).length) return refuse(upload, intent, errors, null);

  let unpacked: string | null = null;
  try {
    if (field("source") === "exports") unpacked = await unpackExports(zip.path);
    const dir = unpacked;
    await startImport(
      {
        from: dir ?? connection,
        filesFrom: folder || undefined,
        dryRun: intent === "dry-run",
        effects: inProcess,
        actor: user.email,
      },
      async () => {
        if (dir) await fsp.rm(dir, { recursive: true, force: true });
      },
    );
  } catch (error) {
    if (unpacked) await fsp.rm(unpacked, { recursive: true, force: true });
    if (error instanceof SourceError) return refuse(upload, intent, { exports: error.message }, error.message);
    if (error instanceof ImportBusyError) return refuse(upload, intent, {}, IMPORT_TEXTS.busy);
    throw error;
  }
  return success(IMPORT_PAGE, intent === "dry-run" ? IMPORT_TEXTS.dryRunStarted : IMPORT_TEXTS.started);
};
