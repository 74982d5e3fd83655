// The Edit Project page (its credits and its place on the map), the trash, drafts and preview links, and the
// project order.

export const PROJECT_TEXTS = {
  projectRequired: "Please fill in all required fields and upload the images.",
  confirmDeletionTitle: "Confirm Deletion",
  confirmDeletion: (name: string) => `Are you sure you want to delete the project "${name}"?`,
  lastDetailImage: "A project needs at least one detail image.",
  // Beyond the old site: the projects' trash. The product's delete dialog stays; its toast says the project went to the trash.
  trashIntro: (days: number) =>
    `Deleted projects wait here for ${days} days, hidden from visitors, with their images, videos and old links. "Restore" brings one back as it was; after ${days} days, or on "Delete forever", it is gone for good with its files.`,
  trashEmpty: "The trash is empty.",
  confirmDeleteForeverTitle: "Delete forever",
  confirmDeleteForever: (name: string) =>
    `Delete the project "${name}" forever? Its images, videos and old links are deleted too. This cannot be undone.`,
  // Beyond the old site: drafts and preview links.
  previewBanner: "Preview — this project is not published",
  draftState: "Draft",
  draftHint:
    "This project is a draft: visitors cannot see it. “Update Project” saves and publishes it; “Save as draft” keeps it hidden.",
  previewLinkHint: (days: number) => `Anyone with this link can see the draft for ${days} days, until you revoke it.`,
  previewLinkCopied: "Preview link copied.",
  // Beyond the old site: the project order.
  orderModeLegend: "How visitors see projects on Projects, the type pages and search",
  orderNewest: "Newest first: the most recently added project comes first (the site's usual order).",
  orderCustom: "Custom order: the order of the list below.",
  orderHomeFollows: "The home's “Our latest update” follows the custom order too",
  orderHomeHint:
    "Unless this is ticked, the home's “Our latest update” always shows the three newest projects, so a new project appears there as soon as it is published. Ticked, it shows the first three of the custom order (only while “Custom order” is chosen).",
  orderSave: "Save order settings",
  orderSaving: "Saving…",
  orderListTitle: "Custom order",
  orderNewestNote:
    "Visitors see the newest projects first. You can arrange the custom order now: it is used once you choose “Custom order” and save.",
  orderCustomNote: "Visitors see projects in this order. A new project is added at the top.",
  orderHowTo:
    "Use a row's “Move up” and “Move down” buttons. Drafts are listed so you can place them before they are published; visitors do not see them.",
  /** Shown once the page's script runs, which dragging and the keys need. */
  orderHowToScripted:
    "You can also drag a row to a new place, or focus a row and press Alt+Arrow Up or Alt+Arrow Down.",
  orderEmpty: "There are no projects yet. Add one on the Edit Project page.",
  orderLink: "Change the order of projects",
  orderMoving: "Saving…",
} as const;

/** The project's place on the map of the work (decision 063). */
export const PLACE_TEXTS = {
  legend: "Place on the map (optional)",
  latitude: "Latitude",
  longitude: "Longitude",
  hint: "Degrees, as a map app gives them (38.7139, -9.1394 is Lisbon). Empty leaves the project off the map.",
  pickerHint: "Or click the map; zoom in to place it closer, then check the numbers.",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  clear: "Clear place",
  needsBoth: "Give both the latitude and the longitude, or neither.",
  picker: "Map: click to set the place",
};

/** The admin's words for the credits (in English, as the rest of the admin). */
export const CREDIT_TEXTS = {
  legend: "Credits",
  hint: "In the order the page shows them. A role from the list is translated on the page; a role you type is shown as typed. Names are never translated. One photographer at least.",
  role: (n: number) => `Credit ${n}: role`,
  name: (n: number) => `Credit ${n}: person or firm`,
  link: (n: number) => `Credit ${n}: link (optional)`,
  moveUp: (n: number) => `Move credit ${n} up`,
  moveDown: (n: number) => `Move credit ${n} down`,
  add: "Add a credit",
  tooMany: (max: number) => `At most ${max} credits.`,
  photographerMissing: "A photographer credit is required.",
} as const;
