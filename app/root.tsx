import "@fontsource-variable/montserrat/index.css";
import "./styles/global.css";

import latinFont from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";

import { previewingAt } from "~/.server/content/history/preview-at";
import { studioTimeZone } from "~/.server/content/history/schedules";
import { env, siteOrigin } from "~/.server/env";
import { takeToast } from "~/.server/http/toast";
import { currentEventId } from "~/.server/live/bus";
import { useScriptNonce } from "~/components/script-nonce";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage } from "~/hooks/use-language";
import { isLiveRevalidation, useLiveUpdates } from "~/hooks/use-live-updates";

import { DocumentStyles } from "./components/document-styles";
import { FeedLink } from "./components/feed-link";
import { GeneralErrorBoundary } from "./components/general-error-boundary";
import { JsFlag } from "./components/js-flag";
import { LanguageHead } from "./components/language-head";
import { ToastMessage } from "./components/toast-message";
import { isAdminHandle } from "./utils/admin-route";
import { languageName } from "./utils/languages";
import { isScriptless } from "./utils/page-scripts";
import { formatInZone } from "./utils/time-zone";
import type { Toast } from "./utils/toast";

export async function loader({ request }: LoaderFunctionArgs) {
  // The live bus's position as the page's data is read (before any loader awaits): the page's stream catches up from
  // it, so a save between this render and the stream's opening (a page hydrated late, in a tab opened in the
  // background) still refreshes the page.
  const liveEventId = currentEventId();
  const { toast, headers } = await takeToast(request);
  // The site's languages and origin: every page's <html lang>, alternates and links follow its path's language.
  const { languages } = env();
  // Each language's name in itself (the switch's), from the server: in the browser, the runtime's table of
  // names took a long task to load as the page hydrated (decision 040).
  const languageNames = Object.fromEntries(languages.map((code) => [code, languageName(code, code)]));
  // An admin previewing the site at a later time (app/.server/http/preview.ts): when, in the studio's zone.
  const previewAt = previewingAt();
  const preview = previewAt === null ? null : formatInZone(previewAt, (await studioTimeZone()).zone);
  return data({ toast, languages, languageNames, origin: siteOrigin(), liveEventId, preview }, { headers });
}

/**
 * The root's data is the flash toast: a live refresh of the page must not take it from the page it
 * was meant for. A live refresh that lands during a navigation restarts that navigation, whose new
 * page still needs its toast: only a refresh of the same URL sits out.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  isLiveRevalidation() && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;

/**
 * The page's toast: the flashed one (a post's redirect), else the one a save sent with upload progress brought
 * in its answer and handed on in the navigation's state (useUploadSubmit). Nothing in a cookie for a live refresh
 * racing the save to take. Once shown, it leaves the history entry, so a reload or a return does not show it
 * again; and it is read only once hydrated, as the server cannot see that state. A component of its own, so
 * that the render hydration sets off re-renders the toast alone, not the whole layout (decision 042).
 */
function PageToast({ flashed }: { flashed: Toast | null | undefined }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const stateToast = hydrated ? (location.state as { toast?: Toast } | null)?.toast : undefined;
  useEffect(() => {
    if (!stateToast) return;
    const entry = window.history.state as { usr?: Record<string, unknown> } | null;
    window.history.replaceState({ ...entry, usr: { ...entry?.usr, toast: undefined } }, "");
  }, [stateToast]);
  return <ToastMessage toast={flashed ?? stateToast} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { lang } = useLanguage();
  const matches = useMatches();
  // The admin is in English whatever the site's languages.
  const admin = matches.some((match) => isAdminHandle(match.handle));
  // A page that needs no script is sent without any (utils/page-scripts.ts); in the browser the site is live already.
  const scripts = typeof document !== "undefined" || !matches.some((match) => isScriptless(match.handle));
  const nonce = useScriptNonce();
  return (
    // The class `js` is added before hydration by <JsFlag />.
    <html lang={admin ? "en" : lang} data-scripts={scripts ? undefined : "none"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {scripts ? <JsFlag nonce={nonce} /> : null}
        <Meta />
        {/* Each for a public page alone (it knows one by its path). */}
        <LanguageHead origin={rootData?.origin} />
        <FeedLink />
        <DocumentStyles />
        {/* The font's Latin subset (every text of the site's languages), fetched with the document rather than at
            its first layout: in place by the first paint, the text is not laid out a second time (decision 044). */}
        <link rel="preload" href={latinFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
      </head>
      <body>
        {/* The visitor's menu and footer come with its pages' layouts (components/visitor-chrome.tsx). */}
        {children}
        <PageToast flashed={rootData?.toast} />
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useLiveUpdates();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
