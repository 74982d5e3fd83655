// The Database interface kysely checks every query against.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type Timestamp = ColumnType<string, string | undefined, string>;
/** A text (often a time) that an insert may leave out: null until it is known. */
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export const PROJECT_TYPES = ["Architecture", "Interior", "Object"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export type AssetKind = "image" | "video" | "portfolio";
/** A video is "processing" until its H.264 MP4 is written; "failed" keeps the reason, no files. */
export type AssetState = "ready" | "processing" | "failed";
export type MailStatus = "pending" | "sent" | "failed";

export interface AssetsTable {
  id: Generated<number>;
  /** Relative to the uploads root, e.g. images/projects/3f9a…; images keep only the stem. */
  path: string;
  kind: AssetKind;
  folder: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  content_hash: string;
  alt: string;
  original_name: string | null;
  /** JSON Variant[] (app/utils/media.ts); AVIF variants are appended in the background. */
  variants: string;
  placeholder: string | null;
  /** The subject's point, as fractions 0..1 of the width and height from the top left (default 0.5). */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  state: Generated<AssetState>;
  /** How far a processing video's transcode is, 0..1 (1 for everything ready). */
  progress: Generated<number>;
  /** Why a video's processing failed, as the admin is shown it. */
  failure: string | null;
  created_at: Timestamp;
}

export interface CareerTable {
  id: number;
  career_header: string;
  email: string;
  updated_at: Timestamp;
}

export interface ContactTable {
  id: number;
  contact_header: string;
  location: string;
  telephone: string;
  email: string;
  description: string;
  updated_at: Timestamp;
}

export interface HomepageTable {
  id: number;
  description: string;
  architectural_image: number | null;
  interior_image: number | null;
  product_image: number | null;
  updated_at: Timestamp;
}

/** The ordered arrays of the home's row (docs/product.md#home): carousel_images and carousel_logos. */
export interface HomepageImagesTable {
  id: Generated<number>;
  homepage_id: ColumnType<number, number | undefined, never>;
  asset_id: number;
  position: number;
}

export interface StudioTable {
  id: number;
  detail: string;
  image: number | null;
  updated_at: Timestamp;
}

export type ProjectStatus = "published" | "draft";
/** What the admin chooses: a draft, published to everyone, or published privately (status + private). */
export type ProjectState = ProjectStatus | "private";

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  year: number;
  location: string;
  area: number;
  type: ProjectType;
  photographer: string;
  link: string;
  description_part_1: string;
  description_part_2: string;
  description_part_3: string;
  image_header: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A draft is never shown to visitors (see isVisibleToVisitors in app/.server/content/projects.ts). */
  status: Generated<ProjectStatus>;
  /** Signed into every preview link; bumping it revokes them all. */
  preview_version: Generated<number>;
  /** When it was moved to the trash; null when it is not there (docs/decisions/019-admin-data-model.md). */
  deleted_at: OptionalText;
  /** Its place in the admin's custom order, smallest first; a trigger puts a new project first. */
  custom_position: Generated<number>;
  /** 1: published for share links only, never on a public page (docs/decisions/025-selections-and-share-links.md). */
  private: Generated<number>;
}

/** "newest": the default order, highest id first (docs/product.md#project-order); "custom": the admin's (projects.custom_position). */
export type ProjectOrderMode = "newest" | "custom";

/** One row (id 1): how visitors' project lists are ordered. */
export interface ProjectOrderTable {
  id: number;
  mode: Generated<ProjectOrderMode>;
  /** 1: the home's latest three follow the custom order too; 0: the home keeps the newest. */
  home_follows_custom: Generated<number>;
  updated_at: Timestamp;
}

/** An old link of a renamed project, answered with a redirect to its current one. */
export interface ProjectLinkRedirectsTable {
  old_link: string;
  project_id: number;
  created_at: Generated<Timestamp>;
}

/** A project's ordered carousel_images and videos. */
export interface ProjectMediaTable {
  id: Generated<number>;
  project_id: number;
  asset_id: number;
  position: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  /** The admin who sent the invite; null for the first admin (and once the inviter is removed). */
  invited_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export type AdminTokenKind = "invite" | "reset";

/** A one-time link: an invite to become admin, or a password reset. The row holds the token's SHA-256 (hex). */
export interface AdminTokensTable {
  token_hash: string;
  kind: AdminTokenKind;
  email: string;
  /** The account a reset is for (null for an invite). */
  user_id: number | null;
  invited_by: number | null;
  expires_at: string;
  used_at: string | null;
  created_at: Timestamp;
}

/** One sign-in. The browser's cookie holds the token; the row only its SHA-256 (hex). */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  /** The absolute end, SESSION_MAX_AGE_S after sign-in. */
  expires_at: string;
  /** Last use, written at most every SESSION_TOUCH_EVERY_S; SESSION_IDLE_S after it the session ends. */
  last_seen_at: string;
  created_at: Timestamp;
}

