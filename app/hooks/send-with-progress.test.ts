import { describe, expect, it } from "vitest";

import { fileShares } from "./send-with-progress";

describe("fileShares", () => {
  it("fills each file in the order the body sends it", () => {
    const a = new File([new Uint8Array(1000)], "a.jpg");
    const b = new File([new Uint8Array(3000)], "b.jpg");
    const body = new FormData();
    body.append("intent", "save");
    body.append("images", a);
    body.append("images", b);
    body.append("videos", new File([], ""));
    const shares = fileShares(body);
    expect([...shares(0).values()]).toEqual([0, 0]);
    const early = shares(0.2);
    expect(early.get(a)).toBeGreaterThan(0);
    expect(early.get(b)).toBe(0);
    const late = shares(0.8);
    expect(late.get(a)).toBe(1);
    expect(late.get(b)).toBeGreaterThan(0);
    expect(late.get(b)).toBeLessThan(1);
    expect([...shares(1).values()]).toEqual([1, 1]);
    // An empty file part (a field left empty) has nothing to show.
    expect(shares(1).size).toBe(2);
  });
});
