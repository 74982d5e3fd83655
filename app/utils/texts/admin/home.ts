// The admin home's warnings about how the server is set up.
export const HOME_TEXTS = {
  siteUrlMissingTitle: "The site's public address is not set",
  siteUrlMissing: (origin: string) =>
    `Links in mails (password resets, invitations), preview links and the pages' addresses for search engines and sharing all start with ${origin}, which works only on this machine. Set SITE_URL to the site's public address (for example https://your-domain.com) and restart the server.`,
  purgeFailing: (waiting: number, since: string, error: string) =>
    `The cache in front of the site has not taken the last ${waiting === 1 ? "purge" : `${waiting} purges`} (the first ${since}): visitors may still see pages from before your latest changes. They are tried again until they go through. Last answer: ${error}`,
} as const;
