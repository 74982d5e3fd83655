// the product's limits and timings (§9), named once.
export const STUDIO_NAME = "PAPER PLANE PROJECT STUDIO";
export const COPYRIGHT_YEAR = 2024;
export const SOCIAL_LINKS = {
  instagram: "https://www.instagram.com/paperplaneprojectstudio/",
  linkedin: "https://www.linkedin.com/company/paper-plane-project-studio/",
} as const;

export const PORTFOLIO_MAX_BYTES = 10_485_760;
export const FILE_NAME_DISPLAY_CHARS = 40;
export const SLUG_SUFFIX_HEX_LENGTH = 8;
export const LATEST_PROJECTS_COUNT = 3;

export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_AFTER_MANUAL_MS = 4000;
export const LOGO_SLOT_PX = 250;
export const LOGO_LOOP_S = 15;
export const TOAST_AUTO_CLOSE_MS = 5000;
/**
 * How long a toast that offers "Undo" stays (issue 12): twice the product's toast, time to read it and
 * reach the button; it also waits while hovered or focused (WCAG 2.2.1), so nobody is cut off.
 */
export const UNDO_TOAST_MS = 10_000;
/**
 * Revisions kept per page and per project: enough for a working session's mistakes and more, while
 * the files of replaced images (kept for restores) stay bounded. Older ones are pruned on each save.
 */
export const REVISIONS_KEPT = 50;

export const HOME_SCROLL_THRESHOLD_PX = 10;
export const HOME_SCROLL_OFFSET_PX = 95;
export const DETAIL_HEADER_HEIGHT = "81.5vh";
export const NAV_HEIGHT = "72px";

export const BREAKPOINTS = { small: 576, tabletMin: 768, navbar: 953, tabletMax: 963 } as const;

export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const;
export const LIVE_HEARTBEAT_MS = 30_000;

// Project detail (docs/product.md, §9): the strip's scroll offsets alternate these shares of the window width,
// and the image modal fades in and out (its backdrop's 150 ms is a style token).
export const STRIP_ITEM_WIDTHS_VW = [55, 23] as const;
export const MODAL_FADE_MS = 300;

// Career and contact submissions: length caps of each field (characters).
export const SUBMISSION_LIMITS = { name: 200, tel: 40, email: 254, message: 5000 } as const;
/** Name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";
/** Name of the hidden field carrying the signed time the form was rendered. */
export const FORM_TOKEN_FIELD = "form_token";
/** A form sent back sooner than this after it was rendered comes from a bot. */
export const FORM_MIN_FILL_MS = 1500;
/** Default submissions per visitor address per window, for each form (SUBMISSION_RATE_MAX overrides). */
export const SUBMISSION_RATE_MAX = 10;
export const SUBMISSION_RATE_WINDOW_MS = 15 * 60 * 1000;

// The mail outbox.
/** Larger portfolios are not attached (many mail servers refuse big mail): the mail links to the inbox instead. */
export const MAIL_ATTACHMENT_MAX_BYTES = 7 * 1024 * 1024;
export const MAIL_RETRY_BASE_MS = 1000;
/** docs/product.md: retries back off exponentially, capped at 30 s between tries. */
export const MAIL_RETRY_MAX_MS = 30_000;
export const MAIL_MAX_ATTEMPTS = 10;
/** How long one call to the mail API may take before it counts as failed. */
export const MAIL_SEND_TIMEOUT_MS = 15_000;
/** Mails sent at once by the worker. */
export const MAIL_CONCURRENCY = 4;
/** The worker looks at the outbox at least this often, even when nothing woke it. */
export const MAIL_POLL_MS = 5000;
export const INBOX_PAGE_SIZE = 50;
/** Largest contact form body read (every field at its cap, percent-encoded, fits). */
export const CONTACT_BODY_MAX_BYTES = 128 * 1024;

