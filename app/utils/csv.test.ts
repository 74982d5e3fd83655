// CSV as exports write it reads back the same, formulas defused.
import { expect, it } from "vitest";

import { csvLine, parseCsvLine } from "./csv";

it("reads back what it writes: quotes, commas, empty fields; a formula stays text", () => {
  const values = ["/a,b", 'say "hi"', "", "=HYPERLINK()", "/plain"];
  expect(csvLine(values)).toBe('"/a,b","say ""hi""",,\'=HYPERLINK(),/plain\r\n');
  expect(parseCsvLine(csvLine(values).trimEnd())).toEqual(["/a,b", 'say "hi"', "", "'=HYPERLINK()", "/plain"]);
});
