// The language of a public page from its optional `($lang)` segment (docs/decisions/033-…): none is the
// default language; a prefix must be one of the site's other languages, anything else is not a page.
import type { Params } from "@remix-run/react";

import { env, siteOrigin } from "~/.server/env";
import { pathIn } from "~/utils/languages";
import { statusTexts, textsFor } from "~/utils/texts";

export interface PageLanguage {
  lang: string;
  /** An absolute URL of a default-language path in this language: `/studio` → `https://site/pt/studio`. */
  url: (path: string) => string;
}

/**
 * The page's language; throws a 404 for an unknown prefix, and for the default language's own code (its pages have
 * none). A page shows its error page; the career form's upload route (no page) answers its text, in the default language.
 */
export function pageLanguage(params: Params): PageLanguage {
  const { languages } = env();
  const lang = params.lang ?? languages[0];
  if (params.lang !== undefined && languages.indexOf(params.lang) < 1)
    throw new Response(`${statusTexts(textsFor(languages[0]), 404).text}\n`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const origin = siteOrigin();
  return { lang, url: (path) => `${origin}${pathIn(lang, path, languages)}` };
}
