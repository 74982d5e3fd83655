import { type Kysely, sql } from "kysely";

// A one-time admin link (invite, password reset) stays in the outbox only until its mail is
// sent. mail_outbox.text_after_send is the text a row keeps once sent (the mail with its link's token
// taken out); NULL keeps the text as it is (submissions' mails). Admin link mails already sent lose
// their text now, so the database, and every backup made from here on, holds no live token.
const SENT_LINK_MAIL_TEXT = "(A one-time admin link mail; it was sent, so its link is no longer kept.)";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE mail_outbox ADD COLUMN text_after_send TEXT`.execute(db);
  await sql`UPDATE mail_outbox SET text = ${SENT_LINK_MAIL_TEXT}
    WHERE career_application_id IS NULL AND contact_message_id IS NULL AND status = 'sent'`.execute(db);
}
