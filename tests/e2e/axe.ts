// The one axe-core check of the browser tests: WCAG 2.1 A and AA, and axe's experimental rules too
// (label-content-name-mismatch among them), once the page has settled.
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "experimental"];

/** Each violation as one readable line: its rule, its help text and the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast fades in and out (the first and last 4 % of its life): read half transparent, its words fail contrast that no person
  // reads. The page has settled once every toast is opaque or gone.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="toast"]')].every((toast) => {
          const { opacity, visibility } = getComputedStyle(toast);
          return opacity === "1" || visibility === "hidden";
        }),
      ),
    )
    .toBe(true);
  // axe.run in the page itself (the site's pages hold no frames), axe injected once per document, and
  // only the violations detailed and sent back. @axe-core/playwright's AxeBuilder injected axe twice
  // per run and sent every passed check's elements too: three times as long for the same violations
  // (decision 046).
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, AXE_TAGS);
}
