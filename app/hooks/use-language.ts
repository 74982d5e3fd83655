// The language of the page the visitor is on, read from its path, with its texts and a way to make
// its links (docs/decisions/033-language-routing-and-ui-texts.md).
import { useLocation, useRouteLoaderData } from "@remix-run/react";

import { pathIn, splitLanguagePath } from "~/utils/languages";
import { textsFor } from "~/utils/texts";

/** Before the root's data exists (an error in the root itself), the site is its default language alone. */
const ONLY_DEFAULT = ["en"] as const;

export function useLanguage() {
  const root = useRouteLoaderData<{ languages?: string[]; languageNames?: Record<string, string> }>("root");
  const languages = root?.languages ?? ONLY_DEFAULT;
  const { pathname } = useLocation();
  const { lang, path } = splitLanguagePath(pathname, languages);
  return {
    lang,
    languages,
    /** The current path without its language prefix. */
    path,
    texts: textsFor(lang),
    /** Each language's name in itself ("Português"); its code in capitals before the root's data exists. */
    nameOf: (code: string) => root?.languageNames?.[code] ?? code.toUpperCase(),
    /** A default-language path (`/studio`) in the page's language (`/pt/studio`). */
    to: (target: string) => pathIn(lang, target, languages),
  };
}
