import { type Kysely, sql } from "kysely";

// Frozen once landed: later changes go in a new, later-dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`CREATE TABLE assets (
      id INTEGER PRIMARY KEY,
      path TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL CHECK (kind IN ('image', 'video', 'portfolio')),
      folder TEXT NOT NULL,
      mime TEXT NOT NULL,
      bytes INTEGER NOT NULL CHECK (bytes >= 0),
      width INTEGER,
      height INTEGER,
      content_hash TEXT NOT NULL,
      alt TEXT NOT NULL DEFAULT '',
      original_name TEXT,
      variants TEXT NOT NULL DEFAULT '[]',
      placeholder TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE TABLE career (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      career_header TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL DEFAULT '',
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE TABLE contact (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      contact_header TEXT NOT NULL DEFAULT '',
      location TEXT NOT NULL DEFAULT '',
      telephone TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL DEFAULT '',
      description TEXT NOT NULL DEFAULT '',
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE TABLE homepage (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      description TEXT NOT NULL DEFAULT '',
      architectural_image INTEGER REFERENCES assets(id) ON DELETE SET NULL,
      interior_image INTEGER REFERENCES assets(id) ON DELETE SET NULL,
      product_image INTEGER REFERENCES assets(id) ON DELETE SET NULL,
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE TABLE homepage_carousel_images (
      id INTEGER PRIMARY KEY,
      homepage_id INTEGER NOT NULL DEFAULT 1 REFERENCES homepage(id),
      asset_id INTEGER NOT NULL UNIQUE REFERENCES assets(id) ON DELETE CASCADE,
      position INTEGER NOT NULL
    )`,
    sql`CREATE TABLE homepage_carousel_logos (
      id INTEGER PRIMARY KEY,
      homepage_id INTEGER NOT NULL DEFAULT 1 REFERENCES homepage(id),
      asset_id INTEGER NOT NULL UNIQUE REFERENCES assets(id) ON DELETE CASCADE,
      position INTEGER NOT NULL
    )`,
    sql`CREATE TABLE studio (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      detail TEXT NOT NULL DEFAULT '',
      image INTEGER REFERENCES assets(id) ON DELETE SET NULL,
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE TABLE projects (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL CHECK (length(trim(name)) > 0),
      year INTEGER NOT NULL,
      location TEXT NOT NULL,
      area REAL NOT NULL CHECK (area >= 0),
      type TEXT NOT NULL CHECK (type IN ('Architecture', 'Interior', 'Object')),
      photographer TEXT NOT NULL,
      link TEXT NOT NULL UNIQUE,
      description_part_1 TEXT NOT NULL,
      description_part_2 TEXT NOT NULL,
      description_part_3 TEXT NOT NULL,
      image_header INTEGER NOT NULL REFERENCES assets(id),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE INDEX projects_type ON projects(type, id)`,
    sql`CREATE TABLE project_carousel_images (
      id INTEGER PRIMARY KEY,
      project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      asset_id INTEGER NOT NULL UNIQUE REFERENCES assets(id) ON DELETE CASCADE,
      position INTEGER NOT NULL
    )`,
    sql`CREATE INDEX project_carousel_images_project ON project_carousel_images(project_id, position)`,
    sql`CREATE TABLE project_videos (
      id INTEGER PRIMARY KEY,
      project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      asset_id INTEGER NOT NULL UNIQUE REFERENCES assets(id) ON DELETE CASCADE,
      position INTEGER NOT NULL
    )`,
    sql`CREATE INDEX project_videos_project ON project_videos(project_id, position)`,
    sql`CREATE TABLE users (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE TABLE sessions (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE INDEX sessions_user ON sessions(user_id)`,
    sql`CREATE TABLE career_applications (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      tel TEXT NOT NULL,
      email TEXT NOT NULL,
      tell_us TEXT NOT NULL,
      portfolio INTEGER NOT NULL REFERENCES assets(id),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      read_at TEXT
    )`,
    sql`CREATE TABLE contact_messages (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      tel TEXT NOT NULL,
      email TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      read_at TEXT
    )`,
    sql`CREATE TABLE mail_outbox (
      id INTEGER PRIMARY KEY,
      career_application_id INTEGER REFERENCES career_applications(id) ON DELETE CASCADE,
      contact_message_id INTEGER REFERENCES contact_messages(id) ON DELETE CASCADE,
      to_address TEXT NOT NULL,
      reply_to TEXT,
      subject TEXT NOT NULL,
      text TEXT NOT NULL,
      attachment INTEGER REFERENCES assets(id) ON DELETE SET NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      last_error TEXT,
      provider_id TEXT,
      sent_at TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      CHECK ((career_application_id IS NULL) <> (contact_message_id IS NULL))
    )`,
    sql`CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at)`,
    sql`CREATE TABLE mail_attempts (
      id INTEGER PRIMARY KEY,
      outbox_id INTEGER NOT NULL REFERENCES mail_outbox(id) ON DELETE CASCADE,
      ok INTEGER NOT NULL,
      error TEXT,
      at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE TABLE app_state (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`,
    sql`INSERT INTO career (id) VALUES (1)`,
    sql`INSERT INTO contact (id) VALUES (1)`,
    sql`INSERT INTO homepage (id) VALUES (1)`,
    sql`INSERT INTO studio (id) VALUES (1)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "app_state",
    "mail_attempts",
    "mail_outbox",
    "contact_messages",
    "career_applications",
    "sessions",
    "users",
    "project_videos",
    "project_carousel_images",
    "projects",
    "studio",
    "homepage_carousel_logos",
    "homepage_carousel_images",
    "homepage",
    "contact",
    "career",
    "assets",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
