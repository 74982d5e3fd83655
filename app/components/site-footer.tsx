import { Link } from "@remix-run/react";
import { COPYRIGHT_YEAR, SOCIAL_LINKS, STUDIO_NAME } from "~/utils/constants";
import * as styles from "./site-footer.css";

const COLUMNS = [
  {
    title: "PROJECT",
    links: [
      { label: "Architecture", to: "/projects/architecture" },
      { label: "Interior", to: "/projects/interior" },
      { label: "Object", to: "/projects/object" },
    ],
  },
  {
    title: "STUDIO",
    links: [
      { label: "About", to: "/studio" },
      { label: "Contact", to: "/contact-us" },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.brand}>
        <p className={styles.name}>{STUDIO_NAME}</p>
        <p className={styles.copyright}>© {COPYRIGHT_YEAR} {STUDIO_NAME}. All rights reserved.</p>
      </div>
      <div className={styles.columns}>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="MEDIA" className={styles.column}>
          <h2 className={styles.heading}>MEDIA</h2>
          <ul className={styles.list}>
            <li>
              <a href={SOCIAL_LINKS.instagram} target="_blank" rel="noopener noreferrer">Instagram</a>
            </li>
            <li>
              <a href={SOCIAL_LINKS.linkedin} target="_blank" rel="noopener noreferrer">LinkedIn</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
