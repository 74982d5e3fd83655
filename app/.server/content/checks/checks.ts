// The checks before going live (docs/decisions/061-checks-before-going-live.md), as pure functions over a
// page's or a project's state as it would go live (a revision's snapshot) and its stored translations: an
// image without alt text, or with a file name for one, in a language the site offers; a text empty in one
// of them; a translation made from an older text than the one it stands beside; a project without its header
// or detail image. Each problem names where it is fixed.
import type { TranslationSubject } from "#db/tables";
import type { CheckProblem } from "~/utils/admin-action";
import { editPathOf } from "~/utils/history";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";
import { languageName, TRANSLATABLE_FIELDS } from "~/utils/translatable-fields";

import type { Snapshot, Subject } from "../history/snapshots";
import { isOutdated, normalText, type StoredTranslation } from "../translation-sources";

export interface CheckInput {
  subject: Subject;
  /** The state that would go live. */
  snapshot: Snapshot;
  /** The site's languages, the default first. */
  languages: readonly string[];
  /** The subject's and its images' translations as stored now, with the hashes of their sources. */
  stored: readonly StoredTranslation[];
}

/** An alt text that is a file's name ("IMG_2041.jpg", "DSC0042", "photo-3.webp") says nothing of the picture. */
const FILE_NAME =
  /^(?:[^\s]+\.(?:jpe?g|png|gif|webp|avif|heic|heif|tiff?|bmp|svg)|(?:img|dsc|dscn|dscf|pxl|p)[_-]?\d+(?:[_-]\w+)?)$/i;
export const isFileName = (alt: string) => FILE_NAME.test(alt.trim());

const SINGLE_IMAGES = ["image_header", "architectural_image", "interior_image", "product_image", "image"] as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The element a link to a field leads to on its edit page (the ids TranslatedField gives its inputs). */
function anchor(prefix: string, field: string, lang: string, isDefault: boolean) {
  return isDefault ? `${prefix}-${field}-languages` : `${prefix}-translation-${lang}-${field}`;
}

/** Every problem of a subject's state, in the page's order: its texts, then its images. */
export function checkContent({ subject, snapshot, languages, stored }: CheckInput): CheckProblem[] {
  const [defaultLang] = languages;
  const problems: CheckProblem[] = [];
  const page = editPathOf(subject.kind, subject.id);
  const add = (code: CheckProblem["code"], message: string, hash: string) =>
    problems.push({ code, message, href: `${page}#${hash}` });
  const storedOf = (kind: string, id: number, lang: string, field: string) =>
    stored.find((row) => row.subject === kind && row.id === id && row.lang === lang && row.field === field);

  /** One translatable text in every language: empty where another language has it, out of date where its source moved. */
  const checkText = (
    kind: TranslationSubject,
    id: number,
    field: string,
    texts: Record<string, string>,
    prefix: string,
    label: string,
    image: boolean,
  ) => {
    const source = texts[defaultLang] ?? "";
    const used = languages.some((lang) => texts[lang]?.trim());
    for (const lang of languages) {
      const text = (texts[lang] ?? "").trim();
      const where = anchor(prefix, field, lang, lang === defaultLang);
      const language = languageName(lang);
      if (image && !text) add("alt-missing", CHECK_TEXTS.altMissing(label, language), where);
      else if (image && isFileName(text)) add("alt-file-name", CHECK_TEXTS.altFileName(label, language, text), where);
      else if (!image && used && !text) add("text-empty", CHECK_TEXTS.textEmpty(label, language), where);
      if (lang === defaultLang || !text) continue;
      // A translation changed by this very save is made from this save's text; one left as stored keeps its source's hash.
      const row = storedOf(kind, id, lang, field);
      if (row && normalText(row.value) === normalText(text) && isOutdated(row, source))
        add("translation-outdated", CHECK_TEXTS.outdated(label, language, languageName(defaultLang)), where);
    }
  };

  const textsOf = (
    own: string | number | null | undefined,
    translations: Record<string, string> | undefined,
    field: string,
  ) => {
    const texts: Record<string, string> = { [defaultLang]: String(own ?? "") };
    for (const lang of languages.slice(1)) texts[lang] = translations?.[`${lang}:${field}`] ?? "";
    return texts;
  };

  for (const field of TRANSLATABLE_FIELDS[subject.kind]) {
    // The ids TranslatedField gives each edit page's inputs.
    const prefix = subject.kind === "project" ? "field" : subject.kind === "press" ? "press" : `value-${field}`;
    const label = capitalised(REVISION_TEXTS.fieldLabels[field] ?? field);
    checkText(
      subject.kind,
      subject.id,
      field,
      textsOf(snapshot.fields[field], snapshot.translations, field),
      prefix,
      label,
      false,
    );
  }

  if (subject.kind === "project") {
    const header = snapshot.fields.image_header;
    if (typeof header !== "number" || !snapshot.assets[header]) add("no-header", CHECK_TEXTS.noHeader, "form-title");
    if ((snapshot.lists.images ?? []).length === 0) add("no-detail-image", CHECK_TEXTS.noDetailImage, "form-title");
  }

  const images: [number, string][] = [];
  for (const column of SINGLE_IMAGES) {
    const id = snapshot.fields[column];
    if (typeof id === "number") images.push([id, CHECK_TEXTS.imageLabels[column]]);
  }
  for (const list of ["carousel", "logos", "images"] as const)
    (snapshot.lists[list] ?? []).forEach((id, i) => images.push([id, CHECK_TEXTS.imageLabels[list](i + 1)]));
  for (const [id, label] of images) {
    const asset = snapshot.assets[id];
    if (!asset) continue;
    checkText("asset", id, "alt", textsOf(asset.alt, asset.translations, "alt"), `alt-${id}`, label, true);
  }
  return problems;
}
