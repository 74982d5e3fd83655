import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { mayOfferLanguage, rememberLanguageChoice } from "~/hooks/language-choice";
import { inNextTask } from "~/hooks/next-task";
import { useLanguage } from "~/hooks/use-language";
import { isPublicPagePath, pathIn, preferredLanguage } from "~/utils/languages";
import { textsFor } from "~/utils/texts";

import * as styles from "./language-offer.css";

const TEXT_ID = "language-offer-text";

/**
 * The same page in the language the visitor's browser prefers, offered once in that language's own words,
 * when it is another of the site's languages than the page's. Never a redirect; nothing without
 * JavaScript (it is decided in the browser, after load); dismissed for good, remembered in the browser
 * alone (docs/decisions/037-visitor-languages.md). First in the document, so keyboards and
 * screen readers meet it first; shown fixed over the page's foot, so nothing moves when it appears, with as
 * much room added below the footer, so it never hides the end of the page.
 */
export function LanguageOffer() {
  const { lang, languages, path } = useLanguage();
  const { search } = useLocation();
  const [offered, setOffered] = useState<string | null>(null);
  const bar = useRef<HTMLElement>(null);

  // Decided after hydration's tasks, in one of its own: the first read of the browser's storage is slow.
  useEffect(
    () =>
      inNextTask(() => {
        const wanted =
          languages.length > 1 && isPublicPagePath(path) && mayOfferLanguage()
            ? preferredLanguage(navigator.languages, languages)
            : null;
        setOffered(wanted === lang ? null : wanted);
      }),
    [lang, languages, path],
  );

  // Room below the footer as tall as the bar, so it never hides the end of the page (nothing above moves).
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const room = new ResizeObserver(() => {
      // Rounded up, never down (offsetHeight rounds): a fraction of a pixel of the footer would sit under the bar.
      document.body.style.paddingBottom = `${Math.ceil(element.getBoundingClientRect().height)}px`;
    });
    room.observe(element);
    return () => {
      room.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, [offered]);

  if (!offered) return null;
  const texts = textsFor(offered).languageOffer;
  const answer = () => {
    rememberLanguageChoice();
    setOffered(null);
  };
  return (
    <aside ref={bar} className={styles.bar} lang={offered} aria-labelledby={TEXT_ID}>
      <p id={TEXT_ID} className={styles.text}>
        {texts.text}
      </p>
      <Link
        to={`${pathIn(offered, path, languages)}${search}`}
        hrefLang={offered}
        className={styles.link}
        onClick={answer}
      >
        {texts.link}
      </Link>
      <button type="button" className={styles.dismiss} onClick={answer}>
        {texts.dismiss}
      </button>
    </aside>
  );
}
