// The home page's Expertise tiles: a work type shows only once it has an image (docs/product.md#home).
export const shownWorkTypes = <T extends { image: unknown }>(
  workTypes: T[],
): (T & { image: NonNullable<T["image"]> })[] =>
  workTypes.filter(
    (type): type is T & { image: NonNullable<T["image"]> } => type.image !== null && type.image !== undefined,
  );