/** What a career application and a contact message share: the sender, and their life in the inbox. */
interface SubmissionColumns {
  id: Generated<number>;
  name: string;
  tel: string;
  email: string;
  created_at: Timestamp;
  read_at: string | null;
  /** Why the bot filters suspect it; null when it is in the normal inbox. */
  spam_reason: string | null;
  /** The email of the admin who first opened it (null before, or opened before this was recorded). */
  read_by: OptionalText;
  /** The email of the admin who marked it "Not spam", and when. */
  released_by: OptionalText;
  released_at: OptionalText;
}

export interface CareerApplicationsTable extends SubmissionColumns {
  tell_us: string;
  portfolio: number;
}

export interface ContactMessagesTable extends SubmissionColumns {
  message: string;
}

export interface UsedFormTokensTable {
  id: string;
  used_at: Timestamp;
}

export interface PortfolioBytesTable {
  address: string;
  /** UTC date, YYYY-MM-DD. */
  day: string;
  bytes: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  career_application_id: number | null;
  contact_message_id: number | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  /** What `text` becomes once the mail is sent (a one-time link's mail without its token); null keeps it. */
  text_after_send: string | null;
  attachment: number | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  provider_id: string | null;
  sent_at: string | null;
  created_at: Timestamp;
}

export interface MailAttemptsTable {
  id: Generated<number>;
  outbox_id: number;
  ok: number;
  error: string | null;
  at: Timestamp;
}

export type RevisionSubject = "home" | "studio" | "career" | "contact" | "project";

/** One saved state of a page or a project (app/.server/content/revisions.ts). */
export interface RevisionsTable {
  id: Generated<number>;
  subject: RevisionSubject;
  /** The project, for subject 'project' (the revisions go with it when it is deleted forever). */
  project_id: number | null;
  /** Who saved it; null for the state recorded before the first save, or once the admin is removed. */
  user_id: number | null;
  /** The admin's email when they saved it, kept after they are removed. */
  user_email: Generated<string>;
  summary: string;
  /** JSON: the content rows as they were after the save, with ordered asset ids (see revisions.ts). */
  snapshot: string;
  /** The revision this one restored (a restore or an undo), else null. */
  restored_from: number | null;
  created_at: Generated<string>;
}

/** The assets a revision can restore: their files are kept while any revision names them. */
export interface RevisionAssetsTable {
  revision_id: number;
  asset_id: number;
}

/** Facts about the installation itself, such as whether the first start seeded demo content. */
export interface AppStateTable {
  key: string;
  value: string;
}

