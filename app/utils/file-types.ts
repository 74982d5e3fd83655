// The file types each upload accepts, in one place: the server checks an upload's bytes against these
// lists (app/.server/storage/inspect.ts), the file pickers offer them, and the admin's forms check a
// chosen file's declared type against them before sending.
export const IMAGE_MIMES = ["image/png", "image/jpeg"] as const;
export const VIDEO_MIMES = ["video/mp4", "video/mpeg"] as const;
export const PORTFOLIO_MIMES = ["application/pdf", "image/jpeg", "image/png", "application/zip"] as const;

/** The `accept` attribute of each file picker: the extensions a person's files carry, and the types. */
export const IMAGE_ACCEPT = ".png,.jpg,.jpeg,image/png,image/jpeg";
export const VIDEO_ACCEPT = ".mp4,.mpeg,.mpg,video/mp4,video/mpeg";
export const PORTFOLIO_ACCEPT = ".pdf,.jpg,.jpeg,.png,.zip,application/pdf,image/jpeg,image/png,application/zip";
