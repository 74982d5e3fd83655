// The public site's pages a visitor reaches from its menus (each project's own page aside), listed here by
// the tests and not read from the app, so a page the app leaves out (of the sitemap, of a language) fails.
export const PUBLIC_PAGES = [
  "/",
  "/projects",
  "/projects/all",
  "/projects/architecture",
  "/projects/interior",
  "/projects/object",
  "/studio",
  "/career",
  "/contact-us",
  "/press",
  "/projects/map",
];
