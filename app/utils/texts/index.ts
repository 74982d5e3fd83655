// The visitor's texts, one dictionary per language (docs/decisions/033-language-routing-and-ui-texts.md).
import { en, type UiTexts } from "./en";
import { pt } from "./pt";

export type { UiTexts };

export const UI_TEXTS: Record<string, UiTexts> = { en, pt };

/** The dictionary of `lang`; a language without one (never configured: env refuses it) reads English. */
export const textsFor = (lang: string): UiTexts => UI_TEXTS[lang] ?? en;
