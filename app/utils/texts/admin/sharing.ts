/** Private projects, selections, share links and the dossier. */
export const SHARE_TEXTS = {
  privateState: "Private",
  privateHint: "Private: visitors never see this project; only the share links of a selection show it.",
  makePrivate: "Make private",
  makePublic: "Publish to everyone",
  projectMadePrivate: "Project made private. Only share links show it now.",
  selectionsTitle: "Selections",
  selectionsIntro:
    "Pick projects, public or private, to send to one person at a time by a link of their own, or as a PDF dossier.",
  noSelections: "No selections yet.",
  newSelection: "New selection",
  titleLabel: "Title",
  noteLabel: "Note (shown on the cover)",
  projectsLabel: "Projects, in the order shown",
  positionLabel: (name: string) => `Position of ${name}`,
  positionHint: "Tick the projects to include; number them to set the order (1 first).",
  titleRequired: "Please give the selection a title.",
  titleTooLong: "Please keep the title under 120 characters.",
  noteTooLong: (max: number) => `Please keep the note under ${max} characters.`,
  noProjects: "Please pick at least one project.",
  tooManyProjects: (max: number) => `A selection holds at most ${max} projects.`,
  unknownProject: "One of the projects is no longer available. The list below is up to date.",
  selectionSaved: "Selection saved.",
  selectionCreated: "Selection created. Make a link for each recipient below.",
  selectionSaveFailed: "Failed to save the selection.",
  selectionDeleted: "Selection deleted, with its links.",
  selectionDeleteFailed: "Failed to delete the selection.",
  confirmDeleteTitle: "Delete this selection?",
  confirmDelete: (title: string) =>
    `“${title}” and all its links will be deleted; the links stop working at once. The projects stay.`,
  linksTitle: "Links",
  linksIntro: "Each link is for one person. Its address is shown once, right after you make it: copy it then.",
  recipientLabel: "Recipient's name",
  recipientEmailLabel: "Recipient's email (optional: the link is mailed to it)",
  daysLabel: "Works for (days)",
  recipientRequired: "Please name the recipient.",
  emailInvalid: "Please enter a valid email address, or leave it empty.",
  daysInvalid: (max: number) => `Please choose between 1 and ${max} days.`,
  makeLink: "Make link",
  linkMade: "Link made. Copy it now: it is not shown again.",
  linkMadeAndMailed: "Link made and mailed to the recipient. Copy it now if you need it: it is not shown again.",
  linkFailed: "Failed to make the link.",
  newLinkLabel: (name: string) => `Link for ${name}`,
  revoke: "Revoke",
  revokeLabel: (name: string) => `Revoke the link for ${name}`,
  linkRevoked: "Link revoked. It no longer opens the selection.",
  revokeFailed: "Failed to revoke the link. It may be revoked already.",
  noLinks: "No links yet.",
  linkState: { live: "Live", expired: "Expired", revoked: "Revoked" } as const,
  neverOpened: "Not opened yet",
  opened: (count: number, first: string, last: string) =>
    `Opened ${count === 1 ? "once" : `${count} times`}: first ${first}, last ${last}`,
  projectsSeen: "Projects looked at",
  noProjectsSeen: "No project opened yet",
  exportCsv: "Export the view log (CSV)",
  downloadDossier: "Download the dossier (PDF)",
  mailSubject: (studio: string, title: string) => `${studio}: ${title}`,
  mailText: (name: string, studio: string, title: string, link: string, expires: string) =>
    [
      `Dear ${name},`,
      "",
      `${studio} has shared a selection of projects with you: “${title}”.`,
      "",
      "Open it here (the link is for you alone):",
      link,
      "",
      `The link works until ${expires}.`,
    ].join("\n"),
  dossierPage: (n: number, total: number) => `${n} / ${total}`,
} as const;

/** A share link's downloads: the studio's side (decision 069). */
export const DOWNLOAD_ADMIN_TEXTS = {
  legend: "Downloads",
  edgeLabel: "Recipient may download the images",
  off: "No downloads",
  atEdge: (edge: number) => `At ${edge} px on the long edge`,
  originalLabel: "Also the original files, at full size",
  watermarkLabel: (studio: string) => `With the watermark “${studio}”`,
  hint: "The watermark is drawn in a corner of every downloaded image, originals included.",
  settings: (edge: number | null, original: boolean, watermark: boolean) =>
    edge === null && !original
      ? "Downloads: off"
      : `Downloads: ${[edge === null ? null : `${edge} px`, original ? "originals" : null].filter(Boolean).join(" and ")}${watermark ? ", watermarked" : ""}`,
  downloaded: "Downloaded",
  downloadEntry: (images: number, size: string, project: string, when: string) =>
    `${images} ${images === 1 ? "image" : "images"} at ${size === "original" ? "original size" : `${size} px`} of ${project}, ${when}`,
  removedProject: "a removed project",
} as const;

/** A share link's favourites, comments and approvals: the studio's side (decision 064). */
export const FEEDBACK_ADMIN_TEXTS = {
  title: "Favourites, comments and approvals",
  none: "Nothing yet.",
  favourites: "Favourites",
  comments: "Comments",
  approvals: "Approvals",
  selection: "the selection",
  imageOf: (n: number, project: string) => `image ${n} of ${project}`,
  answerLabel: (name: string) => `Answer to ${name}`,
  answer: "Answer",
  answering: "Answering…",
  answered: "Answer saved. The recipient sees it on the link.",
  answeredAndMailed: "Answer saved and mailed to the recipient.",
  answerRequired: "Please write an answer.",
  answerFailed: "Failed to save the answer. The comment may be gone.",
  answerBy: (who: string, when: string) => `Answered by ${who}, ${when}`,
  exportCsv: "Export favourites, comments and approvals (CSV)",
  languageLabel: "Language of the link",
  digestSubject: (title: string, name: string) => `${name} on “${title}”: comments and approvals`,
  digestIntro: (name: string, title: string) =>
    `${name} wrote on the selection “${title}” (a digest, at most one an hour per link):`,
  digestComment: (target: string, body: string) => `Comment on ${target}:\n${body}`,
  digestApproval: (target: string, note: string) => `Approved ${target}${note ? `, with a note:\n${note}` : "."}`,
  digestOutro: (page: string) => `See it and answer on the selection's page:\n${page}`,
} as const;

/** A share link's verified recipient: the studio's side (decision 068). */
export const VERIFY_ADMIN_TEXTS = {
  verifyLabel: "Verify the recipient (a code mailed to the email above opens the link)",
  emailRequired: "Enter the recipient's email to verify them.",
  verifiedAt: (when: string) => `Verified recipient: confirmed ${when}`,
  notYetVerified: "Verified recipient: not confirmed yet",
} as const;
