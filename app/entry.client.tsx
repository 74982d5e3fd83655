import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { SharedStylesheetText } from "./components/document-styles";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* The same tree as the server's (app/entry.server.tsx); the stylesheet's text is read from the page. */}
      <SharedStylesheetText.Provider value={undefined}>
        <RemixBrowser />
      </SharedStylesheetText.Provider>
    </StrictMode>,
  );
});
