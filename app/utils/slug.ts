import { SLUG_SUFFIX_HEX_LENGTH } from "./constants";

/** docs/product.md#edit-project: lowercase, trim, whitespace to hyphens, only a-z 0-9 and hyphens, no repeats or edge hyphens. */
function slugify(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A project's link: its slug and an 8-character random hex suffix. */
export function projectLink(name: string, randomHex: (length: number) => string): string {
  const suffix = randomHex(SLUG_SUFFIX_HEX_LENGTH);
  const slug = slugify(name);
  return slug ? `${slug}-${suffix}` : suffix;
}
