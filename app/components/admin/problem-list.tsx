// The problems the checks before going live found (docs/decisions/061-checks-before-going-live.md), each a link
// to the place on an edit page where it is fixed.
import { Link } from "@remix-run/react";

import type { CheckProblem } from "~/utils/admin-action";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";

import * as styles from "./admin-form.css";

/** The problems, each a link to its place. */
export function ProblemList({ problems, label }: { problems: CheckProblem[]; label: string }) {
  return (
    <ul aria-label={label}>
      {problems.map((problem) => (
        <li key={`${problem.code} ${problem.href} ${problem.message}`}>
          <Link to={problem.href}>{problem.message}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The title and count of a refused post's problems, announced as it appears. */
export function ProblemsFound({ problems }: { problems: CheckProblem[] }) {
  return (
    <>
      <p className={styles.error} role="alert">
        <strong>{CHECK_TEXTS.title}:</strong> {CHECK_TEXTS.intro(problems.length)}
      </p>
      <ProblemList problems={problems} label={CHECK_TEXTS.title} />
    </>
  );
}
