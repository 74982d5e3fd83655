// The file types each upload accepts, in one place: the server checks an upload's bytes against these
// lists (app/.server/storage/inspect.ts), the file pickers offer them, and the admin's forms check a
// chosen file's declared type against them before sending.
/** Photographs as phones and cameras save them: HEIC/HEIF (iPhone), WebP and AVIF beside PNG and JPEG. */
export const IMAGE_MIMES = ["image/png", "image/jpeg", "image/webp", "image/avif", "image/heic"] as const;
/** MP4 and QuickTime (MOV) with H.264 or HEVC, and MPEG: every one is made into an H.264 MP4 before it is shown. */
export const VIDEO_MIMES = ["video/mp4", "video/quicktime", "video/mpeg"] as const;
export const PORTFOLIO_MIMES = ["application/pdf", "image/jpeg", "image/png", "application/zip"] as const;

/** The `accept` attribute of each file picker: the extensions a person's files carry, and the types. */
export const IMAGE_ACCEPT =
  ".png,.jpg,.jpeg,.webp,.avif,.heic,.heif,image/png,image/jpeg,image/webp,image/avif,image/heic,image/heif";
export const VIDEO_ACCEPT = ".mp4,.m4v,.mov,.mpeg,.mpg,video/mp4,video/quicktime,video/mpeg";
export const PORTFOLIO_ACCEPT = ".pdf,.jpg,.jpeg,.png,.zip,application/pdf,image/jpeg,image/png,application/zip";

/** The formats each picker takes, as its label and messages name them. */
export const IMAGE_FORMATS = "PNG, JPG, JPEG, WebP, AVIF, HEIC";
export const VIDEO_FORMATS = "MP4, MOV, MPEG";

/** Types some browsers declare, or leave empty, for these files: read from the extension instead. */
const BY_EXTENSION: Record<string, string> = {
  heic: "image/heic",
  heif: "image/heic",
  avif: "image/avif",
  webp: "image/webp",
  mov: "video/quicktime",
  m4v: "video/mp4",
};

/**
 * The type a chosen file declares, as these lists name it: Chrome and Firefox on a desktop give
 * HEIC files no type or "image/heif", so the extension decides there. The server reads the bytes.
 */
export function declaredType(file: { name: string; type: string }): string {
  const ext = file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase();
  if (
    file.type === "image/heif" ||
    ((file.type === "" || file.type === "application/octet-stream") && ext in BY_EXTENSION)
  )
    return BY_EXTENSION[ext] ?? "image/heic";
  return file.type;
}