/** Projects the admin picked to share, in an order, with a title and a note. */
export interface SelectionsTable {
  id: Generated<number>;
  title: string;
  note: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SelectionProjectsTable {
  selection_id: number;
  project_id: number;
  position: number;
}

/** A selection's link for one recipient; the URL's token is kept only as its SHA-256 (hex). */
export interface ShareLinksTable {
  id: Generated<number>;
  selection_id: number;
  token_hash: string;
  recipient_name: string;
  recipient_email: string | null;
  expires_at: string;
  revoked_at: OptionalText;
  first_opened_at: OptionalText;
  last_opened_at: OptionalText;
  open_count: Generated<number>;
  created_at: Timestamp;
}

/** Which projects a link's holder opened: nothing else about them is kept. */
export interface ShareLinkViewsTable {
  link_id: number;
  project_id: number;
  first_seen_at: string;
  last_seen_at: string;
  views: Generated<number>;
}

/** Page views of one UTC day, summed (docs/decisions/026-cookieless-analytics.md): no row names a visitor. */
export interface AnalyticsDaysTable {
  day: string;
  views: Generated<number>;
  visitors: Generated<number>;
  /** Career applications received that day, not spam. */
  applications: Generated<number>;
  /** Contact messages received that day, not spam. */
  messages: Generated<number>;
}

export interface AnalyticsPagesTable {
  day: string;
  /** The public page's path, e.g. /projects/detail/some-link. */
  path: string;
  views: Generated<number>;
  visitors: Generated<number>;
}

export const ANALYTICS_DIMENSIONS = ["referrer", "utm_source", "utm_campaign", "language", "device"] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

export interface AnalyticsDimensionsTable {
  day: string;
  path: string;
  dimension: AnalyticsDimension;
  value: string;
  views: Generated<number>;
}

export interface AnalyticsSettingsTable {
  id: Generated<number>;
  retention_months: Generated<number>;
}

/** The backup schedule the admin chose (one row); NULL: BACKUP_SCHEDULE's default. */
export interface BackupSettingsTable {
  id: Generated<number>;
  interval_minutes: number | null;
  updated_at: Generated<string>;
}

/** One scheduled or manual backup (or repository check) and how it ended. */
export interface BackupRunsTable {
  id: Generated<number>;
  kind: "backup" | "check";
  trigger: "schedule" | "manual";
  status: "running" | "ok" | "failed" | "skipped";
  started_at: string;
  finished_at: string | null;
  snapshot_id: string | null;
  bytes: number | null;
  files: number | null;
  snapshots_kept: number | null;
  /** In plain words, secrets redacted. */
  error: string | null;
}

/** A watched condition (backup, mail, disk, AVIF queue): bad or not, since when, when the admins were told. */
export interface AlertStatesTable {
  key: string;
  bad: number;
  detail: string | null;
  changed_at: string;
  notified_at: string | null;
}

/** Who a translation belongs to: a page's only row (subject_id 1), a project, or an asset (its alt text). */
export type TranslationSubject = "home" | "studio" | "career" | "contact" | "project" | "asset";

/** A text in a language other than the default, whose text stays in the subject's own column. */
export interface TranslationsTable {
  subject: TranslationSubject;
  subject_id: number;
  /** Two lowercase letters, one of SITE_LANGUAGES past the first. */
  lang: string;
  /** The subject's column this translates, e.g. "name", "description_part_1", "alt". */
  field: string;
  value: string;
  updated_at: Timestamp;
}

/** The site's languages as the search index was built for them (migration 0019): the default at position 0. */
export interface SearchLanguagesTable {
  lang: string;
  position: number;
}

/** One row (id 1): which languages and index version project_search was last rebuilt for. */
export interface SearchStateTable {
  id: number;
  signature: string;
}

export interface Database {
  app_state: AppStateTable;
  alert_states: AlertStatesTable;
  backup_runs: BackupRunsTable;
  backup_settings: BackupSettingsTable;
  assets: AssetsTable;
  career: CareerTable;
  contact: ContactTable;
  homepage: HomepageTable;
  homepage_carousel_images: HomepageImagesTable;
  homepage_carousel_logos: HomepageImagesTable;
  studio: StudioTable;
  projects: ProjectsTable;
  project_order: ProjectOrderTable;
  project_link_redirects: ProjectLinkRedirectsTable;
  project_carousel_images: ProjectMediaTable;
  project_videos: ProjectMediaTable;
  users: UsersTable;
  sessions: SessionsTable;
  admin_tokens: AdminTokensTable;
  career_applications: CareerApplicationsTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  mail_attempts: MailAttemptsTable;
  used_form_tokens: UsedFormTokensTable;
  portfolio_bytes: PortfolioBytesTable;
  revisions: RevisionsTable;
  revision_assets: RevisionAssetsTable;
  selections: SelectionsTable;
  selection_projects: SelectionProjectsTable;
  share_links: ShareLinksTable;
  share_link_views: ShareLinkViewsTable;
  analytics_days: AnalyticsDaysTable;
  analytics_pages: AnalyticsPagesTable;
  analytics_dimensions: AnalyticsDimensionsTable;
  analytics_settings: AnalyticsSettingsTable;
  translations: TranslationsTable;
  search_languages: SearchLanguagesTable;
  search_state: SearchStateTable;
}

export type Asset = Selectable<AssetsTable>;
export type NewAsset = Insertable<AssetsTable>;
export type Project = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;
export type User = Selectable<UsersTable>;
export type CareerApplication = Selectable<CareerApplicationsTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type MailOutbox = Selectable<MailOutboxTable>;

// ---------------------------------------------------------------- the studio's record (decision 053)

/** One credit of a project, in order: a known role's key ("photographer", translated on the page) or a typed role. */
export interface ProjectCreditsTable {
  id: Generated<number>;
  project_id: number;
  position: number;
  role: string;
  name: string;
  link: string | null;
}

export interface Database {
  project_credits: ProjectCreditsTable;
}
