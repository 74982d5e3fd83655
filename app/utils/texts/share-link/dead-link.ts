// A share link's recipient is a visitor, so the recipient's words sit beside the visitors' dictionaries; they
// are chosen by the language the studio made the link in, not by the page's path. The studio's side of share
// links is the admin's (../admin/sharing.ts).
/** A dead link's page (a link never made, withdrawn or expired): in English, whatever language the link had. */
export const DEAD_LINK_TEXTS = {
  title: "This link has expired or was withdrawn",
  text: "The studio shares work by personal links that last a while. Please ask the person who sent it to you for a new one.",
  home: "Go to the studio's website",
} as const;
