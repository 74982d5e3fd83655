// What the server does once before it listens, and once before it exits.
import { bodyLimit } from "./body-limits.server";
import { clientKey } from "./client-key";
import { BODY_READ_BYTES_PER_S, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REFUSAL_LINGER_BYTES, REFUSAL_LINGER_MS } from "./constants";
import { db, closeDatabase, migrateToLatest } from "./db.server";
import { env } from "./env.server";
import { startOutbox, stopOutbox } from "./outbox.server";
import { MESSAGES } from "./messages";
import { generatePassword, hashPassword } from "./password.server";
import { closeAllStreams } from "./live-stream.server";
import { seedDemo } from "./seed.server";
import { securityHeaders } from "./security-headers.server";
import { PUBLIC_AREAS, ensureUploadDirs, resumeAvif, stopAvif } from "./storage.server";

const log = (msg: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg, ...fields }));

export async function boot() {
  const config = env();
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log("migrations applied", { applied });
  await ensureUploadDirs();
  await ensureFirstAdmin();
  await initialiseOnce(config.seedDemo);
  await resumeAvif();
  await startOutbox();

  return {
    port: config.PORT,
    uploadsDir: config.uploadsDir,
    publicUploadAreas: PUBLIC_AREAS,
    trustProxy: config.trustProxy,
    /** What the HTTP edge (server/edge.js) needs: the site's own address, body caps, its messages, timeouts. */
    edge: {
      siteUrl: config.siteUrl,
      bodyLimit,
      bodyReadBytesPerS: BODY_READ_BYTES_PER_S,
      linger: { ms: REFUSAL_LINGER_MS, bytes: REFUSAL_LINGER_BYTES },
      clientKey,
      messages: { crossSite: MESSAGES.crossSite, tooSlow: MESSAGES.bodyTooSlow },
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
    },
    securityHeaders: (nonce: string, dev: boolean) => securityHeaders(nonce, dev, config.cookieSecure),
    /** Ends long-lived responses so the HTTP server can close. */
    beforeClose: async () => closeAllStreams(),
    shutdown: async () => {
      await stopOutbox();
      await stopAvif();
      await closeDatabase();
    },
  };
}

/** The first start of a database seeds the demo (unless SEED_DEMO=0); later starts never do. */
export async function initialiseOnce(seed: boolean): Promise<void> {
  if (await isInitialised()) return;
  if (seed) {
    const started = performance.now();
    await seedDemo();
    log("demo content seeded", { ms: Math.round(performance.now() - started) });
  }
  await markInitialised(seed);
}

export async function isInitialised(): Promise<boolean> {
  return Boolean(await db.selectFrom("app_state").select("value").where("key", "=", "initialised").executeTakeFirst());
}

export async function markInitialised(demo: boolean): Promise<void> {
  await db
    .insertInto("app_state")
    .values({ key: "initialised", value: JSON.stringify({ at: new Date().toISOString(), demo }) })
    .execute();
}

async function ensureFirstAdmin(): Promise<void> {
  const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const config = env();
  const email = config.ADMIN_EMAIL ?? "admin@example.com";
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  await db.insertInto("users").values({ email, password_hash: await hashPassword(password) }).execute();
  if (config.ADMIN_PASSWORD) {
    log("admin account created", { email });
  } else {
    // Shown once, on the console of the first start only; it is never stored in clear.
    console.log(`\n  Admin account created. Sign in at /admin/login\n    email:    ${email}\n    password: ${password}\n`);
  }
}
