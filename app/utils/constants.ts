// The product's limits and timings that the browser and the server both need, named once (docs/product.md).
// What only the server reads sits beside its concern under app/.server/ (docs/architecture.md, rule 3).
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
 * How long a toast that offers "Undo" stays: twice the product's toast, time to read it and
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
/** Suspected spam is kept this long for an admin to look at, then purged with its portfolio. */
export const SPAM_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Admin upload caps, per file: photographs straight from a phone or camera (a 48 MP HEIC is ~15 MB,
 * its JPEG up to ~30 MB), and clips of a few minutes (4K HEVC from a phone is ~170 MB a minute).
 */
export const ADMIN_IMAGE_MAX_BYTES = 40 * 1024 * 1024;
export const ADMIN_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
/** How often the admin's page reads a processing video's progress again. */
export const PROCESSING_POLL_MS = 2000;
/** Files per project submit: detail images and videos. */
export const PROJECT_MAX_FILES = 40;

/** Field lengths the admin forms accept. */
export const TEXT_MAX = { short: 200, email: 254, long: 5000, alt: 300 } as const;
export const PROJECT_YEAR_MIN = 1900;
export const PROJECT_YEAR_MAX = 2100;
export const PROJECT_LIST_MAX_HEIGHT_PX = 600;
/** How long a deleted project waits in the trash before it is purged with its files: a month to notice a mistake. */
export const TRASH_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The backup schedules the admin picks from, in minutes (docs/decisions/023-offsite-backups.md). */
export const BACKUP_INTERVAL_CHOICES = [15, 30, 60, 120, 360, 720, 1440] as const;

// Body caps that route modules declare in their `policy` (decision 031): the largest body each route
// reads, refused with 413 while it streams, so no post can fill memory or disk past what its form
// needs. The edge's own limits (the small cap, body times, timeouts) are in app/.server/http/limits.ts.
/** Largest contact form body read (every field at its cap, percent-encoded, fits). */
export const CONTACT_BODY_MAX_BYTES = 128 * 1024;
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

// Several admins (docs/decisions/019-admin-data-model.md).
/** Admin passwords: the same rule as ADMIN_PASSWORD for the first admin (at least 8 characters). */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase or manager-made password; bounds what scrypt is given. */
export const PASSWORD_MAX_LENGTH = 256;

/** How long a selection's share link works unless the admin picks otherwise. */
export const SHARE_LINK_DAYS_DEFAULT = 30;
export const SHARE_LINK_DAYS_MAX = 365;
/** A selection's size: its dossier stays small enough to mail. */
export const SELECTION_MAX_PROJECTS = 24;
export const SELECTION_NOTE_MAX = 1200;
/** A share link's recipient's comment, an approval's note, the studio's answer (characters). */
export const SHARE_COMMENT_MAX = 2000;
/** A share page's post: a comment at its longest, every character encoded as 4 bytes, then %-escaped, and room. */
export const SHARE_FEEDBACK_BODY_MAX_BYTES = 32 * 1024;
/** Posts through one share link, and from one address to any, within 15 minutes. */
export const SHARE_FEEDBACK_PER_LINK = 60;
export const SHARE_FEEDBACK_PER_ADDRESS = 120;

/** The Import page's zip of the old site's exports (five CSV or JSON files; a studio's are a few MB). */
export const IMPORT_ZIP_MAX_BYTES = 64 * 1024 * 1024;

/** The checks before going live: the field a "Publish anyway" form posts, and the schedule button's "anyway" value. */
export const PUBLISH_ANYWAY_FIELD = "anyway";
export const SCHEDULE_ANYWAY = "later-anyway";

/** A verified share link's code (docs/decisions/068): how long it is good for, and the throttles on it. */
export const SHARE_CODE_TTL_MS = 15 * 60_000;
/** Wrong codes per link within SHARE_CODE_WINDOW_MS before the link's codes are refused until the window passes. */
export const SHARE_CODE_MISSES_MAX = 5;
/** Codes mailed per link within SHARE_CODE_WINDOW_MS: the recipient's inbox is not ours to flood. */
export const SHARE_CODE_SENDS_MAX = 3;
export const SHARE_CODE_WINDOW_MS = 15 * 60_000;
/** The code page's posts: a six-digit code or a button. */
export const SHARE_CODE_BODY_MAX_BYTES = 2 * 1024;

/** The Redirects page: a CSV of redirects: a few thousand lines of old paths fit with room. */
export const REDIRECTS_CSV_MAX_BYTES = 256 * 1024;
export const REDIRECTS_CSV_MAX_ROWS = 2000;
/** The 404 log shows the paths of this many days, this many of them at most. */
export const NOT_FOUND_DAYS = 7;
export const NOT_FOUND_SHOWN = 100;
export const REDIRECTS_CSV_COLUMNS = ["old_path", "status", "new_page"] as const;
