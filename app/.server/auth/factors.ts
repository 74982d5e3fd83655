// Which second factors an admin has, and the studio's rule that every admin must have one.
import { db } from "~/.server/db/db";

const RULE_KEY = "require_second_factor";

export interface Factors {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  passkeyOnly: boolean;
}

export async function factorsOf(userId: number): Promise<Factors> {
  const row = await db
    .selectFrom("users")
    .select((eb) => [
      "totp_secret",
      "passkey_only",
      eb
        .selectFrom("passkeys")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("passkeys.user_id", "=", "users.id")
        .as("passkeys"),
      eb
        .selectFrom("recovery_codes")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("recovery_codes.user_id", "=", "users.id")
        .where("recovery_codes.used_at", "is", null)
        .as("recovery"),
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  return {
    totp: Boolean(row?.totp_secret),
    passkeys: Number(row?.passkeys ?? 0),
    recoveryCodesLeft: Number(row?.recovery ?? 0),
    passkeyOnly: Boolean(row?.passkey_only),
  };
}

/** An app or a passkey: what the rule asks for, and what makes the password sign-in ask for a second step. */
export const hasSecondFactor = (f: Factors) => f.totp || f.passkeys > 0;

export async function secondFactorRequired(): Promise<boolean> {
  const row = await db.selectFrom("app_state").select("value").where("key", "=", RULE_KEY).executeTakeFirst();
  return row?.value === "1";
}

export async function setSecondFactorRule(on: boolean): Promise<void> {
  await db
    .insertInto("app_state")
    .values({ key: RULE_KEY, value: on ? "1" : "0" })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: on ? "1" : "0" }))
    .execute();
}

/** Emails of the admins who have no second factor yet (the admins page lists them under the rule). */
export async function adminsWithoutSecondFactor(): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("email")
    .where("totp_secret", "is", null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("passkeys").select("id").whereRef("passkeys.user_id", "=", "users.id"))),
    )
    .orderBy("email")
    .execute();
  return rows.map((r) => r.email);
}
