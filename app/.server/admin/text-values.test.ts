// The server's check of the page editors' and alt text forms' other languages: each translation with its
// field's own limit and the same message as the project editor's, a refused post writing nothing and
// answering what was typed, and a language or field a form did not post left as it is.
import { beforeAll, describe, expect, it } from "vitest";

import { updatePageText } from "~/.server/content/pages/writes";
import { pageTranslations, translationsOf } from "~/.server/content/translations";
import { db, migrateToLatest } from "~/.server/db/db";
import type { ParsedUpload } from "~/.server/storage/multipart";
import { FORM_TEXTS } from "~/utils/texts/admin/forms";
import { translationInputName } from "~/utils/translatable-fields";

import { insertAssetRow } from "../../../tests/setup/asset-rows";
import { handler as editContact } from "../../routes/_admin.admin.pages.contact/handler.server";
import { handler as editHome } from "../../routes/_admin.admin.pages.home/handler.server";
import { parseTextValue } from "./text-values";

beforeAll(() => migrateToLatest(db));

const pt = (field: string) => translationInputName("pt", field);
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};
const post = (values: Record<string, string>): ParsedUpload => ({
  form: form(values),
  files: () => [],
  cleanup: async () => {},
});
const request = (page: string) => new Request(`http://localhost${page}`, { method: "POST" });

describe("a page's text in every language", () => {
  it("checks each posted translation with its field's limit, and reads only translatable fields and configured languages", () => {
    expect(
      parseTextValue(form({ value: "Hello", [pt("location")]: "x".repeat(201) }), "short", "contact", "location"),
    ).toEqual({ ok: false, errors: { [pt("location")]: FORM_TEXTS.tooLong(200) } });
    expect(
      parseTextValue(form({ value: "", [pt("career_header")]: "x".repeat(5001) }), "long", "career", "career_header"),
    ).toEqual({
      ok: false,
      errors: { value: FORM_TEXTS.fieldRequired, [pt("career_header")]: FORM_TEXTS.tooLong(5000) },
    });
    expect(
      parseTextValue(
        form({ value: "Rua", [pt("location")]: " Rua das Flores ", "translation-fr-location": "Rue" }),
        "short",
        "contact",
        "location",
      ),
    ).toEqual({ ok: true, data: { value: "Rua", translations: { pt: { location: "Rua das Flores" } } } });
    // Not posted: nothing to write. A telephone number is the same in every language.
    expect(parseTextValue(form({ value: "Rua" }), "short", "contact", "location")).toEqual({
      ok: true,
      data: { value: "Rua", translations: {} },
    });
    expect(parseTextValue(form({ value: "+351 21", [pt("telephone")]: "x" }), "short", "contact", "telephone")).toEqual(
      {
        ok: true,
        data: { value: "+351 21", translations: {} },
      },
    );
  });

  it("refuses a post with a translation over the limit and writes nothing; a valid one writes both languages, and another field's save keeps them", async () => {
    await updatePageText("contact", "location", "12 River Road", { pt: { location: "Rua do Rio 12" } });
    const refused = await editContact(
      post({ intent: "location", value: "14 River Road", [pt("location")]: "x".repeat(201) }),
      request("/admin/pages/contact"),
    );
    expect(refused).toMatchObject({
      ok: false,
      intent: "location",
      errors: { [pt("location")]: "Please keep this under 200 characters." },
      values: { value: "14 River Road", [pt("location")]: "x".repeat(201) },
      toast: { message: "Failed to update contact location" },
    });
    expect((await db.selectFrom("contact").select("location").executeTakeFirstOrThrow()).location).toBe(
      "12 River Road",
    );
    expect(await pageTranslations("contact")).toEqual({ pt: { location: "Rua do Rio 12" } });

    const saved = await editContact(
      post({ intent: "location", value: "14 River Road", [pt("location")]: "Rua do Rio 14" }),
      request("/admin/pages/contact"),
    );
    expect(saved).toMatchObject({ ok: true, toast: { message: "Contact location updated successfully!" } });
    await editContact(
      post({ intent: "description", value: "Quiet design.", [pt("description")]: "Design tranquilo." }),
      request("/admin/pages/contact"),
    );
    expect(await pageTranslations("contact")).toEqual({
      pt: { location: "Rua do Rio 14", description: "Design tranquilo." },
    });
  });
});

describe("an image's alt text in every language", () => {
  it("refuses a translation over the alt text's limit, keeping what was typed, and saves one within it", async () => {
    const imageId = await insertAssetRow(db, {
      path: "images/image-carousel/alt-test",
      folder: "images/image-carousel",
      mime: "image/webp",
      alt: "A hall",
    });
    await db.insertInto("homepage_carousel_images").values({ asset_id: imageId, position: 99 }).execute();
    const refused = await editHome(
      post({ intent: "alt", assetId: String(imageId), alt: "A hall", [pt("alt")]: "x".repeat(301) }),
      request("/admin/pages/home"),
    );
    expect(refused).toMatchObject({
      ok: false,
      intent: "alt",
      errors: { [pt("alt")]: FORM_TEXTS.tooLong(300) },
      values: { [pt("alt")]: "x".repeat(301) },
    });
    expect((await translationsOf("asset", [imageId])).get(imageId)).toEqual({});
    const saved = await editHome(
      post({ intent: "alt", assetId: String(imageId), alt: "A hall", [pt("alt")]: "Um salão" }),
      request("/admin/pages/home"),
    );
    expect(saved).toMatchObject({ ok: true, toast: { message: "Alt text updated successfully!" } });
    expect((await translationsOf("asset", [imageId])).get(imageId)).toEqual({ pt: { alt: "Um salão" } });
  });
});
