// The language of the page the visitor is on, read from its path, with its texts and a way to make
// its links (docs/decisions/033-language-routing-and-ui-texts.md).
import { useLocation, useRouteLoaderData } from "@remix-run/react";

import { pathIn, splitLanguagePath } from "~/utils/languages";
import { textsFor } from "~/utils/texts";

/** Before the root's data exists (an error in the root itself), the site is its default language alone. */
const ONLY_DEFAULT = ["en"] as const;

export function useLanguage() {
  const languages = useRouteLoaderData<{ languages?: string[] }>("root")?.languages ?? ONLY_DEFAULT;
  const { pathname } = useLocation();
  const { lang, path } = splitLanguagePath(pathname, languages);
  return {
    lang,
    languages,
    /** The current path without its language prefix. */
    path,
    texts: textsFor(lang),
    /** A default-language path (`/studio`) in the page's language (`/pt/studio`). */
    to: (target: string) => pathIn(lang, target, languages),
  };
}
