import fsp from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { db } from "~/.server/db/db";
import { env } from "~/.server/env";

/** For the load balancer and Docker's HEALTHCHECK: the database answers and uploads can be written. */
export async function loader() {
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
  return Response.json({ ok, ...checks }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
