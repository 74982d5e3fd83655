import { useLanguage } from "~/hooks/use-language";
import { isPublicPagePath, OG_LOCALES, pathIn } from "~/utils/languages";

/**
 * A public page's other languages for search engines and sharing: an `hreflang` alternate per language
 * plus `x-default` (the default language's URL), and `og:locale` with its alternates.
 */
export function LanguageHead({ origin }: { origin: string | undefined }) {
  const { lang, languages, path } = useLanguage();
  if (languages.length < 2 || origin === undefined || !isPublicPagePath(path)) return null;
  return (
    <>
      {languages.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={`${origin}${pathIn(code, path, languages)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
      <meta property="og:locale" content={OG_LOCALES[lang] ?? lang} />
      {languages
        .filter((code) => code !== lang)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={OG_LOCALES[code] ?? code} />
        ))}
    </>
  );
}
