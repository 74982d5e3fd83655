// The pages of the sign-in's second step and of confirming a factor again, and how long a confirmation
// lasts: shared by the guard (server) and the pages that say so.

export const SIGN_IN_PATHS = {
  /** The second step of a password sign-in: the app's code, a recovery code or a passkey. */
  secondStep: "/admin/verify",
  /** The admin's own sign-in methods: the app, recovery codes, passkeys (the set-up the rule sends to). */
  factors: "/admin/account/factors",
  /** Confirm a factor again before an action that matters. */
  confirm: "/admin/confirm",
} as const;

/** A factor proved this recently lets the admin remove admins, change factors, export, change backups. */
export const FRESH_FACTOR_MS = 10 * 60 * 1000;

/** The longest passkey name kept ("Work laptop", "Phone"): the form and the server both hold to it. */
export const PASSKEY_NAME_MAX_LENGTH = 60;
