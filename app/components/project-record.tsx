import { useLanguage } from "~/hooks/use-language";
import { type Credit, roleName } from "~/utils/credits";
import type { PressItem } from "~/utils/press";

import { PressList } from "./press-list";
import { facts } from "./project-facts.css";
import * as styles from "./project-record.css";

/** A name, linked when the credit has a link (another site: no referrer, no opener). */
export function CreditName({ credit }: { credit: Pick<Credit, "name" | "link"> }) {
  return credit.link ? (
    <a href={credit.link} className={styles.link} rel="noopener noreferrer external">
      {credit.name}
    </a>
  ) : (
    <>{credit.name}</>
  );
}

/**
 * A project's credits in the admin's order, below its description (decision 053): role names in the page's
 * language, names as typed; then the awards and publications that name it.
 */
export function ProjectRecord({ credits, press }: { credits: Credit[]; press: PressItem[] }) {
  const { texts } = useLanguage();
  if (credits.length === 0 && press.length === 0) return null;
  return (
    <div className={styles.record}>
      {credits.length > 0 ? (
        <section aria-labelledby="credits-title">
          <h2 id="credits-title" className={styles.heading}>
            {texts.record.credits}
          </h2>
          <table className={facts}>
            <tbody>
              {credits.map((credit, index) => (
                <tr key={index}>
                  <th scope="row">{roleName(credit.role, texts.record.roles)}</th>
                  <td>
                    <CreditName credit={credit} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {press.length > 0 ? (
        <section aria-labelledby="project-press-title">
          <h2 id="project-press-title" className={styles.heading}>
            {texts.record.projectPress}
          </h2>
          <PressList items={press} showProjects={false} />
        </section>
      ) : null}
    </div>
  );
}
