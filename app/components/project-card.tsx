import { Link } from "@remix-run/react";
import { useLanguage } from "~/hooks/use-language";
import type { ProjectCard as Card } from "~/utils/project-types";
import * as styles from "./project-card.css";
import { ResponsiveImage } from "./responsive-image";

interface Props {
  project: Card;
  sizes: string;
  priority?: boolean;
}

/** A project's header image with its 'name, year' caption, linking to its detail page. */
export function ProjectCard({ project, sizes, priority = false }: Props) {
  const { to } = useLanguage();
  return (
    <Link to={to(`/projects/detail/${project.link}`)} className={styles.card} prefetch="intent">
      <span className={styles.frame}>
        {project.image ? <ResponsiveImage image={project.image} sizes={sizes} priority={priority} className={styles.image} caption={`${project.name}, ${project.year}`} /> : null}
      </span>
      <span className={styles.caption}>
        <span lang={project.fallbackLang?.name}>{project.name}</span>, {project.year}
      </span>
    </Link>
  );
}
