import { Link } from "@remix-run/react";

import { useLanguage } from "~/hooks/use-language";
import type { ProjectCard as Card, TextPart } from "~/utils/project-types";

import * as styles from "./project-card.css";
import { ResponsiveImage } from "./responsive-image";

interface Props {
  project: Card;
  sizes: string;
  priority?: boolean;
}

/** A search result's text with the matched words in <mark>: runs of text, so nothing stored is ever HTML. */
function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((part, i) =>
    part.mark ? (
      <mark key={i} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** A project's header image with its 'name, year' caption, linking to its detail page; in search results, what matched. */
export function ProjectCard({ project, sizes, priority = false }: Props) {
  const { to } = useLanguage();
  return (
    <>
      <Link to={to(`/projects/detail/${project.link}`)} className={styles.card} prefetch="intent">
        <span className={styles.frame}>
          {project.image ? (
            <ResponsiveImage
              image={project.image}
              sizes={sizes}
              priority={priority}
              className={styles.image}
              caption={`${project.name}, ${project.year}`}
            />
          ) : null}
        </span>
        <span className={styles.caption}>
          <span lang={project.fallbackLang?.name}>
            {project.match ? <Marked parts={project.match.name} /> : project.name}
          </span>
          , {project.year}
        </span>
      </Link>
      {project.match?.passage ? (
        <p className={styles.passage} lang={project.match.passageLang}>
          <Marked parts={project.match.passage} />
        </p>
      ) : null}
    </>
  );
}
