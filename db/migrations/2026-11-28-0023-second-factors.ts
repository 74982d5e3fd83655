import { type Kysely, sql } from "kysely";

// Second factors and the audit log (docs/decisions/049-second-factors-and-audit-log.md).
// - sessions.stage: 'password' is a half sign-in (the password was right, the second factor is still
//   owed): the admin guard refuses it; 'full' is signed in. verified_at: when this session last proved a
//   factor (or the password), for the actions that ask for a fresh one.
// - users: the authenticator app's secret (encrypted with a key derived from the session secret), the
//   last time step accepted (no replay within its window), passkey-only.
// - recovery_codes: single-use, stored as SHA-256 of a 50-bit random code.
// - passkeys: WebAuthn credentials, named, with their last use.
// - audit_log: each row's hash covers the previous row's hash, so an edited or deleted row breaks the chain.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN stage TEXT NOT NULL DEFAULT 'full' CHECK (stage IN ('password', 'full'))`.execute(
    db,
  );
  await sql`ALTER TABLE sessions ADD COLUMN verified_at TEXT`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN totp_secret TEXT`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN totp_last_step INTEGER`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN passkey_only INTEGER NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE TABLE recovery_codes (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at TEXT,
    PRIMARY KEY (user_id, code_hash)
  )`.execute(db);
  await sql`CREATE TABLE passkeys (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL DEFAULT 0,
    transports TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    last_used_at TEXT
  )`.execute(db);
  await sql`CREATE INDEX passkeys_user ON passkeys(user_id)`.execute(db);
  await sql`CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    action TEXT NOT NULL,
    actor TEXT,
    subject TEXT,
    detail TEXT NOT NULL DEFAULT '',
    address TEXT,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX audit_log_at ON audit_log(at)`.execute(db);
}
