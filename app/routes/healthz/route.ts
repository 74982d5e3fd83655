import fsp from "node:fs/promises";
import path from "node:path";

import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";

import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { refusePosts } from "~/.server/http/page-without-form";
import { currentConditions } from "~/.server/ops/alerts";

/**
 * For the load balancer and Docker's HEALTHCHECK. Liveness decides the status code: the database
 * answers and uploads can be written (503 otherwise). The watched conditions (backup, mail, disk,
 * AVIF queue) only make the status "degraded", with a 200: an orchestrator must not restart a healthy
 * process over a late backup. Details are on the admin's Backups page, not here.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const checks = { database: false, uploads: false };
  try {
    await sql`SELECT 1`.execute(db);
    checks.database = true;
  } catch {}
  try {
    const probe = path.join(env().uploadsDir, ".tmp", `health-${process.pid}`);
    await fsp.writeFile(probe, "ok");
    await fsp.rm(probe);
    checks.uploads = true;
  } catch {}
  const ok = checks.database && checks.uploads;
  const degraded = ok ? (await currentConditions()).filter((c) => c.bad).map((c) => c.key) : [];
  const status = !ok ? "down" : degraded.length > 0 ? "degraded" : "ok";
  // Which checks are degraded tells a stranger where the studio is weak (no backup, a full disk): named
  // only to this machine or with the metrics token; the status alone to anyone else.
  return Response.json(
    { ok, status, ...checks, ...(context.isOperator() ? { degraded } : {}) },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}

/** Read only: no posts (405). */
export const action = refusePosts();
