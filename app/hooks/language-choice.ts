// Whether the visitor has answered the language offer (dismissed it, followed it, or picked a language
// with the switch): remembered in this browser alone (localStorage), never a cookie, never sent to the
// server (docs/decisions/037-visitor-languages.md).
const KEY = "language-offer";

/** True while the offer may show: the visitor has not answered it, and the browser can remember an answer. */
export function mayOfferLanguage(): boolean {
  try {
    return localStorage.getItem(KEY) === null;
  } catch {
    // Storage refused (a privacy setting): an offer that could not stay dismissed is not shown at all.
    return false;
  }
}

export function rememberLanguageChoice(): void {
  try {
    localStorage.setItem(KEY, "answered");
  } catch {
    // Storage refused: mayOfferLanguage already says no.
  }
}