// Login throttling (docs/decisions/006-login-throttling.md). Failures are counted in a sliding window.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed tries one address gets at one account per window: enough for typos, then that pair is locked. */
export const LOGIN_FAILURES_PER_PAIR = 5;
/** Failed tries one address gets across all accounts per window: stops one address spraying many accounts. */
export const LOGIN_FAILURES_PER_IP = 20;
/**
 * Failures of one account from all addresses per window after which browsers and addresses that never
 * signed in to it are slowed to one try per LOGIN_ACCOUNT_PACE_MS (a distributed guess). Twice the pair
 * limit, so one address alone can never slow anyone else down; those that signed in before never are.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_ACCOUNT_PACE_MS = 5000;
/** Largest login body read (two short fields, percent-encoded): anything bigger is refused while it streams. */
export const LOGIN_BODY_MAX_BYTES = 4 * 1024;
/**
 * Password hashes (scrypt, ~128 MiB and a core for ~0.3 s each) run at once. One: on the 2-core VM the
 * other core stays with the event loop and sharp, and 3 of libuv's 4 threads with files and images
 * (npm run bench:login-flood measured 2 at once slowing static files and uploads further under a flood).
 */
export const PASSWORD_HASH_CONCURRENCY = 1;
/** Hashes waiting for a turn; more are refused with 429 at once rather than piling up memory and time. */
export const PASSWORD_HASH_QUEUE_MAX = 8;
/** Longest a hash waits for its turn before the login is refused with 429. */
export const PASSWORD_HASH_WAIT_MS = 10_000;
/** Retry-After of a login refused because too many were waiting for a hash. */
export const LOGIN_BUSY_RETRY_AFTER_S = 5;
/** How long a browser (its login-device cookie) or an address that signed in stays exempt from an account's slow-down. */
export const LOGIN_DEVICE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Keys (addresses, accounts, pairs) each login counter tracks at most, a few MiB: the least recently tried are forgotten first. */
export const LOGIN_TRACKED_KEYS_MAX = 100_000;
/** Addresses remembered per account for that exemption (in memory; a restart forgets them). */
export const LOGIN_GOOD_ADDRESSES_KEPT = 20;

// Sessions.
/** A sign-in lasts at most this long, however active. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/** A session unused this long ends (sliding): a forgotten signed-in browser does not stay open for a month. */
export const SESSION_IDLE_S = 12 * 60 * 60;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
export const SESSION_TOUCH_EVERY_S = 5 * 60;
/** Expired session rows are deleted at start, on each sign-in and this often. */
export const SESSION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Admin upload caps, per file: photographs straight from a phone or camera (a 48 MP HEIC is ~15 MB,
 * its JPEG up to ~30 MB), and clips of a few minutes (4K HEVC from a phone is ~170 MB a minute).
 */
export const ADMIN_IMAGE_MAX_BYTES = 40 * 1024 * 1024;
export const ADMIN_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
/** Longest clip taken: minutes of walk-through, not a film. */
export const VIDEO_MAX_SECONDS = 10 * 60;
/** Largest frame taken: 8K (a phone records 4K). */
export const VIDEO_MAX_PIXELS = 7680 * 4320;
/** The served MP4's frame fits this box (landscape; turned for portrait clips): 1080p. */
export const VIDEO_SERVED_BOX = { long: 1920, short: 1080 } as const;
/**
 * A transcode's time budget: this much, plus this many times the clip's length (4K HEVC decodes at
 * about a third of real time on two cores). Past it the transcode is stopped and reported.
 */
export const TRANSCODE_BASE_MS = 2 * 60 * 1000;
export const TRANSCODE_PER_SECOND_MS = 6 * 1000;
/** How often a running transcode writes its progress for the admin to see. */
export const TRANSCODE_PROGRESS_EVERY_MS = 1000;
/** How often the admin's page reads a processing video's progress again. */
export const PROCESSING_POLL_MS = 2000;
/** Files per project submit: detail images and videos. */
export const PROJECT_MAX_FILES = 40;

/** Field lengths the admin forms accept. */
export const TEXT_MAX = { short: 200, email: 254, long: 5000, alt: 300 } as const;
export const PROJECT_YEAR_MIN = 1900;
export const PROJECT_YEAR_MAX = 2100;
export const PROJECT_LIST_MAX_HEIGHT_PX = 600;

/** Files a start finds that no asset row names (a crash's leftovers) are kept aside this long, for inspection, then deleted. */
export const ORPHAN_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** A backup retakes its database snapshot this often when files vanish under it (deleted after the snapshot) before giving up. */
export const BACKUP_SNAPSHOT_ATTEMPTS = 5;

