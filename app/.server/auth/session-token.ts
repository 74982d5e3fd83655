// What names a session, kept apart from the database and the environment so the test fixtures that
// write a session row can import it: the cookie's names and how a token is stored.
import crypto from "node:crypto";

/** The session cookie: Secure with the __Host- prefix, or plain on http://localhost. */
export const SESSION_COOKIE = { secure: "__Host-session", plain: "__session" } as const;
/** A request carrying either may be personal. */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE.secure, SESSION_COOKIE.plain] as const;

/** A session row is named by the SHA-256 of its token: the database never holds a token that signs in. */
export const tokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
