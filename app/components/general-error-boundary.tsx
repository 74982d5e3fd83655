import { isRouteErrorResponse, Link, useMatches, useRouteError } from "@remix-run/react";

import { useLanguage } from "~/hooks/use-language";
import { isAdminHandle } from "~/utils/admin-route";
import { statusTexts } from "~/utils/texts";

import * as styles from "./general-error-boundary.css";

/**
 * The page shown when a loader or action throws: a not-found page for 404s, a refusal's (405, 400, ...) or the
 * unexpected error's otherwise, each in the page's language. A visitor never reads the framework's own message
 * (a post to a page without an action names its route file) nor an English status text on another language's page.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { texts, to } = useLanguage();
  const admin = useMatches().some((match) => isAdminHandle(match.handle));
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, text } = statusTexts(texts, status);
  // The admin's own refusals ("No project chosen") say what was wrong, in the admin's language (English). The
  // framework's carry an Error's text ("Error: You made a POST request to … routes/…"): never shown.
  const own =
    admin &&
    isRouteErrorResponse(error) &&
    status < 500 &&
    typeof error.data === "string" &&
    !error.data.startsWith("Error: ");
  const message = own ? String(error.data) : text;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p>{message}</p>
      {home}
    </main>
  );
}
