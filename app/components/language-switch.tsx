import { Link, useLocation } from "@remix-run/react";

import { rememberLanguageChoice } from "~/hooks/language-choice";
import { useLanguage } from "~/hooks/use-language";
import { visuallyHidden } from "~/styles/utilities.css";
import { isPublicPagePath, pathIn } from "~/utils/languages";

import * as styles from "./language-switch.css";

/**
 * The same page in each of the site's languages: its code on screen, its name (in itself) for screen
 * readers. Only on pages that exist in every language, and only with more than one language.
 */
export function LanguageSwitch() {
  const { lang, languages, path, texts, nameOf } = useLanguage();
  const { search } = useLocation();
  if (languages.length < 2 || !isPublicPagePath(path)) return null;
  return (
    <nav aria-label={texts.nav.language} className={styles.nav}>
      <ul className={styles.list}>
        {languages.map((code) => (
          <li key={code} lang={code}>
            <Link
              to={`${pathIn(code, path, languages)}${search}`}
              hrefLang={code}
              className={styles.link}
              aria-current={code === lang ? "true" : undefined}
              // A language picked here answers the offer of another (./language-offer.tsx).
              onClick={rememberLanguageChoice}
            >
              {code.toUpperCase()}
              <span className={visuallyHidden}> {nameOf(code)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
