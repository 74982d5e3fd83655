import { Link } from "@remix-run/react";

import { useLanguage } from "~/hooks/use-language";
import { formatPressDate, type PressItem } from "~/utils/press";

import * as styles from "./press-list.css";

/** One award, publication or exhibition: its title (linked when it has a link), organisation, date, scan and projects. */
export function PressEntry({ item, showProjects = true }: { item: PressItem; showProjects?: boolean }) {
  const { texts, lang, to } = useLanguage();
  return (
    <li className={styles.item}>
      <span lang={item.titleLang}>
        {item.link ? (
          <a href={item.link} className={styles.link} rel="noopener noreferrer external">
            {item.title}
          </a>
        ) : (
          item.title
        )}
      </span>
      <span className={styles.meta}>
        {item.organisation} · <time dateTime={item.date}>{formatPressDate(item.date, lang)}</time>
        {item.scan ? (
          <>
            {" · "}
            <a
              href={"pdf" in item.scan ? item.scan.pdf : item.scan.image.src}
              className={styles.link}
              aria-label={`${texts.record.scan}: ${item.title}`}
            >
              {texts.record.scan}
            </a>
          </>
        ) : null}
      </span>
      {showProjects && item.projects.length > 0 ? (
        <span className={styles.meta}>
          {texts.record.projectsOf}{" "}
          {item.projects.map((project, i) => (
            <span key={project.link}>
              {i > 0 ? ", " : null}
              <Link to={to(`/projects/detail/${project.link}`)} className={styles.link}>
                {project.name}
              </Link>
            </span>
          ))}
        </span>
      ) : null}
    </li>
  );
}

/** A list of entries. */
export function PressList({ items, showProjects }: { items: PressItem[]; showProjects?: boolean }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <PressEntry key={item.id} item={item} showProjects={showProjects} />
      ))}
    </ul>
  );
}
