// A page's speed report is kept only when every part of it is what the reporter sends: a public page, known measures
// once each, finite values in range. Anything else is refused with its reason.
import { expect, it } from "vitest";

import { readVitalsReport } from "./vitals-report";

const LANGUAGES = ["en", "pt"];
const read = (body: unknown) => readVitalsReport(body, LANGUAGES);
const report = (metrics: unknown, path: unknown = "/studio") => ({ path, metrics });

it("takes a public page's measures, its language prefix left out", () => {
  expect(
    read(
      report(
        [
          { name: "LCP", value: 1234.5 },
          { name: "CLS", value: 0 },
          { name: "INP", value: 48 },
        ],
        "/pt/projects/detail/a-house-1a2b3c4d",
      ),
    ),
  ).toEqual({
    ok: true,
    report: {
      path: "/projects/detail/a-house-1a2b3c4d",
      metrics: [
        { name: "LCP", value: 1234.5 },
        { name: "CLS", value: 0 },
        { name: "INP", value: 48 },
      ],
    },
  });
  expect(read(report([{ name: "TTFB", value: 80 }], "/")).ok).toBe(true);
});

it.each([
  ["no object", "LCP=1200", "not a report"],
  ["a list", [], "not a report"],
  ["another key", { ...report([{ name: "LCP", value: 1 }]), visitor: "x" }, "not a report"],
  ["no path", { metrics: [{ name: "LCP", value: 1 }] }, "no page path"],
  ["a path too long", report([{ name: "LCP", value: 1 }], `/${"a".repeat(200)}`), "no page path"],
  ["an admin page", report([{ name: "LCP", value: 1 }], "/admin/statistics"), "not a public page"],
  ["a share link", report([{ name: "LCP", value: 1 }], "/s/token"), "not a public page"],
  ["an unknown language", report([{ name: "LCP", value: 1 }], "/fr/studio"), "not a public page"],
  ["no measures", report([]), "no measures"],
  ["six measures", report(Array(6).fill({ name: "LCP", value: 1 })), "no measures"],
  ["an unknown measure", report([{ name: "FID", value: 1 }]), "unknown measure"],
  [
    "a measure twice",
    report([
      { name: "CLS", value: 0.1 },
      { name: "CLS", value: 0.2 },
    ]),
    "a measure given twice",
  ],
  ["a measure with more keys", report([{ name: "LCP", value: 1, id: "v6-1" }]), "not a measure"],
  ["a value as text", report([{ name: "LCP", value: "1200" }]), "LCP out of range"],
  ["a negative value", report([{ name: "INP", value: -1 }]), "INP out of range"],
  ["an endless value", report([{ name: "LCP", value: Number.POSITIVE_INFINITY }]), "LCP out of range"],
  ["not a number", report([{ name: "LCP", value: Number.NaN }]), "LCP out of range"],
  ["a value past its bound", report([{ name: "CLS", value: 101 }]), "CLS out of range"],
  ["an hour's LCP", report([{ name: "LCP", value: 3_600_000 }]), "LCP out of range"],
])("refuses %s", (_, body, reason) => {
  expect(read(body)).toEqual({ ok: false, reason });
});
