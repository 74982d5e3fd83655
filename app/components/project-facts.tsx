import { projectFacts } from "~/utils/project-facts";
import * as styles from "./project-facts.css";

/** A project's facts as a table of label and value; `className` adds the page's spacing. */
export function ProjectFacts({ project, className }: { project: Parameters<typeof projectFacts>[0]; className?: string }) {
  return (
    <table className={className ? `${styles.facts} ${className}` : styles.facts}>
      <tbody>
        {projectFacts(project).map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
