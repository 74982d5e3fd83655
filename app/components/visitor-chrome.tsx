// What frames every page a visitor reads (the language layout's pages, a share link's, the not-found page): the
// admin's preview bar, the offer of another language, the menu and the footer. The admin's pages have their own.
import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { LanguageOffer } from "./language-offer";
import { NavBar } from "./nav-bar";
import { PreviewBar } from "./preview-bar";
import { SiteFooter } from "./site-footer";

export function VisitorChrome({ children }: { children: ReactNode }) {
  const preview = useRouteLoaderData<{ preview?: string | null }>("root")?.preview;
  return (
    <>
      {preview ? <PreviewBar when={preview} /> : null}
      <LanguageOffer />
      <NavBar />
      {children}
      <SiteFooter />
    </>
  );
}
