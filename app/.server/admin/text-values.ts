// A page's text as the admin's one-value forms post it (TextFieldForm): the default language's `value`
// and, for a translatable field, the other languages' inputs beside it (decision 036). Every language
// is checked with the field's own limit; a language not posted keeps its stored text.
import type { TranslationSubject } from "#db/types";
import { otherLanguages, type TextsByLanguage } from "~/.server/content/translations";
import { type ValueKind, valueSchema } from "~/utils/admin-schemas";
import { TEXT_MAX } from "~/utils/constants";
import { type Parsed, parseForm } from "~/utils/forms";
import { checkTranslations, isTranslatable } from "~/utils/translatable-fields";

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
