import { isRouteErrorResponse, useRouteError } from "@remix-run/react";

import { SHARE_TEXTS } from "~/utils/messages";

import { GeneralErrorBoundary } from "./general-error-boundary";
import * as styles from "./share-page.css";

/** A share link's error page: a dead link (never issued, revoked, expired, or too many tries) says so plainly, never asks to sign in. */
export function ShareDeadLink() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 429)) return <GeneralErrorBoundary />;
  return (
    <main className={styles.dead}>
      <h1 className={styles.deadTitle}>{SHARE_TEXTS.deadTitle}</h1>
      <p>{SHARE_TEXTS.deadText}</p>
      <p>
        <a href="/">{SHARE_TEXTS.deadHome}</a>
      </p>
    </main>
  );
}
