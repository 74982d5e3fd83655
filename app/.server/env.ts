// Every setting the server reads, validated once. `.env.example` documents them.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SUBMISSION_RATE_MAX, UPLOADS_MIN_FREE_BYTES } from "~/utils/constants";
import { log } from "./log";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === undefined || v === "" ? undefined : v === "1" || v === "true");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_PATH: z.string().min(1).default("db/data.sqlite"),
  UPLOADS_DIR: z.string().min(1).default("uploads"),
  SESSION_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: flag,
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_BASE_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Paper Plane Project Studio <studio@example.com>"),
  COOKIE_SECURE: flag,
  SITE_URL: z.url().optional(),
  SUBMISSION_RATE_MAX: z.coerce.number().int().min(1).optional(),
  /** Free disk space, in bytes, under which uploads are refused. */
  UPLOADS_MIN_FREE_BYTES: z.coerce.number().int().min(0).optional(),
  /** The ffmpeg and ffprobe programs videos are checked and transcoded with (default: found on PATH). */
  FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
  FFPROBE_PATH: z.string().min(1).default("ffprobe"),
  // Proxies whose X-Forwarded-For is believed: a hop count, or addresses/CIDRs (Express's names
  // loopback, linklocal, uniquelocal too). Unset: none, so no client can pick its own address.
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, "a hop count, or a comma-separated list of addresses or CIDRs")
    .optional(),
});

export type Env = ReturnType<typeof loadEnv>;

function loadEnv() {
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  const databasePath = path.resolve(env.DATABASE_PATH);
  return {
    ...env,
    production,
    databasePath,
    uploadsDir: path.resolve(env.UPLOADS_DIR),
    seedDemo: env.SEED_DEMO ?? true,
    cookieSecure: env.COOKIE_SECURE ?? production,
    siteUrl: env.SITE_URL?.replace(/\/+$/, ""),
    submissionRateMax: env.SUBMISSION_RATE_MAX ?? SUBMISSION_RATE_MAX,
    uploadsMinFreeBytes: env.UPLOADS_MIN_FREE_BYTES ?? UPLOADS_MIN_FREE_BYTES,
    sessionSecret: env.SESSION_SECRET ?? keptSessionSecret(databasePath),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
  };
}

/** Express's "trust proxy": false (none), a hop count, or the list of trusted addresses. */
function trustProxySetting(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  return value.split(",").map((part) => part.trim());
}

/**
 * Without SESSION_SECRET one is generated once and kept (0600) beside the database, so
 * `npm install && npm start` works on a fresh machine and sessions survive a restart.
 */
function keptSessionSecret(databasePath: string): string {
  const file = path.join(path.dirname(databasePath), ".session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    // Where it is, never what it is.
    log("info", "session secret generated", { file });
    return secret;
  }
}

/**
 * Where the data lives, read without the other settings: backup and restore need no secret, and
 * a restore runs in a one-off container that has none.
 */
export function dataPaths(): { databasePath: string; uploadsDir: string } {
  const { DATABASE_PATH, UPLOADS_DIR } = schema.pick({ DATABASE_PATH: true, UPLOADS_DIR: true }).parse({
    DATABASE_PATH: process.env.DATABASE_PATH || undefined,
    UPLOADS_DIR: process.env.UPLOADS_DIR || undefined,
  });
  return { databasePath: path.resolve(DATABASE_PATH), uploadsDir: path.resolve(UPLOADS_DIR) };
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
