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
