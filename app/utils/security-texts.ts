// What the admin reads about signing in with a second factor, confirming again, passwords and the
// audit log (the admin's own words, as ADMIN_ACCOUNT_TEXTS are).

export const SECURITY_TEXTS = {
  secondStepTitle: "Second step",
  secondStepIntro: "Your password was right. Now prove it is you with your second factor.",
  codeLabel: "Code from your authenticator app, or a recovery code",
  codeWrong: "That code is not right, or it was already used. Type the newest code from your app.",
  codeRequired: "Please type the code.",
  signInExpired: "Your sign-in took too long. Please sign in again.",
  usePasskey: "Use a passkey",
  signInWithPasskey: "Sign in with a passkey",
  passkeyNeedsScript: "Passkeys need JavaScript in this browser. Sign in with your email and password instead.",
  passkeyFailed: "The passkey was not accepted. Try again, or use another way to sign in.",
  passkeyCancelled: "No passkey was used.",
  confirmTitle: "Confirm it is you",
  confirmIntro: (minutes: number) =>
    `This action matters, so please confirm it is you. For the next ${minutes} minutes you will not be asked again.`,
  confirmPasswordLabel: "Your password",
  confirmPasswordWrong: "The password is not right.",
  factorsTitle: "Sign-in methods",
  ruleRequiresSetup:
    "The studio asks every admin to use a second factor. Set up an authenticator app or a passkey to go on.",
  appTitle: "Authenticator app",
  appIntro:
    "Scan the QR code with an authenticator app (such as 1Password, Google Authenticator or Aegis), or type the key, then type the 6-digit code it shows.",
  appKeyLabel: "Key to type instead of scanning",
  appOn: "An authenticator app is set up. Each sign-in with your password asks for its code.",
  appAdded: "The authenticator app is set up. Keep your recovery codes somewhere safe.",
  appRemoved: "The authenticator app was removed.",
  appSetupExpired: "The set-up took too long. Scan the new QR code and try again.",
  recoveryTitle: "Recovery codes",
  recoveryIntro:
    "Each code works once, instead of the app's code, if you lose your phone. Keep them somewhere safe, away from this computer.",
  recoveryShownOnce: "These codes are shown only now. Download or copy them before you leave this page.",
  recoveryLeft: (n: number) => `${n} of 10 recovery codes left.`,
  recoveryDownload: "Download the codes",
  recoveryMade: "New recovery codes were made. The old ones no longer work.",
  passkeysTitle: "Passkeys",
  passkeysIntro:
    "A passkey signs you in with your fingerprint, face or device PIN, without typing your email or password.",
  passkeysNone: "No passkey yet.",
  passkeyNameLabel: "Name of this passkey (such as “Work laptop”)",
  passkeyAdded: (name: string) => `The passkey “${name}” was added.`,
  passkeyRemoved: (name: string) => `The passkey “${name}” was removed.`,
  passkeyLastUsed: (at: string | null) => (at ? `Last used ${at}` : "Not used yet"),
  passkeyOnlyTitle: "Passkey only",
  passkeyOnlyIntro:
    "With passkey only, your password no longer signs in anywhere, and no reset link can set one. Keep at least one passkey.",
  passkeyOnlyOn: "Passkey only is on: your password no longer signs in.",
  passkeyOnlyOff: "Passkey only is off: your password signs in again, with your second factor.",
  passkeyOnlyNeedsPasskey: "Add a passkey first.",
  lastPasskeyOfPasskeyOnly: "This is your last passkey and your account is passkey only: turn passkey only off first.",
  ruleTitle: "Every admin must use a second factor",
  ruleIntro:
    "When on, an admin without an authenticator app or a passkey is taken to set one up right after signing in, and can do nothing else until done.",
  ruleOn: "Every admin must now use a second factor.",
  ruleOff: "The second factor is no longer required.",
  ruleWithout: (emails: string[]) => `Without a second factor yet: ${emails.join(", ")}.`,
  ruleInviteNote:
    "The studio asks every admin to use a second factor: you will set one up right after choosing your password.",
  passwordCommon:
    "This password is one of the most common ones, found in leaked password lists: anyone guessing would try it early. Please choose another.",
  passwordWeak: "This password is too easy to guess. Add words or characters that belong together only for you.",
  passwordUsesEmail: "This password is too close to your email address. Please choose another.",
  strengthLabel: "Password strength",
  strength: ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const,
  auditTitle: "Security",
  auditIntro: "Every sign-in, every change to who may sign in, and what left the site. Kept for two years.",
  auditIntact: "The log is intact: every entry links to the one before it.",
  auditBroken: (n: number) =>
    `The log was changed outside the admin: ${n} entr${n === 1 ? "y does" : "ies do"} not match the chain. Marked below.`,
  auditHeadMissing: "The newest entries were deleted outside the admin.",
  auditEmpty: "Nothing logged yet.",
  auditExport: "Export as CSV",
  newDeviceSubject: "A new sign-in to your studio admin account",
} as const;
