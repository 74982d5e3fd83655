import fontStyles from "@fontsource-variable/montserrat/index.css?url";
import type { LinksFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "./components/general-error-boundary";
import { JsFlag } from "./components/js-flag";
import { NavBar } from "./components/nav-bar";
import { SiteFooter } from "./components/site-footer";
import "./styles/global.css";
import { useNonce } from "./utils/nonce";
import { useLiveUpdates } from "./utils/use-live-updates";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: fontStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The class `js` is added before hydration by <JsFlag />.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <JsFlag />
        <Meta />
        <Links />
      </head>
      <body>
        <NavBar />
        {children}
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
