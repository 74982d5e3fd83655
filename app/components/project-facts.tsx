import { useLanguage } from "~/hooks/use-language";
import { projectFacts } from "~/utils/project-facts";

import * as styles from "./project-facts.css";

/** A project's facts as a table of label and value (the page's own styles through `className`). */
export function ProjectFacts({
  project,
  className,
}: {
  project: Parameters<typeof projectFacts>[0];
  className?: string;
}) {
  const { texts } = useLanguage();
  return (
    <table className={className ? `${styles.facts} ${className}` : styles.facts}>
      <tbody>
        {projectFacts(project, texts.detail.facts).map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
