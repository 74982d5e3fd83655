// The admin's writes of translations: a save in one language or of one field never blanks another, an
// empty text makes it missing again, and revisions (history, undo) carry translations per field.
import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { checkTranslations, translationInputName } from "~/utils/translatable-fields";

import { updateHomeDescription } from "./admin-writes";
import { listRevisions, restoreRevision, revise, undoRevision } from "./revisions";
import {
  missingLanguages,
  readSubjectTranslations,
  TranslationFieldError,
  translationsOf,
  writeTranslations,
} from "./translations";

beforeAll(() => migrateToLatest(db));

const home = async () => (await translationsOf("home", [1])).get(1) ?? {};

describe("translations", () => {
  it("writes only the fields named, empties a field to missing, and refuses the default language or an unknown field", async () => {
    await writeTranslations("project", 41, "pt", { name: "Casa", location: "Lisboa" });
    await writeTranslations("project", 41, "pt", { name: "Casa Nova" });
    expect((await translationsOf("project", [41])).get(41)).toEqual({ pt: { name: "Casa Nova", location: "Lisboa" } });
    await writeTranslations("project", 41, "pt", { location: "  " });
    expect((await translationsOf("project", [41])).get(41)).toEqual({ pt: { name: "Casa Nova" } });
    await expect(writeTranslations("project", 41, "en", { name: "House" })).rejects.toThrow(TranslationFieldError);
    await expect(writeTranslations("project", 41, "pt", { link: "x" })).rejects.toThrow(TranslationFieldError);
    expect(
      missingLanguages({ name: "House", location: "Porto" }, ["name", "location"], { pt: { name: "Casa Nova" } }),
    ).toEqual(["pt"]);
    expect(
      missingLanguages({ name: "House", location: "" }, ["name", "location"], { pt: { name: "Casa Nova" } }),
    ).toEqual([]);
  });

  it("reads a form's translation inputs with the default field's limit, leaving out the ones not posted", () => {
    const form = {
      [translationInputName("pt", "name")]: " Casa ",
      [translationInputName("pt", "location")]: "x".repeat(201),
    };
    const checked = checkTranslations(form, { name: 200, location: 200, photographer: 200 }, ["pt"]);
    expect(checked.values).toEqual({ pt: { name: "Casa" } });
    expect(checked.errors).toEqual({
      [translationInputName("pt", "location")]: "Please keep this under 200 characters.",
    });
  });

  it("keeps translations in revisions: a save in English keeps Portuguese, and undo puts a translation back", async () => {
    await revise({ kind: "home", id: 1 }, (trx) =>
      writeTranslations("home", 1, "pt", { description: "Um estúdio." }, trx),
    );
    await updateHomeDescription("A studio, renamed.");
    expect(await home()).toEqual({ pt: { description: "Um estúdio." } });
    await revise({ kind: "home", id: 1 }, (trx) =>
      writeTranslations("home", 1, "pt", { description: "Um estúdio novo." }, trx),
    );
    const [latest] = await listRevisions({ kind: "home", id: 1 });
    expect(latest.summary).toBe("Description (Portuguese)");
    await undoRevision({ kind: "home", id: 1 }, latest.id);
    expect(await home()).toEqual({ pt: { description: "Um estúdio." } });
    // "As it was before the history began": no Portuguese yet.
    const oldest = (await listRevisions({ kind: "home", id: 1 })).at(-1)!;
    await restoreRevision({ kind: "home", id: 1 }, oldest.id);
    expect(await readSubjectTranslations(db, "home", 1)).toEqual({});
  });
});
