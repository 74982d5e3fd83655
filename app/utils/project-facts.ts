import { en } from "./texts/en";

/** The facts' labels in one language (the English ones are the product's, in ./texts/en.ts). */
export interface FactTexts {
  location: string;
  area: string;
  year: string;
  photographer: string;
  areaValue: (sqm: number) => string;
}

/** A project's facts, each as its label, its value and the field it is: location, area in sq.m., year, photographer. */
export function projectFacts(
  project: { location: string; area: number; year: number; photographer: string },
  texts: FactTexts = en.detail.facts,
) {
  return [
    [texts.location, project.location, "location"],
    [texts.area, texts.areaValue(project.area), "area"],
    [texts.year, String(project.year), "year"],
    [texts.photographer, project.photographer, "photographer"],
  ] as const;
}
