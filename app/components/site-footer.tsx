import { Link } from "@remix-run/react";

import { useLanguage } from "~/hooks/use-language";
import { COPYRIGHT_YEAR, SOCIAL_LINKS, STUDIO_NAME } from "~/utils/constants";
import type { UiTexts } from "~/utils/texts";

import * as styles from "./site-footer.css";

const columns = (texts: UiTexts) => [
  {
    title: texts.footer.project,
    links: [
      { label: texts.nav.architecture, to: "/projects/architecture" },
      { label: texts.nav.interior, to: "/projects/interior" },
      { label: texts.nav.object, to: "/projects/object" },
    ],
  },
  {
    title: texts.footer.studio,
    links: [
      { label: texts.footer.about, to: "/studio" },
      { label: texts.footer.contact, to: "/contact-us" },
      { label: texts.record.press, to: "/press" },
    ],
  },
];

export function SiteFooter() {
  const { texts, to } = useLanguage();
  return (
    <footer className={styles.footer}>
      <div className={styles.brand}>
        <p className={styles.name}>{STUDIO_NAME}</p>
        <p className={styles.copyright}>
          © {COPYRIGHT_YEAR} {STUDIO_NAME}. {texts.footer.rights}
        </p>
      </div>
      <div className={styles.columns}>
        {columns(texts).map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={to(link.to)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={texts.footer.media} className={styles.column}>
          <h2 className={styles.heading}>{texts.footer.media}</h2>
          <ul className={styles.list}>
            <li>
              <a href={SOCIAL_LINKS.instagram} target="_blank" rel="noopener noreferrer">
                Instagram
              </a>
            </li>
            <li>
              <a href={SOCIAL_LINKS.linkedin} target="_blank" rel="noopener noreferrer">
                LinkedIn
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
