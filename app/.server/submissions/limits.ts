// The career and contact forms' bot check that tests and benchmarks outside the server also wait for
// (importing this file opens no database).
/** A form sent back sooner than this after it was rendered comes from a bot. */
export const FORM_MIN_FILL_MS = 1500;