// Scheduled backups off the VM and alerts (issue 20, docs/decisions/023-offsite-backups.md).
export const BACKUP_INTERVAL_DEFAULT_MINUTES = 60;
export const BACKUP_INTERVAL_MIN_MINUTES = 5;
export const BACKUP_INTERVAL_MAX_MINUTES = 7 * 24 * 60;
/** The schedules the admin picks from, in minutes. */
export const BACKUP_INTERVAL_CHOICES = [15, 30, 60, 120, 360, 720, 1440] as const;
/** Snapshots restic keeps: the newest per hour, day, week and month for this many of each. */
export const BACKUP_RETENTION = { hourly: 24, daily: 14, weekly: 8, monthly: 12 } as const;
/** How often the repository's integrity is checked (restic check). */
export const BACKUP_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Backups that fail this many times in a row alert the admins. */
export const BACKUP_FAILURES_TO_ALERT = 2;
/** How often the alert conditions are looked at. */
export const ALERT_CHECK_INTERVAL_MS = 60 * 1000;
/** A mail pending in the outbox longer than this alerts the admins. */
export const MAIL_UNDELIVERED_ALERT_MS = 60 * 60 * 1000;
/** Free disk space (share of the data disk) under which the admins are alerted. */
export const DISK_FREE_ALERT_RATIO = 0.1;
/** An AVIF queue with work waiting and no image finished for this long is stuck. */
export const AVIF_STUCK_MS = 30 * 60 * 1000;

// Intake hardening (issue 9): what one request and one day of visitors may cost the server.
/** Parts in one multipart body: the largest admin form (a project: its fields, alts and 40 files) fits with room. */
export const MULTIPART_MAX_PARTS = 200;
/** Text fields in one multipart body; the rest of MULTIPART_MAX_PARTS is files. */
export const MULTIPART_MAX_TEXT_FIELDS = 150;
/** Largest single text field in a multipart body (a 5,000-character text in 4-byte UTF-8 fits). */
export const MULTIPART_MAX_TEXT_FIELD_BYTES = 64 * 1024;
/** All text fields of one multipart body together: every field of the largest form at its cap fits. */
export const MULTIPART_MAX_TEXT_BYTES = 256 * 1024;
/** A form token older than this is expired: nobody keeps a form open for a day before sending it. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Portfolio bytes one address may send per UTC day: five portfolios at the product's 10 MB each. */
export const PORTFOLIO_BYTES_PER_ADDRESS_PER_DAY = 5 * PORTFOLIO_MAX_BYTES;
/** Portfolio bytes from everyone per UTC day: ~200 full portfolios, far above real demand, far below the disk. */
export const PORTFOLIO_BYTES_PER_DAY = 2 * 1024 * 1024 * 1024;
/** Uploads are refused while the uploads disk has less free space than this (UPLOADS_MIN_FREE_BYTES overrides), so the database and logs keep room to write. */
export const UPLOADS_MIN_FREE_BYTES = 1024 * 1024 * 1024;
/** Suspected spam is kept this long for an admin to look at, then purged with its portfolio. */
export const SPAM_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How often the quarantine, used form tokens and old upload budgets are purged. */
export const INTAKE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How long a deleted project waits in the trash before it is purged with its files: a month to notice a mistake. */
export const TRASH_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How often the trash is swept: a purge a few hours late costs only disk, and the sweep also runs at boot. */
export const TRASH_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Largest image, in pixels, that is decoded or accepted as a portfolio (a 10,000 × 10,000 photograph). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * The public page cache's memory: all kept bodies (HTML, gzip and brotli) together. A page is ~60 kB in
 * all three, so this holds a few hundred pages, more than the site has; the oldest unused page goes first.
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

// The HTTP edge (server/edge.js, app/.server/http/body-limits.ts): the largest body each route reads,
// refused with 413 while it streams, so no post can fill memory or disk past what its form needs.
/** Login, logout, inbox buttons, and any route not listed: a few short fields. */
export const SMALL_FORM_BODY_MAX_BYTES = 8 * 1024;
/**
 * The admin's text forms: one long field (TEXT_MAX.long characters, up to 9 bytes each once percent-encoded)
 * in each of two languages (a page's text and its translation, side by side: decision 036).
 */
export const ADMIN_TEXT_BODY_MAX_BYTES = 2 * 64 * 1024;
/**
 * Room past a file's own cap in an upload's body cap: the parser reads ahead of the part it refuses,
 * so without it the edge's generic 413 could overtake the route's own message ("File is too large…").
 */
