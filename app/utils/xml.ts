// Text written into XML (the sitemap, the feed, a watermark's SVG): the five markup characters escaped, and the
// control characters XML 1.0 forbids dropped, so nothing an admin typed can break the document.
const ESCAPES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (text: string) => text.replace(FORBIDDEN, "").replace(/[<>&'"]/g, (c) => ESCAPES[c] ?? c);
