// A public page's title and description, for search results and link previews alike.
const DESCRIPTION_CHARS = 155;

export function pageMeta(title: string, description: string) {
  const short = description.slice(0, DESCRIPTION_CHARS);
  return [
    { title },
    { name: "description", content: short },
    { property: "og:title", content: title },
    { property: "og:description", content: short },
  ];
}
