// A translation remembers the text it was made from: it is out of date once that text changes, and current
// again once it is written anew; a save that leaves it as it was does not make it current.
import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";

import { updatePageText } from "./pages/writes";
import { outdatedTranslations } from "./translation-sources";

beforeAll(async () => {
  await migrateToLatest(db);
});

const outdated = async () => (await outdatedTranslations("studio", [1])).get(1);

describe("translation sources", () => {
  it("marks a translation out of date when its default text changes, until it is written again", async () => {
    await updatePageText("studio", "detail", "We draw houses.\nAnd rooms.", {
      pt: { detail: "Desenhamos casas.\nE salas." },
    });
    expect(await outdated()).toEqual({});
    // Sent again as a browser sends a text area (CRLF), the Portuguese is the same text: still made from the old English.
    await updatePageText("studio", "detail", "We draw houses and chairs.", {
      pt: { detail: "Desenhamos casas.\r\nE salas." },
    });
    expect(await outdated()).toEqual({ pt: ["detail"] });
    await updatePageText("studio", "detail", "We draw houses and chairs.", {
      pt: { detail: "Desenhamos casas e cadeiras." },
    });
    expect(await outdated()).toEqual({});
  });
});
