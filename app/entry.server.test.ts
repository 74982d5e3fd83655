import crypto from "node:crypto";
import { expect, it } from "vitest";
import { inlineScriptHashes } from "./entry.server";

const sha = (text: string) => crypto.createHash("sha256").update(text).digest("base64");

it("the script policy lists only the inline scripts the render marked, never one that reached the markup otherwise", () => {
  const html = [
    '<script nonce="abc">window.__remix = 1</script>',
    "<script>alert('injected')</script>",
    '<script nonce="abd">alert("guessed wrong")</script>',
    '<script nonce="abc" src="/assets/entry.js"></script>',
  ].join("");
  expect(inlineScriptHashes(html, "abc")).toEqual([sha("window.__remix = 1")]);
});
