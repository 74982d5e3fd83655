// The admin's email field (an invite's address, the account a reset is for): capped at the longest address taken.
import type { FieldMetadata } from "@conform-to/react";

import { Field } from "~/components/field";
import { TEXT_MAX } from "~/utils/constants";

import { ADMIN_LOOK } from "./admin-field-look";

/** `username` for the admin's own account (password managers fill it), `off` for someone else's address. */
export function EmailField({ meta, autoComplete }: { meta: FieldMetadata<unknown>; autoComplete: "username" | "off" }) {
  return (
    <Field
      meta={meta}
      label="Email"
      type="email"
      autoComplete={autoComplete}
      maxLength={TEXT_MAX.email}
      look={ADMIN_LOOK}
    />
  );
}
