// SPEC.md's limits and timings (§9), named once.
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
export const PROJECTS_LOADING_DELAY_MS = 500;
export const TOAST_AUTO_CLOSE_MS = 5000;

export const HOME_SCROLL_THRESHOLD_PX = 10;
export const HOME_SCROLL_OFFSET_PX = 95;
export const DETAIL_HEADER_HEIGHT = "81.5vh";
export const NAV_HEIGHT = "72px";

export const BREAKPOINTS = { small: 576, tabletMin: 768, navbar: 953, tabletMax: 963 } as const;

export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const;
export const LIVE_HEARTBEAT_MS = 30_000;

// Project detail (SPEC.md §2, §9): the strip's scroll offsets alternate these shares of the window width,
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
/** Portfolio types, checked by content. */
export const PORTFOLIO_MIMES = ["application/pdf", "image/jpeg", "image/png", "application/zip"] as const;
export const PORTFOLIO_ACCEPT = ".pdf,.jpg,.jpeg,.png,.zip,application/pdf,image/jpeg,image/png,application/zip";

// The mail outbox.
/** Larger portfolios are not attached (many mail servers refuse big mail): the mail links to the inbox instead. */
export const MAIL_ATTACHMENT_MAX_BYTES = 7 * 1024 * 1024;
export const MAIL_RETRY_BASE_MS = 1000;
/** SPEC.md §9: retries back off exponentially, capped at 30 s between tries. */
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

/** Login throttling: failed attempts allowed per account and per address within the window. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_IP = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Admin upload caps, per file: photographs straight from a camera, short clips. */
export const ADMIN_IMAGE_MAX_BYTES = 40 * 1024 * 1024;
export const ADMIN_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** Files per project submit: detail images and videos. */
export const PROJECT_MAX_FILES = 40;

/** Field lengths the admin forms accept. */
export const TEXT_MAX = { short: 200, email: 254, long: 5000, alt: 300 } as const;
export const PROJECT_YEAR_MIN = 1900;
export const PROJECT_YEAR_MAX = 2100;
export const PROJECT_LIST_MAX_HEIGHT_PX = 600;

/**
 * The public page cache's memory: all kept bodies (HTML, gzip and brotli) together. A page is ~60 kB in
 * all three, so this holds a few hundred pages, more than the site has; the oldest unused page goes first.
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
