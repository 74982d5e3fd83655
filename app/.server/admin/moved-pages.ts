// The admin's page editors once lived at the site's root (/editHome, /editProject, …); they now live under /admin
// with the rest of the admin. Old bookmarks and forms open in old tabs still arrive at the old paths.

const MOVED: Record<string, string> = {
  "/edithome": "/admin/pages/home",
  "/editstudio": "/admin/pages/studio",
  "/editcareer": "/admin/pages/career",
  "/editcontact": "/admin/pages/contact",
  "/editproject": "/admin/projects",
};

/** Where an old admin path (with its query) now lives, or null: any method, answered with a permanent redirect. */
export function movedAdminPage(url: string): string | null {
  const query = url.indexOf("?");
  const path = (query < 0 ? url : url.slice(0, query)).replace(/\/+$/, "").toLowerCase();
  const to = MOVED[path];
  return to ? to + (query < 0 ? "" : url.slice(query)) : null;
}
