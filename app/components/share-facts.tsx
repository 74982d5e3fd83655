import { SHARE_TEXTS } from "~/utils/messages";
import * as styles from "./share-page.css";

/** A shared project's facts: location, area in sq.m., year and photographer. */
export function ShareFacts({ project }: { project: { location: string; area: number; year: number; photographer: string } }) {
  const rows = [
    [SHARE_TEXTS.facts.location, project.location],
    [SHARE_TEXTS.facts.area, SHARE_TEXTS.area(project.area)],
    [SHARE_TEXTS.facts.year, String(project.year)],
    [SHARE_TEXTS.facts.photographer, project.photographer],
  ] as const;
  return (
    <table className={styles.facts}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