const UPLOAD_READ_AHEAD_BYTES = 1024 * 1024;
/** A career application: the portfolio plus room for the text fields and multipart framing. */
export const CAREER_BODY_MAX_BYTES = PORTFOLIO_MAX_BYTES + CONTACT_BODY_MAX_BYTES + UPLOAD_READ_AHEAD_BYTES;
/** A home or studio image post: one image at its cap plus its text fields. */
export const ADMIN_IMAGE_BODY_MAX_BYTES = ADMIN_IMAGE_MAX_BYTES + ADMIN_TEXT_BODY_MAX_BYTES + UPLOAD_READ_AHEAD_BYTES;
/**
 * A project save carries the header, detail images and clips in one post: room for the header,
 * ten images and one clip at their caps (or several shorter clips). A larger set goes up in two saves.
 */
export const ADMIN_PROJECT_BODY_MAX_BYTES =
  11 * ADMIN_IMAGE_MAX_BYTES + ADMIN_VIDEO_MAX_BYTES + ADMIN_TEXT_BODY_MAX_BYTES;
/**
 * A body must arrive within this base time plus its cap at the minimum rate below (a slow mobile
 * uplink), else 408: slow-drip clients cannot hold a connection for ever.
 */
export const BODY_TIME_BASE_MS = 30_000;
export const BODY_MIN_BYTES_PER_S = 32 * 1024;
/**
 * All bodies together are read at most this fast (about 134 Mbit/s): floods of huge posts cannot take
 * the CPU from visitors. A portfolio alone arrives in under a second, an admin's largest clip in about a minute.
 */
export const BODY_READ_BYTES_PER_S = 16 * 1024 * 1024;
/**
 * After a refusal the rest of a body is read and dropped for this long, or this much, so the client
 * gets to read the answer (closing on unread data resets the connection), then the connection is cut.
 */
export const REFUSAL_LINGER_MS = 500;
export const REFUSAL_LINGER_BYTES = 64 * 1024;
/** Server timeouts: headers must arrive in this time; idle keep-alive connections close after this. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** IPv6 clients are rate-limited by their network: one subscriber usually holds a whole /64. */
export const IPV6_CLIENT_PREFIX_BITS = 64;

// ---------------------------------------------------------------- several admins (docs/decisions/019-admin-data-model.md)
/** An invite link works this long: time to see the mail over a weekend, short enough that an old mail is harmless. */
export const ADMIN_INVITE_TTL_MS = 72 * 60 * 60 * 1000;
/** A password reset link works this long: it is used at once, and a mailbox read later must not hold a live key. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Admin passwords: the same rule as ADMIN_PASSWORD for the first admin (at least 8 characters). */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase or manager-made password; bounds what scrypt is given. */
export const PASSWORD_MAX_LENGTH = 256;
/** Tries at one-time links per address within LOGIN_WINDOW_MS, as for sign-ins from one address. */
export const ADMIN_LINK_TRIES_PER_IP = 20;
/** "Forgot password?" posts per address within LOGIN_WINDOW_MS: each may send a mail. */
export const FORGOT_PASSWORDS_PER_IP = 5;
/** Reset mails per account within LOGIN_WINDOW_MS, so nobody can fill an admin's mailbox. */
export const RESET_MAILS_PER_ACCOUNT = 3;

/** How long a selection's share link works unless the admin picks otherwise (issue 23). */
export const SHARE_LINK_DAYS_DEFAULT = 30;
export const SHARE_LINK_DAYS_MAX = 365;
/** Dead share-link answers (never issued, revoked or expired alike) per address within LOGIN_WINDOW_MS. */
export const SHARE_LINK_DEAD_TRIES_PER_IP = 30;
/** A selection's size: its dossier stays small enough to mail. */
export const SELECTION_MAX_PROJECTS = 24;
export const SELECTION_NOTE_MAX = 1200;
/** The URL prefix of every share link's page and file: one place for the request log's redaction. */
export const SHARE_PATH_PREFIX = "/s/";
/** The dossier's images: JPEG at this resolution for the size they are printed at, and this quality (file small enough to mail). */
export const DOSSIER_DPI = 220;
export const DOSSIER_JPEG_QUALITY = 76;
/** Detail images per project in the dossier. */
export const DOSSIER_DETAIL_IMAGES = 4;
/** How long a file sent for a project save that never came is kept (decision 035): a day to finish a batch. */
export const STAGED_UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;
/** How often files sent for saves that never came are swept (the boot sweep removes them too). */
export const STAGED_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How long the HEIC decoder's worker waits for the next photo before it ends and gives its memory back. */
export const HEIC_WORKER_IDLE_MS = 2000;
