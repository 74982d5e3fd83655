// The admin pages' names: each page's heading and title, and the admin home's link to it. Pages whose area has
// its own texts name themselves there (Scheduled, Checks, Selections, Press, Security).
export const PAGE_TITLES = {
  home: "Admin Home",
  editHome: "Edit Home",
  editStudio: "Edit Studio",
  editProject: "Edit Project",
  projectOrder: "Project order",
  editCareer: "Edit Career",
  editContact: "Edit Contact",
  inbox: "Inbox",
  statistics: "Statistics",
  trash: "Trash",
  backups: "Backups",
  import: "Import",
  redirects: "Redirects",
  admins: "Admins",
  account: "My account",
} as const;
