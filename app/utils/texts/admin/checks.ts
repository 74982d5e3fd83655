/** The checks before going live (docs/decisions/061-checks-before-going-live.md). */
export const CHECK_TEXTS = {
  title: "Check before going live",
  intro: (count: number) =>
    count === 1
      ? "1 problem was found. Fix it where the link leads, or publish anyway."
      : `${count} problems were found. Fix each where its link leads, or publish anyway.`,
  blockedToast: "Not published: the checks found problems.",
  publishAnyway: "Publish anyway",
  scheduleAnyway: "Schedule anyway",
  publishingAnyway: "Publishing…",
  altMissing: (image: string, language: string) => `${image} has no alt text in ${language}.`,
  altFileName: (image: string, language: string, alt: string) =>
    `${image} has a file name as its alt text in ${language} (“${alt}”).`,
  textEmpty: (field: string, language: string) => `${field} is empty in ${language}.`,
  outdated: (field: string, language: string, source: string) =>
    `${field} in ${language} is out of date: the ${source} text changed after it was translated.`,
  noHeader: "The project has no header image.",
  noDetailImage: "The project has no detail image.",
  imageLabels: {
    image_header: "The header image",
    architectural_image: "The architecture image",
    interior_image: "The interior image",
    product_image: "The object image",
    image: "The studio image",
    carousel: (n: number) => `Carousel image ${n}`,
    logos: (n: number) => `Logo ${n}`,
    images: (n: number) => `Detail image ${n}`,
  },
  /** What the history records of a publish despite problems. */
  overridden: (problems: string[]) =>
    `went live despite ${problems.length === 1 ? "1 problem" : `${problems.length} problems`} (“publish anyway”): ${problems.join(" ")}`,
  /** A revision's summary with what it went live despite. */
  withOverride: (summary: string, overridden: string | null) => (overridden ? `${summary}; ${overridden}` : summary),
  outdatedMark: "Out of date",
  outdatedHint: (source: string) => `The ${source} text changed after this was translated.`,
  homeCount: (count: number) =>
    count === 0
      ? "No live page has an open problem."
      : count === 1
        ? "1 live page has open problems."
        : `${count} live pages have open problems.`,
  listLink: "See the problems",
  pageTitle: "Checks",
  pageIntro:
    "The problems of what visitors see now: images without alt text, texts missing in a language, translations older than their text, projects without their images. Each link leads to where it is fixed.",
  none: "No live page has a problem.",
} as const;
