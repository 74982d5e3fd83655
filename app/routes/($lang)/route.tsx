// The visitor's site in one of its languages (`/studio`, `/pt/studio`): every public page sits in this layout,
// framed by the menu and footer, and reports its own page speed once per document (decision 062).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";

import { pageLanguage } from "~/.server/http/language";
import { refusePosts } from "~/.server/http/page-without-form";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { VisitorChrome } from "~/components/visitor-chrome";
import { whenIdle } from "~/hooks/when-idle";
import type { loader as rootLoader } from "~/root";
import { notFoundMeta, publicHeaders } from "~/utils/page-meta";

/**
 * A post to a language's home (`/`, `/pt`) is this layout's: 404 for a path that is no language, else 405 as the
 * home's own (a page without a form).
 */
export const action = refusePosts(async ({ params }: LoaderFunctionArgs) => pageLanguage(params));
/** That refusal's headers (its Allow) and title; each page sets its own. */
export const headers = publicHeaders;
export const meta = notFoundMeta;

export default function LanguageLayout() {
  const languages = useRouteLoaderData<typeof rootLoader>("root")?.languages;
  // When the browser is idle, a chunk of its own; left out of the server's build (SSR), which must stay one file
  // (entry.server.tsx finds the client build from it).
  useEffect(
    () =>
      languages && !import.meta.env.SSR
        ? whenIdle(() => void import("~/hooks/web-vitals-reporter").then((r) => r.reportWebVitals(languages)))
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <VisitorChrome>
      <Outlet />
    </VisitorChrome>
  );
}

export function ErrorBoundary() {
  return (
    <VisitorChrome>
      <GeneralErrorBoundary />
    </VisitorChrome>
  );
}
