import { describe, expect, it } from "vitest";

import { checkCredits, withCredits } from "./credit-form";
import { creditInput } from "./credits";
import { FORM_TEXTS } from "./texts/admin/forms";

const rows = (...credits: [string, string, string?][]) =>
  Object.fromEntries(
    credits.flatMap(([role, name, link], i) => [
      [creditInput(i, "role"), role],
      [creditInput(i, "name"), name],
      [creditInput(i, "link"), link ?? ""],
    ]),
  );

describe("a project form's credits", () => {
  it("keep their rows' order, know a role by its name in any language, keep a typed role, skip blank rows", () => {
    const { credits, errors } = checkCredits(
      rows(
        ["Architect", "Paper Plane"],
        ["", ""],
        ["fotografia", "Ana Reis", "https://ana.example"],
        ["Acoustics", "Sono"],
      ),
    );
    expect(errors).toEqual({});
    expect(credits).toEqual([
      { role: "architect", name: "Paper Plane", link: null },
      { role: "photographer", name: "Ana Reis", link: "https://ana.example" },
      { role: "Acoustics", name: "Sono", link: null },
    ]);
  });

  it("name the row a role or name is missing from, a link that is not a web address, and a missing photographer", () => {
    const { errors } = checkCredits(rows(["Architect", ""], ["", "Sono"], ["Client", "Town", "javascript:alert(1)"]));
    expect(errors).toEqual({
      [creditInput(0, "name")]: FORM_TEXTS.fieldRequired,
      [creditInput(1, "role")]: FORM_TEXTS.fieldRequired,
      [creditInput(2, "link")]: expect.stringContaining("https://"),
      photographer: FORM_TEXTS.fieldRequired,
    });
  });

  it("give the project's photographer column the first photographer credit", () => {
    const checked = withCredits({
      name: "House",
      ...rows(["Architect", "A"], ["Photographer", "Ana"], ["Photographer", "Rui"]),
    });
    expect(checked.values).toMatchObject({ name: "House", photographer: "Ana" });
  });
});
