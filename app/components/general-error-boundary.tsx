import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { MESSAGES } from "~/utils/messages";
import * as styles from "./general-error-boundary.css";

/** The page shown when a loader throws: a not-found page for 404s, a general one otherwise. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>PAGE NOT FOUND</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Link to="/" className={styles.link}>BACK TO HOME</Link>
      </main>
    );
  }
  if (isRouteErrorResponse(error)) {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{error.status}</h1>
        <p>{typeof error.data === "string" ? error.data : error.statusText}</p>
        <Link to="/" className={styles.link}>BACK TO HOME</Link>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{MESSAGES.unexpectedError}</h1>
      <p>Something went wrong on our side. Please try again in a moment.</p>
      <Link to="/" className={styles.link}>BACK TO HOME</Link>
    </main>
  );
}
