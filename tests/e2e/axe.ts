// The one axe-core check of the browser tests: WCAG 2.1 A and AA, and axe's experimental rules too
// (label-content-name-mismatch among them), once the page has settled.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "experimental"];

/** Each violation as one readable line: its rule, its help text and the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  // axe.run in the page itself: the site's pages hold no frames, and the default mode opens a new tab
  // for every run to merge the frames' results, with a second copy of axe in it (a third of the time
  // of the accessibility tests). The same violations are found either way.
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
