import type { projectFacts } from "~/utils/project-facts";

import { ProjectFacts } from "./project-facts";
import * as styles from "./project-intro.css";

type Project = Parameters<typeof projectFacts>[0] & {
  description_part_1: string;
  description_part_2: string;
  description_part_3: string;
};

/**
 * The top of a project's page, public or shared: its name, facts and the three parts of its description.
 * `fallbackLang`: the language of each text shown in the default language for want of a translation.
 */
export function ProjectIntro({
  project,
  name,
  fallbackLang = {},
}: {
  project: Project;
  name: string;
  fallbackLang?: Partial<Record<"name" | "description_part_1" | "description_part_2" | "description_part_3", string>>;
}) {
  return (
    <div className={styles.intro}>
      <div>
        <h1 className={styles.name} lang={fallbackLang.name}>
          {name}
        </h1>
        <ProjectFacts project={project} />
      </div>
      <div className={styles.description}>
        <p lang={fallbackLang.description_part_1}>{project.description_part_1}</p>
        <p lang={fallbackLang.description_part_2}>{project.description_part_2}</p>
        <p lang={fallbackLang.description_part_3}>{project.description_part_3}</p>
      </div>
    </div>
  );
}
