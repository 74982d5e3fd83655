// restic, the backup engine (docs/decisions/023-offsite-backups.md): encryption, deduplication,
// retention and integrity checks are its work; this module runs it and reads its JSON.
//
// Secrets stay in the environment: restic reads RESTIC_PASSWORD (or RESTIC_PASSWORD_FILE) and
// its storage keys (AWS_*, B2_*, …) itself. Only those variables reach it, and every message
// kept or shown is passed through `redact` first, so no secret reaches the database or the log.
import { spawn } from "node:child_process";
import path from "node:path";

/** Snapshots restic keeps: the newest per hour, day, week and month for this many of each. */
export const BACKUP_RETENTION = { hourly: 24, daily: 14, weekly: 8, monthly: 12 } as const;

/** The snapshots of this site in a repository carry this tag (a repository may hold others). */
export const SNAPSHOT_TAG = "studio-site";

export interface ResticTarget {
  repository: string;
  /** restic's `sftp.command`: the ssh command line for an sftp: repository. */
  sftpCommand?: string;
  /** restic's cache; unset: its default under $HOME. */
  cacheDir?: string;
  /** Where the password and storage keys are read from (the process's environment). */
  environment: Record<string, string | undefined>;
  /** Stops a running restic (SIGINT: it removes its lock and leaves the repository consistent). */
  signal?: AbortSignal;
}

export interface Snapshot {
  id: string;
  short_id: string;
  time: string;
  paths: string[];
  hostname: string;
  tags?: string[];
}

export interface BackupSummary {
  snapshotId: string;
  bytes: number;
  files: number;
}

/**
 * Where backups go, read from an environment (BACKUP_REPOSITORY, BACKUP_SFTP_COMMAND); null without a repository.
 * Read straight from the environment: the remote restore runs before any data (or
 * session secret) exists. restic's cache sits beside the database, where the server may write.
 */
export function targetFrom(environment: Record<string, string | undefined>, databasePath: string): ResticTarget | null {
  if (!environment.BACKUP_REPOSITORY) return null;
  return {
    repository: environment.BACKUP_REPOSITORY,
    sftpCommand: environment.BACKUP_SFTP_COMMAND || undefined,
    cacheDir: path.join(path.dirname(databasePath), ".restic-cache"),
    environment,
  };
}

/** A restic failure, its message in plain words and already redacted. */
export class ResticError extends Error {}

// What restic (and the storage it reaches) needs of the environment; nothing else is passed on.
const PASSED_ON =
  /^(PATH|HOME|TMPDIR|USER|LANG|SSH_AUTH_SOCK|XDG_CACHE_HOME|RESTIC_.*|AWS_.*|B2_.*|AZURE_.*|GOOGLE_.*|OS_.*|ST_.*|RCLONE_.*)$/;
const SECRET_NAME = /PASSWORD|SECRET|KEY|TOKEN|CREDENTIAL/;

function childEnvironment(target: ResticTarget): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(target.environment)) if (value && PASSED_ON.test(name)) env[name] = value;
  env.RESTIC_REPOSITORY = target.repository;
  return env;
}

/** Removes secret values (the password, storage keys, a URL's password) from a text. */
export function redact(text: string, target: Pick<ResticTarget, "environment" | "repository">): string {
  let out = text;
  for (const [name, value] of Object.entries(target.environment)) {
    if (value && value.length >= 4 && SECRET_NAME.test(name) && PASSED_ON.test(name))
      out = out.split(value).join("[redacted]");
  }
  const withPassword = /(\/\/[^/:@\s]*:)[^@/\s]+@/g;
  return out.replace(withPassword, "$1[redacted]@");
}

/** restic's errors, as the admin reads them. */
function plainWords(stderr: string, target: ResticTarget): string {
  const text = redact(stderr, target);
  const rules: [RegExp, string][] = [
    [
      /empty password|Resolving password failed|reading repository password/i,
      "No repository password: set RESTIC_PASSWORD or RESTIC_PASSWORD_FILE in the server's environment.",
    ],
    [
      /wrong password or no key found/i,
      "The repository password is wrong (RESTIC_PASSWORD or RESTIC_PASSWORD_FILE does not open this repository).",
    ],
    [
      /already locked|unable to create lock/i,
      "The backup repository is locked by another restic run; the next run will try again.",
    ],
    [/no space left on device|quota exceeded/i, "The backup destination is full."],
    [
      /ssh: connect to host|Connection refused|connection reset|subprocess ssh|no such host|i\/o timeout|network is unreachable/i,
      "The backup server could not be reached.",
    ],
    [/permission denied/i, "The backup destination refused access (permission denied)."],
  ];
  const last = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-3)
    .join(" ")
    .slice(0, 400);
  for (const [pattern, message] of rules) if (pattern.test(text)) return `${message} (restic: ${last})`;
  return `restic failed: ${last || "no message"}`;
}

