// The Redirects page's changes: add (or replace) one, delete one, import a CSV of them. Every path is checked
// here (./paths.ts): an old path is site-relative, a new page one of the site's own; a loop saves nothing.
import fs from "node:fs";
import readline from "node:readline";

import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { checkOldPath, checkTarget } from "~/.server/admin/redirect-paths";
import { recordAudit } from "~/.server/auth/audit";
import { requireFreshUser } from "~/.server/auth/users";
import {
  deleteRedirect,
  type Redirect,
  redirectFor,
  RedirectLoop,
  saveRedirects,
} from "~/.server/content/redirects/redirects";
import { env } from "~/.server/env";
import { REDIRECTS_CSV_COLUMNS, REDIRECTS_CSV_MAX_BYTES, REDIRECTS_CSV_MAX_ROWS } from "~/utils/constants";
import { parseCsvLine } from "~/utils/csv";
import { REDIRECT_TEXTS as TEXTS } from "~/utils/texts/admin/redirects";

export const limits = { csv: REDIRECTS_CSV_MAX_BYTES };
const PAGE = "/admin/redirects";
const INTENTS = ["add", "delete", "import"] as const;

/** A redirect as typed (a form's fields or a CSV line), checked: the redirect, or the errors by field. */
function checked(
  oldPath: string,
  status: string,
  newPage: string,
  languages: readonly string[],
): { redirect: Redirect } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const from = checkOldPath(oldPath, languages);
  if (!from.ok) errors.from = from.error;
  if (status !== "301" && status !== "410") return { errors: { ...errors, status: TEXTS.badStatus } };
  if (status === "410") {
    if (newPage.trim()) errors.to = TEXTS.goneHasNoPage;
    return from.ok && !errors.to ? { redirect: { from: from.path, status: 410, to: null } } : { errors };
  }
  const to = newPage.trim()
    ? checkTarget(newPage, languages, (path) => redirectFor(path, languages) !== null)
    : { ok: false as const, error: TEXTS.needNewPage };
  if (!to.ok) errors.to = to.error;
  return from.ok && to.ok ? { redirect: { from: from.path, status: 301, to: to.path } } : { errors };
}

/** The redirects of a CSV file, read line by line (never whole), or the first errors with their line numbers. */
async function readCsv(
  file: string,
  languages: readonly string[],
): Promise<{ redirects: Redirect[]; errors: string[] }> {
  const redirects: Redirect[] = [];
  const errors: string[] = [];
  let line = 0;
  const lines = readline.createInterface({ input: fs.createReadStream(file, "utf8"), crlfDelay: Infinity });
  for await (const text of lines) {
    line++;
    if (!text.trim() || (line === 1 && text.replace(/^\uFEFF/, "").startsWith(REDIRECTS_CSV_COLUMNS[0]))) continue;
    if (redirects.length + errors.length >= REDIRECTS_CSV_MAX_ROWS) {
      errors.unshift(TEXTS.tooManyRows);
      break;
    }
    const [oldPath = "", status = "", newPage = ""] = parseCsvLine(text);
    const result = checked(oldPath, status.trim() || (newPage.trim() ? "301" : ""), newPage, languages);
    if ("redirect" in result) redirects.push(result.redirect);
    else errors.push(TEXTS.lineError(line, Object.values(result.errors).join(" ")));
  }
  lines.close();
  return { redirects, errors };
}

export const handler: AdminHandler = async (upload, request) => {
  const intent = intentOf(upload, INTENTS);
  const { languages } = env();
  if (intent === "delete") {
    const from = String(upload.form.get("from") ?? "");
    return attempt(upload, intent, TEXTS.failed, async () => {
      if (!(await deleteRedirect(from))) throw new Error(`No redirect from ${from} to delete.`);
      return success(PAGE, TEXTS.deleted);
    });
  }
  if (intent === "add") {
    const field = (name: string) => String(upload.form.get(name) ?? "");
    const result = checked(field("from"), field("status"), field("to"), languages);
    if ("errors" in result) return failure(upload, intent, result.errors, null);
    return attempt(upload, intent, TEXTS.failed, async () => {
      try {
        await saveRedirects([result.redirect], languages);
      } catch (error) {
        if (error instanceof RedirectLoop) return failure(upload, intent, { to: error.message }, null);
        throw error;
      }
      return success(PAGE, TEXTS.saved);
    });
  }
  // Many addresses changed at once: a factor confirmed within the last minutes, and logged.
  const user = await requireFreshUser(request, PAGE);
  const [file] = upload.files("csv");
  if (!file) return failure(upload, intent, { csv: TEXTS.needFile }, TEXTS.needFile);
  return attempt(upload, intent, TEXTS.importFailed, async () => {
    const { redirects, errors } = await readCsv(file.path, languages);
    if (errors.length > 0) return failure(upload, intent, { csv: errors.slice(0, 5).join(" ") }, TEXTS.importFailed);
    try {
      await saveRedirects(redirects, languages);
    } catch (error) {
      if (error instanceof RedirectLoop) return failure(upload, intent, { csv: error.message }, TEXTS.importFailed);
      throw error;
    }
    await recordAudit({
      action: "import",
      actor: user.email,
      subject: "redirects",
      detail: { count: redirects.length },
    });
    return success(PAGE, TEXTS.imported(redirects.length));
  });
};
