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

export const BREAKPOINTS = { small: 576, tabletMin: 768, navbar: 953, tabletMax: 963 } as const;

export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const;
export const LIVE_HEARTBEAT_MS = 30_000;

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
