import { Link, useLocation, useNavigation } from "@remix-run/react";

import { useLanguage } from "~/hooks/use-language";
import { splitLanguagePath } from "~/utils/languages";
import type { ProjectCard as Card } from "~/utils/project-types";

import { isProjectPath } from "./nav-items";
import { ProjectCard } from "./project-card";
import * as styles from "./project-list.css";

/** Cards in the first row are above the fold on every screen. */
const FIRST_ROW = 3;
const CARD_SIZES = "(max-width: 576px) 100vw, (max-width: 963px) 50vw, 33vw";

interface Props {
  title: string;
  projects: Card[];
  q: string;
}

/** The project grid of /projects and its type pages, in the order the admin chose; dimmed while another filter loads. */
export function ProjectList({ title, projects, q }: Props) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { languages, texts, to } = useLanguage();
  const next = navigation.location && splitLanguagePath(navigation.location.pathname, languages).path;
  const pending =
    navigation.state === "loading" &&
    next !== undefined &&
    isProjectPath(next) &&
    !next.startsWith("/projects/detail/");
  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {q ? (
          <p className={styles.query}>
            {texts.projects.search} <q>{q}</q>{" "}
            <Link to={pathname} className={styles.clear} preventScrollReset>
              {texts.projects.clearSearch}
            </Link>
          </p>
        ) : (
          <Link to={to("/projects/map")} className={styles.clear}>
            {texts.map.link}
          </Link>
        )}
      </header>
      <div aria-busy={pending} className={styles.results} data-pending={pending}>
        {projects.length === 0 ? (
          <p className={styles.empty}>{texts.projects.noResults}</p>
        ) : (
          <ul className={styles.grid}>
            {projects.map((project, index) => (
              <li key={project.id} className={index < FIRST_ROW ? undefined : styles.laterCard}>
                <ProjectCard project={project} sizes={CARD_SIZES} priority={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
