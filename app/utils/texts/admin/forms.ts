// What every admin form shares: the checks on its fields and its size, and its common buttons.
export const FORM_TEXTS = {
  emailInvalid: "Please enter a valid email address.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  fieldRequired: "This field is required.",
  invalidNumber: "Please enter a number.",
  tooManyFields: "The form has too many fields.",
  badLink: "A web address starting with https:// or http://.",
  badDate: "A date as YYYY-MM-DD.",
} as const;

/** The buttons many admin forms share. */
export const ACTION_TEXTS = {
  save: "Save",
  saving: "Saving…",
  saveAsDraft: "Save as draft",
  cancel: "Cancel",
  deleting: "Deleting…",
} as const;
