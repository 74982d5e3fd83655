// How redirects' paths are compared: the key an old path is kept under, and a page in another language.
// Pure: the language list is passed in.
import { splitLanguagePath } from "~/utils/languages";

/**
 * The key an old path is kept and looked up under: decoded, lower case, no query, no trailing slash. Null when it
 * is not one (a stranger's malformed escape).
 */
export function pathKey(raw: string): string | null {
  const at = raw.search(/[?#]/);
  let path = at === -1 ? raw : raw.slice(0, at);
  try {
    path = decodeURI(path);
  } catch {
    return null;
  }
  return path
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1")
    .toLowerCase();
}

/**
 * Where an old path of another language leads when only its path without the prefix has a redirect: the same
 * page in that language (a target that names its language already keeps it).
 */
export function inLanguage(lang: string, target: string, languages: readonly string[]): string {
  const { path } = splitLanguagePath(pathKey(target) ?? target, languages);
  if (lang === languages[0] || path !== pathKey(target)) return target;
  return target === "/" ? `/${lang}/` : `/${lang}${target}`;
}
