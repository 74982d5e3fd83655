// The visitor's texts, one dictionary per language (docs/decisions/033-language-routing-and-ui-texts.md).
import { en, type UiTexts } from "./en";
import { pt } from "./pt";

export type { UiTexts };

export const UI_TEXTS: Record<string, UiTexts> = { en, pt };

/** The dictionary of `lang`; a language without one (never configured: env refuses it) reads English. */
export const textsFor = (lang: string): UiTexts => UI_TEXTS[lang] ?? en;

/**
 * An error page's heading and text by the answer's status, in a dictionary's words: a missing page, a refused
 * request (`refusal`), or the site's own failure (5xx). Never the framework's or the HTTP status's English.
 */
export function statusTexts(texts: UiTexts, status: number): { title: string; text: string } {
  if (status === 404) return { title: texts.notFoundTitle, text: texts.errors.notFoundText };
  if (status < 400 || status >= 500) return { title: texts.errors.unexpected, text: texts.errors.unexpectedText };
  const statuses: Partial<Record<number, { title: string; text: string }>> = texts.refusal.statuses;
  return statuses[status] ?? texts.refusal.other;
}
