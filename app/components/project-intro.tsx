import type { projectFacts } from "~/utils/project-facts";
import { ProjectFacts } from "./project-facts";
import * as styles from "./project-intro.css";

type Project = Parameters<typeof projectFacts>[0] & { description_part_1: string; description_part_2: string; description_part_3: string };

/** The top of a project's page, public or shared: its name, facts and the three parts of its description. */
export function ProjectIntro({ project, name }: { project: Project; name: string }) {
  return (
    <div className={styles.intro}>
      <div>
        <h1 className={styles.name}>{name}</h1>
        <ProjectFacts project={project} />
      </div>
      <div className={styles.description}>
        <p>{project.description_part_1}</p>
        <p>{project.description_part_2}</p>
        <p>{project.description_part_3}</p>
      </div>
    </div>
  );
}
