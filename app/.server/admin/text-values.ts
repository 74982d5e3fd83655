// A page's text as the admin's one-value forms post it (TextFieldForm): the default language's `value`
// and, for a translatable field, the other languages' inputs beside it (decision 036). Every language
// is checked with the field's own limit; a language not posted keeps its stored text.
import type { TranslationSubject } from "#db/tables";
import { type PageKind, type PageTextFields, updatePageText } from "~/.server/content/pages/writes";
import { otherLanguages, type TextsByLanguage } from "~/.server/content/translations";
import type { ParsedUpload } from "~/.server/storage/multipart";
import type { AdminOutcome } from "~/utils/admin-action";
import { type ValueKind, valueSchema } from "~/utils/admin-schemas";
import { TEXT_MAX } from "~/utils/constants";
import { type Parsed, parseForm } from "~/utils/forms";
import { checkTranslations, isTranslatable } from "~/utils/translatable-fields";

import { attempt, failure, success } from "./action";

export function parseTextValue(
  form: FormData,
  kind: ValueKind,
  subject: TranslationSubject,
  field: string,
): Parsed<{ value: string; translations: TextsByLanguage }> {
  const parsed = parseForm(valueSchema(kind), form);
  const translations = checkTranslations(
    Object.fromEntries(form),
    isTranslatable(subject, field) ? { [field]: TEXT_MAX[kind] } : {},
    otherLanguages(),
  );
  if (!parsed.ok || Object.keys(translations.errors).length > 0)
    return { ok: false, errors: { ...(parsed.ok ? {} : parsed.errors), ...translations.errors } };
  return { ok: true, data: { value: parsed.data.value, translations: translations.values } };
}

/** What a page's one-value form saves: the field (its form's intent too), the text's kind, and the page's toasts. */
interface PageText {
  page: PageKind;
  field: PageTextFields[PageKind];
  kind: ValueKind;
  /** Where a save leads: the edit page. */
  path: string;
  updated: string;
  failed: string;
}

/** A page's one-value form, from the post to the saved text: parsed with its other languages, written in one revision. */
export async function textUpdate(upload: ParsedUpload, text: PageText): Promise<AdminOutcome> {
  const parsed = parseTextValue(upload.form, text.kind, text.page, text.field);
  if (!parsed.ok) return failure(upload, text.field, parsed.errors, text.failed);
  return attempt(upload, text.field, text.failed, async () => {
    await updatePageText(text.page, text.field, parsed.data.value, parsed.data.translations);
    return success(text.path, text.updated);
  });
}
