import { PROJECT_FACT_TEXTS as TEXTS } from "./messages";

/** A project's facts, each as its label and its value: location, area in sq.m., year, photographer. */
export function projectFacts(project: { location: string; area: number; year: number; photographer: string }) {
  return [
    [TEXTS.location, project.location],
    [TEXTS.area, TEXTS.areaValue(project.area)],
    [TEXTS.year, String(project.year)],
    [TEXTS.photographer, project.photographer],
  ] as const;
}
