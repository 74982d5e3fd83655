// Every setting the server reads, validated once. `.env.example` documents them.
import "~/utils/zod-config";

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { z } from "zod";

import { UI_TEXTS } from "~/utils/texts";

import { log } from "./log";

/** Default submissions per visitor address per window, for each form (SUBMISSION_RATE_MAX overrides). */
export const SUBMISSION_RATE_MAX = 10;
/** BACKUP_SCHEDULE's default and bounds, in minutes (docs/decisions/023-offsite-backups.md). */
const BACKUP_INTERVAL_DEFAULT_MINUTES = 60;
const BACKUP_INTERVAL_MIN_MINUTES = 5;
const BACKUP_INTERVAL_MAX_MINUTES = 7 * 24 * 60;
/** Uploads are refused while the uploads disk has less free space than this (UPLOADS_MIN_FREE_BYTES overrides), so the database and logs keep room to write. */
const UPLOADS_MIN_FREE_BYTES = 1024 * 1024 * 1024;

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "1" || v === "true"));

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
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Host names the site answers to (comma-separated); any other Host gets 421. Unset: any. */
  ALLOWED_HOSTS: z
    .string()
    .regex(/^[\w.-]+(\s*,\s*[\w.-]+)*$/, "a comma-separated list of host names (no scheme, no port)")
    .optional(),
  /** 1 (default): count page views (docs/decisions/026-cookieless-analytics.md). 0: count nothing. */
  ANALYTICS: flag,
  /** The site's languages, two-letter codes, the default first (docs/decisions/030-languages-data-model.md). */
  SITE_LANGUAGES: z
    .string()
    .regex(/^[a-z]{2}(\s*,\s*[a-z]{2})*$/, "comma-separated two-letter language codes, the default first, e.g. en,pt")
    .refine((v) => new Set(languageList(v)).size === languageList(v).length, "each language once")
    .refine(
      (v) => languageList(v).every((code) => code in UI_TEXTS),
      `languages the site has texts for: ${Object.keys(UI_TEXTS).join(", ")}`,
    )
    .default("en,pt"),
  SUBMISSION_RATE_MAX: z.coerce.number().int().min(1).optional(),
  /** Free disk space, in bytes, under which uploads are refused. */
  UPLOADS_MIN_FREE_BYTES: z.coerce.number().int().min(0).optional(),
  /** Where backups go (a restic repository: a folder, sftp:, s3:, rest:, rclone:…). Unset: no scheduled backups. */
  BACKUP_REPOSITORY: z.string().min(1).optional(),
  /** How often to back up by default (the admin may change it): 30m, 1h, 6h, 1d… */
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^\d+\s*[mhd]$/, "a number with m, h or d, e.g. 30m, 1h, 1d")
    .optional()
    .refine(
      (v) => v === undefined || inRange(intervalMinutes(v)),
      `between ${BACKUP_INTERVAL_MIN_MINUTES} minutes and 7 days`,
    ),
  /** The ssh command restic runs for an sftp: repository (a key or port of its own); unset: ssh with ~/.ssh. */
  BACKUP_SFTP_COMMAND: z.string().min(1).optional(),
  /** Tests only: a file holding milliseconds added to the server's clock (app/.server/runtime/clock.ts). */
  CLOCK_OFFSET_FILE: z.string().min(1).optional(),
  /** Bearer token for /metrics from anywhere; unset: loopback only, and never through a proxy. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** 1 (default): serve /metrics and time requests for it. 0: neither (a benchmark measures the cost). */
  METRICS: flag,
  /** The ffmpeg and ffprobe programs videos are checked and transcoded with (default: found on PATH). */
  FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
  FFPROBE_PATH: z.string().min(1).default("ffprobe"),
  /** The shared cache in front that changes purge (docs/decisions/052-edge-cache-and-purge.md); unset: none. */
  EDGE_PURGER: z.enum(["varnish", "cloudflare", "fastly"]).optional(),
  /** Varnish: the address its VCL takes PURGE requests at (compose: http://varnish/). */
  VARNISH_PURGE_URL: z.url().optional(),
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "the zone's 32-character id")
    .optional(),
  CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
  /** Cloudflare's or Fastly's API address: only a test points it elsewhere. */
  CLOUDFLARE_API_URL: z.url().default("https://api.cloudflare.com"),
  FASTLY_SERVICE_ID: z.string().min(1).optional(),
  FASTLY_API_TOKEN: z.string().min(1).optional(),
  FASTLY_API_URL: z.url().default("https://api.fastly.com"),
  // Proxies whose X-Forwarded-For is believed: a hop count, or addresses/CIDRs (Express's names
  // loopback, linklocal, uniquelocal too). Unset: none, so no client can pick its own address.
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, "a hop count, or a comma-separated list of addresses or CIDRs")
    .optional(),
});

/** "90m", "1h", "1d" as minutes. */
export function intervalMinutes(text: string): number {
  const [, count, unit] = /^(\d+)\s*([mhd])$/.exec(text.trim()) ?? [];
  return Number(count) * { m: 1, h: 60, d: 1440 }[unit as "m" | "h" | "d"];
}
const inRange = (minutes: number) => minutes >= BACKUP_INTERVAL_MIN_MINUTES && minutes <= BACKUP_INTERVAL_MAX_MINUTES;

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
    siteUrl: env.SITE_URL === undefined ? undefined : new URL(env.SITE_URL).origin,
    allowedHosts: env.ALLOWED_HOSTS?.split(",").map((host) => host.trim().toLowerCase()),
    analytics: env.ANALYTICS ?? true,
    metrics: env.METRICS ?? true,
    /** The default language first; one entry: a one-language site, exactly as before languages. */
    languages: languageList(env.SITE_LANGUAGES),
    submissionRateMax: env.SUBMISSION_RATE_MAX ?? SUBMISSION_RATE_MAX,
    uploadsMinFreeBytes: env.UPLOADS_MIN_FREE_BYTES ?? UPLOADS_MIN_FREE_BYTES,
    sessionSecret: env.SESSION_SECRET ?? keptSessionSecret(databasePath),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    backupIntervalMinutes: env.BACKUP_SCHEDULE ? intervalMinutes(env.BACKUP_SCHEDULE) : BACKUP_INTERVAL_DEFAULT_MINUTES,
  };
}

function languageList(value: string): string[] {
  return value.split(",").map((code) => code.trim());
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

let listeningPort: number | undefined;

/** Called once the server listens: without SITE_URL, links name the port it really got (PORT=0 picks one). */
export function setListeningPort(port: number): void {
  listeningPort = port;
}

/**
 * The origin of every absolute URL the site makes (mail links, canonical and Open Graph, sitemap,
 * robots, preview links): SITE_URL, else http://localhost:PORT. Never the request's Host or
 * X-Forwarded-* headers, which whoever sends the request chooses.
 */
export function siteOrigin(): string {
  return env().siteUrl ?? `http://localhost:${listeningPort ?? env().PORT}`;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
