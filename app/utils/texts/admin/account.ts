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
  backToLogin: "Back to the admin login",
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
  // Beyond the old site: login throttling.
  tooManyLogins: (minutes: number) =>
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  loginSlowedDown: (seconds: number) =>
    `Too many failed login attempts for this account. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  loginBusy: "Too many logins are being checked right now. Please try again in a few seconds.",
  loginBodyTooLarge: "The login form sent too much data.",
} as const;
