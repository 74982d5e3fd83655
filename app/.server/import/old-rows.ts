// The old site's five tables as its backend hands them out (PostgreSQL rows, or the dashboard's CSV and
// JSON exports), checked field by field and made into one shape. A row that does not fit is refused
// with the reason, never guessed at.
import crypto from "node:crypto";

import { z } from "zod";

import { PROJECT_TYPES } from "#db/tables";

export const OLD_TABLES = ["career", "contact", "homepage", "studio", "projects"] as const;
export type OldTable = (typeof OLD_TABLES)[number];
/** What a source hands over: each table's rows, as read (strings from CSV, typed values from JSON or PostgreSQL). */
export type RawTables = Record<OldTable, Record<string, unknown>[]>;

/**
 * An array column as it comes: a JSON array, PostgreSQL's array literal as its CSV export writes it
 * (`{"https://…","https://…"}`, or `{a,b}` unquoted), a JSON text of either, or null/empty.
 */
export function parseArray(value: unknown): unknown[] | null {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (text === "" || text === "{}" || text === "[]") return [];
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  if (text.startsWith("{") && text.endsWith("}")) return parsePgArray(text.slice(1, -1));
  // A single URL where an array was meant: the old admin wrote such rows when one video was added.
  return [text];
}

/** The inside of a one-dimensional PostgreSQL array literal: quoted items with backslash escapes, or bare ones. */
function parsePgArray(inner: string): unknown[] | null {
  const items: (string | null)[] = [];
  let i = 0;
  while (i < inner.length) {
    if (inner[i] === '"') {
      let item = "";
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === "\\") i++;
        item += inner[i++] ?? "";
      }
      if (inner[i] !== '"') return null;
      i++;
      items.push(item);
    } else {
      const end = inner.indexOf(",", i);
      const bare = (end < 0 ? inner.slice(i) : inner.slice(i, end)).trim();
      items.push(bare === "NULL" ? null : bare);
      i = end < 0 ? inner.length : end;
    }
    if (i < inner.length && inner[i] !== ",") return null;
    i++;
  }
  return items;
}

const text = z.preprocess((v) => (v === null || v === undefined ? "" : v), z.coerce.string());
/** A file's public URL; an empty cell is no file. */
const url = z.preprocess(
  (v) => (v === null || v === undefined || v === "" ? null : v),
  z.union([z.url({ protocol: /^https?$/ }), z.null()]),
);
const urls = z.preprocess(
  (v) => parseArray(v) ?? v,
  z.array(z.url({ protocol: /^https?$/ }).nullable()).transform((list) => list.filter((u): u is string => !!u)),
);
const oldId = z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.coerce.number().int().positive());

const single = { id: z.preprocess((v) => v ?? 1, oldId) };

export const OLD_ROW_SCHEMAS = {
  career: z.object({ ...single, career_header: text, email: text }),
  contact: z.object({
    ...single,
    contact_header: text,
    location: text,
    telephone: text,
    email: text,
    description: text,
  }),
  homepage: z.object({
    ...single,
    description: text,
    carousel_images: urls,
    carousel_logos: urls,
    architectural_image: url,
    interior_image: url,
    product_image: url,
  }),
  studio: z.object({ ...single, detail: text, image: url }),
  projects: z.object({
    id: oldId,
    name: z.coerce.string().trim().min(1, "has no name"),
    year: z.coerce.number().int().min(0).max(9999),
    location: text,
    area: z.preprocess((v) => (v === "" || v === null ? 0 : v), z.coerce.number().nonnegative()),
    // The old admin offered three types; a differently-cased one is the same type.
    type: z.preprocess(
      (v) => PROJECT_TYPES.find((t) => t.toLowerCase() === String(v).trim().toLowerCase()) ?? v,
      z.enum(PROJECT_TYPES),
    ),
    photographer: text,
    // The old URL /projects/detail/{link} must keep answering: one path segment, kept as it was.
    link: z.coerce
      .string()
      .trim()
      .regex(/^[^/?#\s]+$/, "has no usable link"),
    description_part_1: text,
    description_part_2: text,
    description_part_3: text,
    image_header: url,
    carousel_images: urls,
    videos: urls,
  }),
};

export type OldRow<T extends OldTable> = z.infer<(typeof OLD_ROW_SCHEMAS)[T]>;
export type OldProject = OldRow<"projects">;

/** A row checked: its value, or why it was refused (which fields, in words). */
export function checkRow<T extends OldTable>(
  table: T,
  raw: Record<string, unknown>,
): { ok: true; row: OldRow<T> } | { ok: false; reason: string } {
  const result = OLD_ROW_SCHEMAS[table].safeParse(raw);
  if (result.success) return { ok: true, row: result.data as OldRow<T> };
  const fields = result.error.issues.map((issue) => `${issue.path.join(".") || "row"}: ${issue.message}`);
  return { ok: false, reason: fields.join("; ") };
}

/** The old id a report names a raw row by, even when it did not pass its checks. */
export const rawId = (raw: Record<string, unknown>) => String(raw.id ?? "?");

/** What a row was when last imported: a different fingerprint means it changed on the old site. */
export function fingerprint(row: object): string {
  return crypto.createHash("sha256").update(JSON.stringify(row)).digest("hex");
}

/** Every file URL a row names, images first, in the order they are shown. */
export function rowFiles(table: OldTable, row: OldRow<OldTable>): { url: string; kind: "image" | "video" }[] {
  const images = (list: (string | null)[]) =>
    list.filter((u): u is string => !!u).map((u) => ({ url: u, kind: "image" as const }));
  switch (table) {
    case "homepage": {
      const home = row as OldRow<"homepage">;
      return images([
        ...home.carousel_images,
        ...home.carousel_logos,
        home.architectural_image,
        home.interior_image,
        home.product_image,
      ]);
    }
    case "studio":
      return images([(row as OldRow<"studio">).image]);
    case "projects": {
      const project = row as OldProject;
      return [
        ...images([project.image_header, ...project.carousel_images]),
        ...project.videos.map((u) => ({ url: u, kind: "video" as const })),
      ];
    }
    default:
      return [];
  }
}
