// Sign-in limits that several auth modules, the one-time links and the login routes share
// (docs/decisions/006-login-throttling.md). Each module's own limits sit at its top.
/** Failed sign-ins (and one-time-link and share-link tries) are counted in a sliding window this long. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Retry-After of a login refused because too many were waiting for a hash. */
export const LOGIN_BUSY_RETRY_AFTER_S = 5;
/** How long a browser (its login-device cookie) or an address that signed in stays exempt from an account's slow-down. */
export const LOGIN_DEVICE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** A sign-in lasts at most this long, however active. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/** A half sign-in (the password right, the second factor owed) lasts this long: time to open the app or find a code. */
export const SECOND_STEP_MAX_S = 10 * 60;
