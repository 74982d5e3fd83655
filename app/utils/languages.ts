// The site's languages in URLs (docs/decisions/033-language-routing-and-ui-texts.md): the default language
// keeps every path as it is, every other language lives under /<code>. Pure: the list comes from the
// caller (the server's SITE_LANGUAGES, handed to the browser by the root loader).

const displayNames = new Map<string, Intl.DisplayNames | null>();

/**
 * The one table of language names: the runtime's own (Intl.DisplayNames), in any language, as a label
 * (capitalised). `languageName("pt", "pt")` is "Português" (the switch's, which the root's loader sends: the
 * browser's table took a long task to load), `languageName("pt", "en")` "Portuguese" (the admin). A code the
 * runtime does not know reads as itself in capitals ("XX").
 */
export function languageName(code: string, inLanguage: string): string {
  if (!displayNames.has(inLanguage)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([inLanguage], { type: "language", fallback: "none" });
    } catch {
      // Not a language tag the runtime takes: codes in capitals.
    }
    displayNames.set(inLanguage, names);
  }
  let name: string | undefined;
  try {
    name = displayNames.get(inLanguage)?.of(code);
  } catch {
    // Not a well-formed code.
  }
  return name ? name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1) : code.toUpperCase();
}

/** Open Graph's locale of each language (og:locale). */
export const OG_LOCALES: Record<string, string> = { en: "en_GB", pt: "pt_PT" };

/** A path's language and the path without its prefix: `/pt/studio` → pt, `/studio`. */
export function splitLanguagePath(pathname: string, languages: readonly string[]): { lang: string; path: string } {
  const prefixed = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (prefixed && languages.indexOf(prefixed[1]) > 0) return { lang: prefixed[1], path: prefixed[2] ?? "/" };
  return { lang: languages[0], path: pathname };
}

/**
 * The first of the visitor's languages (`navigator.languages`, best first: "pt-BR", "en") that the site
 * has, by its two-letter code; null when none is.
 */
export function preferredLanguage(preferences: readonly string[], languages: readonly string[]): string | null {
  for (const tag of preferences) {
    const code = tag.split("-")[0].toLowerCase();
    if (languages.includes(code)) return code;
  }
  return null;
}

/** A path of the default language (`/studio`) as it is in `lang` (`/pt/studio`). */
export function pathIn(lang: string, path: string, languages: readonly string[]): string {
  if (lang === languages[0]) return path;
  return `/${lang}${path}`;
}

/**
 * Whether a path (without its language prefix) is a public page that exists in every language: the home,
 * the project lists, a project, studio, career, contact, press. Share links, the admin and files are not.
 */
export const isPublicPagePath = (path: string) =>
  /^\/(?:projects(?:\/detail)?\/[^/]+|projects|studio|career|contact-us|press)?$/.test(path);
