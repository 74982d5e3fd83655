// The admin's writes of translations: a save in one language or of one field never blanks another, an
// empty text makes it missing again, and revisions (history, undo) carry translations per field, for
// projects, pages and images' alt texts alike; each save tells the open pages of its table.
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle } from "~/.server/images/avif-queue";
import { type LiveEvent, subscribe } from "~/.server/live/bus";
import { ensureUploadDirs } from "~/.server/storage/folders";
import { checkTranslations, translationInputName } from "~/utils/translatable-fields";

import { listRevisions, restoreRevision, revise, undoRevision } from "./history/revisions";
import { getCareer, getStudio } from "./pages/reads";
import { replaceStudioImage, updateAltText, updatePageText } from "./pages/writes";
import {
  missingLanguages,
  pageTranslations,
  readSubjectTranslations,
  TranslationFieldError,
  translationsOf,
  writeTranslations,
} from "./translations";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

// The studio image's AVIF is encoded in the background: it finishes before the uploads folder goes.
afterAll(() => avifIdle());

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
    await updatePageText("home", "description", "A studio, renamed.");
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

describe("the pages' texts and the images' alt texts in every language", () => {
  const CAREER = { kind: "career", id: 1 } as const;
  const latestSummary = async (subject: { kind: "career" | "studio"; id: number }) =>
    (await listRevisions(subject))[0].summary;

  it("saves a page's text with its translation in one revision, keeps the translation when only the text is saved, and undo takes back one language", async () => {
    const events: LiveEvent[] = [];
    const stop = subscribe((event) => events.push(event));
    try {
      await updatePageText("career", "career_header", "We hire architects.", { pt: { career_header: "Contratamos." } });
      expect(await latestSummary(CAREER)).toBe("Career header, career header (Portuguese)");
      expect(events.map((event) => event.table)).toEqual(["career"]);
      const pt = await getCareer("pt");
      expect(pt.career_header).toBe("Contratamos.");
      expect(pt.fallbackLang).toEqual({});

      // A save that did not post Portuguese keeps it.
      await updatePageText("career", "career_header", "We hire architects and makers.");
      expect(await pageTranslations("career")).toEqual({ pt: { career_header: "Contratamos." } });

      // A save in Portuguese alone is its own revision; undo puts the former Portuguese back, English untouched.
      await updatePageText("career", "career_header", "We hire architects and makers.", {
        pt: { career_header: "Contratamos arquitetos." },
      });
      const [latest] = await listRevisions(CAREER);
      expect(latest.summary).toBe("Career header (Portuguese)");
      await undoRevision(CAREER, latest.id);
      expect(await pageTranslations("career")).toEqual({ pt: { career_header: "Contratamos." } });
      expect((await getCareer()).career_header).toBe("We hire architects and makers.");

      // Emptied, it is missing again: visitors read the English text, marked with its language.
      await updatePageText("career", "career_header", "We hire architects and makers.", { pt: { career_header: "" } });
      const fallback = await getCareer("pt");
      expect(fallback.career_header).toBe("We hire architects and makers.");
      expect(fallback.fallbackLang).toEqual({ career_header: "en" });
      expect(events.every((event) => event.table === "career")).toBe(true);
    } finally {
      stop();
    }
  });

  it("keeps an image's alt text per language, from its upload on, in its page's revisions: a Portuguese-only save can be undone", async () => {
    const file = path.join(env().uploadsDir, ".tmp", "translated-alt.jpg");
    await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 90, g: 60, b: 30 } } })
      .jpeg()
      .toFile(file);
    // Typed in both languages at upload.
    const image = await replaceStudioImage({ path: file, name: "desk.jpg", size: fs.statSync(file).size }, "A desk", {
      pt: { alt: "Uma mesa" },
    });
    expect((await getStudio("", "pt")).image).toMatchObject({ alt: "Uma mesa" });
    expect(await updateAltText(image.id, "A desk", { pt: { alt: "Uma secretária" } })).toBe(true);
    expect(await latestSummary({ kind: "studio", id: 1 })).toBe("Alt text (Portuguese)");
    expect((await getStudio("", "pt")).image).toMatchObject({ alt: "Uma secretária" });

    // The English alt text saved alone keeps the Portuguese one.
    await updateAltText(image.id, "A desk by the window");
    expect((await translationsOf("asset", [image.id])).get(image.id)).toEqual({ pt: { alt: "Uma secretária" } });

    await updateAltText(image.id, "A desk by the window", { pt: { alt: "Uma secretária à janela" } });
    const [latest] = await listRevisions({ kind: "studio", id: 1 });
    await undoRevision({ kind: "studio", id: 1 }, latest.id);
    expect((await getStudio("", "pt")).image).toMatchObject({ alt: "Uma secretária" });
    expect((await getStudio("")).image).toMatchObject({ alt: "A desk by the window" });
  });
});
