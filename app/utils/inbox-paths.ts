// Where the admin inbox shows a submission and serves its portfolio (used by pages and mails).
export type SubmissionKind = "career" | "contact";

export const inboxPath = (kind: SubmissionKind, id: number) => `/admin/inbox/${kind}/${id}`;
export const portfolioPath = (applicationId: number) => `/admin/inbox/career/${applicationId}/portfolio`;
