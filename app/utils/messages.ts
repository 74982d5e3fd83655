// Every user-facing message of docs/product.md, verbatim: the visitors' pages and forms, the server's
// refusals, the admin's account pages, and the texts both the site and the admin show. The admin's
// toasts, project list, drop zones, history and inbox are in admin-messages.ts.
import { IMAGE_FORMATS, VIDEO_FORMATS } from "./file-types";

export const MESSAGES = {
  loadingAdminHome: "Loading admin home page...",
  noButtons: "No buttons available",
  loadingProjects: "Loading projects...",
  loading: "Loading...",
  videoFallback: "Your browser does not support the video tag.",

  uploadFailed: "File upload failed.",
  emailInvalid: "Please enter a valid email address.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,

  // One file refused by its type, and several; the same with and without JavaScript, naming what is taken today.
  invalidImage: `Invalid image file type. Allowed: ${IMAGE_FORMATS}`,
  invalidDetailImages: "One or more images have an invalid file type.",
  invalidVideo: `Invalid video file type. Allowed: ${VIDEO_FORMATS}`,
  invalidVideos: `One or more videos have an invalid file type. Allowed: ${VIDEO_FORMATS}`,
  /** A file of a type the site takes whose bytes are cut short or broken. */
  fileDamaged: "The file is damaged or unreadable (cut short, or not whole). Save or export it again, then retry.",
  videoUnreadable: (name: string) =>
    `${name}: its picture could not be read (H.264 or HEVC video expected). Export it again from the phone or camera and retry.`,
  videoTooLong: (name: string, minutes: number) =>
    `${name}: videos may be at most ${minutes} minutes long and at most 8K.`,
  leaveWhileUploading: "Files are still uploading. Leave this page and stop the upload? Nothing of this save is kept.",
  leaveWithFilesSent:
    "Files sent for this save wait for it to be saved. Leave this page anyway? Nothing of this save is kept.",
  videoToolsMissing:
    "Videos cannot be taken now: the server has no ffmpeg to convert them. Ask whoever runs the server to install it.",
  videoToolsMissingNotice:
    "This server has no ffmpeg: videos cannot be uploaded until it is installed (Debian: apt-get install ffmpeg). Images are not affected.",
  videoProcessing: (percent: number) => `Processing: ${percent}%. Visitors see this video once it is ready.`,
  videoFailed: (reason: string) => `Processing failed: ${reason} Remove it and upload the file again.`,
  transcodeTooSlow: (limit: string) => `it took longer than ${limit}.`,
  transcodeNoSpace: "the uploads disk is nearly full.",
  transcodeError: (detail: string) => `ffmpeg could not convert it (${detail}).`,
  projectRequired: "Please fill in all required fields and upload the images.",
  noFileForUpload: "No file provided for upload.",
  noFileForUpdate: "No file provided for updating.",
  noFileUrl: "No file URL provided for deletion.",
  invalidFileUrl: "Invalid file URL format. Could not extract file path.",
  selectImage: "Please select an image!",
  selectLogo: "Please select a logo!",
  chooseWorkTypeImage: (type: WorkTypeLabel) => `Please choose a ${type} image first.`,

  confirmDeletionTitle: "Confirm Deletion",
  confirmDeletion: (name: string) => `Are you sure you want to delete the project "${name}"?`,

  noSessionAfterLogin: "No session found after login",
  // Beyond the old site: login throttling and the admin's extra controls (alt text, order).
  tooManyLogins: (minutes: number) =>
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  loginSlowedDown: (seconds: number) =>
    `Too many failed login attempts for this account. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  loginBusy: "Too many logins are being checked right now. Please try again in a few seconds.",
  loginBodyTooLarge: "The login form sent too much data.",
  lastDetailImage: "A project needs at least one detail image.",
  // The point of an image's subject, which every crop keeps in view.
  focalRange: "Enter a position from 0 to 100 (percent of the image).",
  focalPointHint: "Click the subject of the image (or move the marker with the arrow keys), then save.",
  focalPointHintNoJs: "Enter where the subject is, in percent from the top left corner, then save.",
  focalMarker: (x: number, y: number) =>
    `Focal point, ${x}% across and ${y}% down. Arrow keys move it; Shift moves it further.`,
  uploadTooLarge: "The file is too large.",
  fieldRequired: "This field is required.",
  invalidNumber: "Please enter a number.",
  // Beyond the old site: the forms' intake limits.
  diskFull: "Uploads are paused because the server is low on disk space. Please try again later.",
  badFileName: "The file name contains characters that are not allowed. Please rename the file and try again.",
  tooManyFields: "The form has too many fields.",
  // Beyond the old site: the projects' trash. The product's delete dialog stays; its toast says the project went to the trash.
  trashIntro: (days: number) =>
    `Deleted projects wait here for ${days} days, hidden from visitors, with their images, videos and old links. "Restore" brings one back as it was; after ${days} days, or on "Delete forever", it is gone for good with its files.`,
  trashEmpty: "The trash is empty.",
  confirmDeleteForeverTitle: "Delete forever",
  confirmDeleteForever: (name: string) =>
    `Delete the project "${name}" forever? Its images, videos and old links are deleted too. This cannot be undone.`,
  spamReleased: "Moved to the inbox. Its mail to the studio is queued.",
  spamNotFound: "That submission is no longer in Spam.",
  /** Why a submission sits in Spam, in the admin's words. */
  spamReasons: {
    "too-fast": "Sent back faster than a person can type",
    "bad-token": "Its form token was missing or forged",
    "expired-token": "Its form was more than a day old",
  } as Record<string, string>,
  // The HTTP edge's refusals, before a route reads the body.
  siteUrlMissingTitle: "The site's public address is not set",
  siteUrlMissing: (origin: string) =>
    `Links in mails (password resets, invitations), preview links and the pages' addresses for search engines and sharing all start with ${origin}, which works only on this machine. Set SITE_URL to the site's public address (for example https://your-domain.com) and restart the server.`,
  purgeFailing: (waiting: number, since: string, error: string) =>
    `The cache in front of the site has not taken the last ${waiting === 1 ? "purge" : `${waiting} purges`} (the first ${since}): visitors may still see pages from before your latest changes. They are tried again until they go through. Last answer: ${error}`,
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

export type WorkTypeLabel = "Architectural" | "Interior" | "Product";

/** The admins, invites, own password and password reset pages. */
export const ADMIN_ACCOUNT_TEXTS = {
  passwordTooShort: (min: number) => `Please use at least ${min} characters.`,
  passwordTooLong: (max: number) => `Please keep the password under ${max} characters.`,
  passwordsDiffer: "The two passwords are not the same.",
  currentPasswordWrong: "The current password is not right.",
  passwordChanged:
    "Your password was changed. You were signed out everywhere else, and the invites you sent that were not yet accepted no longer work.",
  passwordBusy: "The server is busy checking passwords. Please try again in a moment.",
  inviteSent: (email: string) => `An invite was mailed to ${email}. The link works for 72 hours.`,
  alreadyAdmin: (email: string) => `${email} is already an admin.`,
  adminRemoved: (email: string) => `${email} is no longer an admin and was signed out.`,
  adminGone: "That admin was already removed.",
  lastAdmin: "The last admin cannot be removed: invite someone else first.",
  onlyAdminNote: "You are the only admin, so there is nobody to remove.",
  confirmRemoveTitle: "Remove this admin?",
  confirmRemove: (email: string) =>
    `${email} will be signed out and can no longer sign in. The invites they sent stop working.`,
  pendingInvitesNone: "No invite is waiting to be accepted.",
  inviteExpires: (at: string) => `Link works until ${at}`,
  confirmRevokeTitle: "Revoke this invite?",
  confirmRevoke: (email: string) =>
    `The invite link mailed to ${email} will stop working. You can invite them again later.`,
  inviteRevoked: (email: string) => `The invite to ${email} was revoked. Its link no longer works.`,
  inviteGone: "That invite was already used, revoked or expired.",
  linkUsed: "This link was already used. Each link works once.",
  linkExpired: "This link has expired.",
  linkUnknown: "This link is not valid. Check that the whole link from the mail was opened.",
  linkNextStep: "Ask an admin for a new invite, or ask for a new password reset link.",
  tooManyTries: (minutes: number) =>
    `Too many tries from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  forgotAnswer:
    "If that address belongs to an admin, a link to set a new password is on its way. It works for one hour. Check your mail.",
  resetDone:
    "Your password was changed, every other sign-in was ended and the invites you sent that were not yet accepted no longer work. Sign in with the new password.",
  inviteMailSubject: "You are invited to the studio website's admin",
  resetMailSubject: "Set a new password for the studio website's admin",
  /** Stands for a link's token in the outbox once its mail is sent. */
  linkRemovedOnceSent: "(token removed once this mail was sent)",
} as const;

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
  openSelection: "Selections",
  deadTitle: "This link has expired or was withdrawn",
  deadText:
    "The studio shares work by personal links that last a while. Please ask the person who sent it to you for a new one.",
  deadHome: "Go to the studio's website",
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
