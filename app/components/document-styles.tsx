import { Links, UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";

/**
 * The text of the stylesheets every page shares (the root route's), inlined in the document's head so the
 * first paint waits for no stylesheet request (Lighthouse's render-blocking request). The server
 * provides it from the build (app/entry.server.tsx, a provider around RemixServer: one child, so useId is
 * unchanged); the browser reads it back from the page it hydrates.
 */
export const SharedStylesheetText = createContext<string | undefined>(undefined);

const STYLE_ID = "shared-styles";
let hydratedText: string | undefined;
const textInThePage = () => (hydratedText ??= document.getElementById(STYLE_ID)?.textContent ?? "");

function InlinedStyles() {
  const { manifest } = useContext(UNSAFE_RemixContext)!;
  const css = useContext(SharedStylesheetText) ?? textInThePage();
  const inlined = new Set(manifest.routes.root.css ?? []);
  // What other routes on the page add (the admin's own sheet) stays a normal stylesheet.
  const hrefs = new Set(useMatches().flatMap((match) => manifest.routes[match.id]?.css ?? []));
  return (
    <>
      <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />
      {/* The same sheets as links the browser never fetches (disabled): Remix preloads a route's
          sheets before each navigation unless a stylesheet link to them is on the page. */}
      {[...inlined].map((href) => (
        <link key={href} rel="stylesheet" href={href} disabled />
      ))}
      {[...hrefs]
        .filter((href) => !inlined.has(href))
        .map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
    </>
  );
}

/** The document's stylesheets: the shared ones inline in production; in development, Vite's own handling. */
export function DocumentStyles() {
  return import.meta.env.DEV ? <Links /> : <InlinedStyles />;
}
