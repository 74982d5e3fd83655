import { useLanguage } from "~/hooks/use-language";
import { projectFacts } from "~/utils/project-facts";

import * as styles from "./project-facts.css";

/** A project's facts as a table of label and value (the page's own styles through `className`). */
export function ProjectFacts({
  project,
  className,
}: {
  /** With the fields shown in the default language (no translation), to mark them. */
  project: Parameters<typeof projectFacts>[0] & { fallbackLang?: Partial<Record<string, string>> };
  className?: string;
}) {
  const { texts } = useLanguage();
  return (
    <table className={className ? `${styles.facts} ${className}` : styles.facts}>
      <tbody>
        {projectFacts(project, texts.detail.facts).map(([label, value, field]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td lang={project.fallbackLang?.[field]}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
