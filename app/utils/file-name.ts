// A visitor's file name made safe to show in a header or a mail: never used as a path.
const SAFE_NAME_MAX = 80;

/** ASCII letters, digits, dot, dash and underscore only, ending in the extension found by content. */
export function safeFileName(original: string | null, ext: string, fallback = "portfolio"): string {
  const base = (original ?? "")
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, SAFE_NAME_MAX);
  return `${base || fallback}.${ext}`;
}

/** docs/product.md#career: a chosen file's name is shown cut to this many characters. */
export function shortName(name: string, max: number): string {
  return name.length > max ? name.slice(0, max) : name;
}
