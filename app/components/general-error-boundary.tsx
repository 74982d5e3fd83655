import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

import { useLanguage } from "~/hooks/use-language";

import * as styles from "./general-error-boundary.css";

/** The page shown when a loader throws: a not-found page for 404s, a general one otherwise. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { texts, to } = useLanguage();
  const home = (
    <Link to={to("/")} className={styles.link}>
      {texts.errors.backHome}
    </Link>
  );
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{texts.errors.notFound}</h1>
        <p>{texts.errors.notFoundText}</p>
        {home}
      </main>
    );
  }
  if (isRouteErrorResponse(error)) {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{error.status}</h1>
        <p>{typeof error.data === "string" ? error.data : error.statusText}</p>
        {home}
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{texts.errors.unexpected}</h1>
      <p>{texts.errors.unexpectedText}</p>
      {home}
    </main>
  );
}
