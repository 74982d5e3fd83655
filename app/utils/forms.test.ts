import { describe, expect, test } from "vitest";

import { en } from "~/utils/texts/en";

import { parseForm, toLastResult } from "./forms";
import { submissionSchemas } from "./submission-schemas";
import { FORM_TEXTS } from "./texts/admin/forms";
import { pt } from "./texts/pt";

const contactSchema = submissionSchemas("en").contact;

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("the one form stack", () => {
  test("an action reads a form as the browser does: empty is missing, text is trimmed, the first message per field", () => {
    expect(parseForm(contactSchema, form({ name: "", tel: "", email: "nope", message: " hi " }))).toEqual({
      ok: false,
      errors: { name: en.formErrors.nameRequired, email: FORM_TEXTS.emailInvalid },
    });
    expect(
      parseForm(contactSchema, form({ name: " Ada ", tel: "", email: "ada@example.org", message: " hi " })),
    ).toEqual({
      ok: true,
      data: { name: "Ada", tel: "", email: "ada@example.org", message: "hi" },
    });
  });

  test("a form on a page in another language is checked in that language, the same fields refused", () => {
    expect(
      parseForm(submissionSchemas("pt").contact, form({ name: "", tel: "x", email: "nope", message: "" })),
    ).toEqual({
      ok: false,
      errors: {
        name: pt.formErrors.nameRequired,
        tel: pt.formErrors.telInvalid,
        email: pt.formErrors.emailInvalid,
        message: pt.formErrors.messageRequired,
      },
    });
  });

  test("a refused result shows in conform as checked fields with their messages and what was typed; a success resets", () => {
    expect(
      toLastResult({
        ok: false,
        errors: { email: FORM_TEXTS.emailInvalid, form: en.formErrors.contactFailed },
        values: { email: "nope" },
      }),
    ).toEqual({
      status: "error",
      initialValue: { email: "nope" },
      error: { email: [FORM_TEXTS.emailInvalid], "": [en.formErrors.contactFailed] },
      state: { validated: { email: true, "": true } },
    });
    expect(toLastResult({ ok: true })).toEqual({ status: "success", initialValue: null });
    expect(toLastResult(undefined)).toBeUndefined();
  });
});
