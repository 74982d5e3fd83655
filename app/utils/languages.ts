// The site's languages in URLs (docs/decisions/033-language-routing-and-ui-texts.md): the default language
// keeps every path as it is, every other language lives under /<code>. Pure: the list comes from the
// caller (the server's SITE_LANGUAGES, handed to the browser by the root loader).

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<string, string> = { en: "English", pt: "Português" };

/** Open Graph's locale of each language (og:locale). */
export const OG_LOCALES: Record<string, string> = { en: "en_GB", pt: "pt_PT" };

/** A path's language and the path without its prefix: `/pt/studio` → pt, `/studio`. */
export function splitLanguagePath(pathname: string, languages: readonly string[]): { lang: string; path: string } {
  const prefixed = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (prefixed && languages.indexOf(prefixed[1]) > 0) return { lang: prefixed[1], path: prefixed[2] ?? "/" };
  return { lang: languages[0], path: pathname };
}

/** A path of the default language (`/studio`) as it is in `lang` (`/pt/studio`). */
export function pathIn(lang: string, path: string, languages: readonly string[]): string {
  if (lang === languages[0]) return path;
  return `/${lang}${path}`;
}

/**
 * Whether a path (without its language prefix) is a public page that exists in every language: the home,
 * the project lists, a project, studio, career, contact. Share links, the admin and files are not.
 */
export const isPublicPagePath = (path: string) =>
  /^\/(?:projects(?:\/detail)?\/[^/]+|projects|studio|career|contact-us)?$/.test(path);