/** Runs restic; each JSON line it prints goes to onLine. Rejects with a ResticError. */
function run(
  target: ResticTarget,
  args: string[],
  options: { cwd?: string; onLine?: (line: string) => void } = {},
): Promise<string> {
  const global = [
    ...(target.sftpCommand ? ["-o", `sftp.command=${target.sftpCommand}`] : []),
    ...(target.cacheDir ? ["--cache-dir", target.cacheDir] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("restic", [...global, ...args], {
      cwd: options.cwd,
      env: childEnvironment(target) as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
      signal: target.signal,
      killSignal: "SIGINT",
    });
    let stdout = "";
    let pending = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (!options.onLine) return;
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) options.onLine(line);
    });
    // Only the end matters for the message; a long run's progress on stderr is not kept whole.
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.once("error", (error) => {
      if (error.name === "AbortError") reject(new ResticError("Stopped: the server shut down before restic finished."));
      else reject(new ResticError(`restic could not be started (${error.message}); is it installed?`));
    });
    child.once("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new ResticError(plainWords(stderr, target)));
    });
  });
}

/** Creates the repository when there is none yet, so a new BACKUP_REPOSITORY needs no set-up step. */
export async function ensureRepository(target: ResticTarget): Promise<void> {
  try {
    await run(target, ["cat", "config"]);
  } catch (error) {
    if (!/Is there a repository|unable to open config file/i.test((error as Error).message)) throw error;
    await run(target, ["init"]);
  }
}

/** Backs up a folder (its contents, from inside it) as one snapshot; `progress` gets 0..1. */
export async function backupFolder(
  target: ResticTarget,
  folder: string,
  progress: (fraction: number) => void,
): Promise<BackupSummary> {
  let summary: BackupSummary | undefined;
  await run(target, ["backup", ".", "--json", "--tag", SNAPSHOT_TAG], {
    cwd: folder,
    onLine(line) {
      let message: {
        message_type?: string;
        percent_done?: number;
        snapshot_id?: string;
        total_bytes_processed?: number;
        total_files_processed?: number;
      };
      try {
        message = JSON.parse(line);
      } catch {
        return;
      }
      if (message.message_type === "status" && typeof message.percent_done === "number") progress(message.percent_done);
      if (message.message_type === "summary" && message.snapshot_id) {
        summary = {
          snapshotId: message.snapshot_id,
          bytes: message.total_bytes_processed ?? 0,
          files: message.total_files_processed ?? 0,
        };
      }
    },
  });
  if (!summary) throw new ResticError("restic finished without reporting a snapshot.");
  return summary;
}

/** The retention policy as restic's options; one group for the site's snapshots, whatever host or path took them. */
export function retentionArgs(policy: Record<keyof typeof BACKUP_RETENTION, number> = BACKUP_RETENTION): string[] {
  return [
    "--tag",
    SNAPSHOT_TAG,
    "--group-by",
    "tags",
    "--keep-hourly",
    String(policy.hourly),
    "--keep-daily",
    String(policy.daily),
    "--keep-weekly",
    String(policy.weekly),
    "--keep-monthly",
    String(policy.monthly),
  ];
}

/** Forgets the snapshots the policy does not keep and prunes the data only they used. */
export async function applyRetention(target: ResticTarget): Promise<void> {
  await run(target, ["forget", "--prune", "--quiet", ...retentionArgs()]);
}

/** The site's snapshots, oldest first. */
export async function listSnapshots(target: ResticTarget): Promise<Snapshot[]> {
  const snapshots = JSON.parse(await run(target, ["snapshots", "--json", "--tag", SNAPSHOT_TAG])) as Snapshot[] | null;
  return (snapshots ?? []).sort((a, b) => a.time.localeCompare(b.time));
}

/** The repository's structure, and a twentieth of its data read back, are sound. */
export async function checkRepository(target: ResticTarget): Promise<void> {
  await run(target, ["check", "--read-data-subset", "5%"]);
}

/** Restores a snapshot into `into` (backed up from inside its folder, the snapshot's files are at its root). */
export async function restoreSnapshot(target: ResticTarget, snapshot: Snapshot, into: string): Promise<void> {
  await run(target, ["restore", snapshot.id, "--target", into]);
}
