import { isRouteErrorResponse, useRouteError } from "@remix-run/react";

import { DEAD_LINK_TEXTS } from "~/utils/texts/share-link/dead-link";

import { GeneralErrorBoundary } from "./general-error-boundary";
import * as styles from "./share-page.css";

/** A share link's error page: a dead link (never issued, revoked, expired, or too many tries) says so plainly, never asks to sign in. */
export function ShareDeadLink() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 429)) return <GeneralErrorBoundary />;
  return (
    <main className={styles.dead}>
      <h1 className={styles.deadTitle}>{DEAD_LINK_TEXTS.title}</h1>
      <p>{DEAD_LINK_TEXTS.text}</p>
      <p>
        <a href="/">{DEAD_LINK_TEXTS.home}</a>
      </p>
    </main>
  );
}
