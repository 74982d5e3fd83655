// Helpers of the admin browser tests: files made in code, signing in over HTTP, toasts.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

import { E2E_ADMIN } from "../setup/e2e-admin.js";

export { unique } from "./fixtures";

/** A real JPEG or PNG with a random colour, as Playwright's setInputFiles takes it. */
export async function imageFile(name: string, { width = 640, height = 420 } = {}) {
  const format = name.endsWith(".png") ? "png" : "jpeg";
  const [r, g, b] = crypto.randomBytes(3);
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: format === "png" ? "image/png" : "image/jpeg", buffer };
}

/** Text that calls itself an image: the browser believes the name, the server reads the bytes. */
export function fakeImage(name = "not-really.png") {
  return { name, mimeType: "image/png", buffer: Buffer.from("this is plain text, not a picture") };
}

/** A real clip (ffmpeg, a fraction of a second of H.264): videos are read to their frames on upload. */
let clipBytes: Buffer | null = null;
export function mp4File(name = "clip.mp4") {
  if (!clipBytes) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-clip-"));
    const out = path.join(dir, "clip.mp4");
    execFileSync("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=320x180:rate=25:duration=0.4",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      out,
    ]);
    clipBytes = fs.readFileSync(out);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { name, mimeType: "video/mp4", buffer: clipBytes };
}

export function fakeVideo(name = "clip.mp4") {
  return { name, mimeType: "video/mp4", buffer: Buffer.from("definitely not a video") };
}

export const toast = (page: Page) => page.getByTestId("toast");

/** The toast shows exactly this message (uploads are encoded first: allow for a busy machine). */
export async function expectToast(page: Page, message: string, timeout = 20_000) {
  await expect(toast(page).filter({ hasText: message })).toBeVisible({ timeout });
  await expect(toast(page).filter({ hasText: message })).toHaveText(new RegExp(`^${escapeRegExp(message)}`));
}

/** Closes the toasts on screen, so that a later one with the same message is known to be new. */
export async function closeToasts(page: Page) {
  for (const close of await toast(page).getByRole("button", { name: "Close notification" }).all()) await close.click();
  await expect(toast(page)).toHaveCount(0);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Sends the login form of the page open at /admin/login, as the admin unless told otherwise. Each try
 * checks a memory-hard password hash: tests that need a session and not the form use the login fixture.
 */
export async function submitLogin(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Clicks a link away from a page that asks before it is left; answers "stay" and returns what it asked. */
export async function stayWhenAskedToLeave(page: Page, link: Locator): Promise<string> {
  // The confirm holds the page until answered, and the click waits for the page: it is answered as it opens.
  const asked = new Promise<string>((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
  await link.click();
  return asked;
}

/** Signs in over HTTP and returns the session cookie ("name=value"). */
export async function loginCookie(request: APIRequestContext, headers: Record<string, string> = {}): Promise<string> {
  const response = await request.post("/admin/login", {
    form: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
    maxRedirects: 0,
    headers,
  });
  expect(response.status()).toBe(302);
  const setCookie = response.headers()["set-cookie"];
  return setCookie.split(";")[0];
}

/** Lets a form post what its browser checks would block, to prove the server checks it too. */
export async function dropBrowserChecks(form: Locator) {
  await form.evaluate((el) => {
    el.setAttribute("novalidate", "");
    // The form's own check (its schema, as the action has it) is skipped by a formnovalidate button.
    for (const button of el.querySelectorAll("button[type=submit]")) button.setAttribute("formnovalidate", "");
    for (const input of el.querySelectorAll("input, textarea")) {
      input.removeAttribute("maxlength");
      input.removeAttribute("required");
      if (input.getAttribute("type") === "email") input.setAttribute("type", "text");
    }
  });
}

/**
 * Chromium logs every failed response to the console; a test that provokes refusals on
 * purpose (400 for invalid input, 401, 429) removes exactly those lines, nothing else.
 */
export function expectHttpErrors(consoleErrors: string[], ...statuses: number[]) {
  const expected = (line: string) =>
    statuses.some((s) => line.startsWith(`Failed to load resource: the server responded with a status of ${s} `));
  expect(consoleErrors.some(expected)).toBe(true);
  const rest = consoleErrors.filter((line) => !expected(line));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

/** The Edit Project page's form, adding or editing. */
export const projectForm = (page: Page) => page.getByRole("form", { name: /^(Add|Edit) project$/ });

/** A project's text as the Edit Project form asks for it. */
export interface ProjectText {
  name: string;
  year: string;
  location: string;
  area: string;
  type: "Architecture" | "Interior" | "Object";
  photographer: string;
  d1: string;
  d2: string;
  d3: string;
}

const SAMPLE_TEXT: Omit<ProjectText, "name"> = {
  year: "2022",
  location: "Ghent",
  area: "90",
  type: "Architecture",
  photographer: "T. Rash",
  d1: "One.",
  d2: "Two.",
  d3: "Three.",
};

/** Fills the project form's text fields: those given, a sample project's for the others (the name only when given). */
export async function fillProjectText(form: Locator, text: Partial<ProjectText>) {
  const p = { ...SAMPLE_TEXT, ...text };
  if (p.name !== undefined) await form.getByLabel("Name").fill(p.name);
  await form.getByLabel("Year").fill(p.year);
  await form.getByLabel("Location").fill(p.location);
  await form.getByLabel("Area (sq.m.)").fill(p.area);
  await form.getByLabel("Type").selectOption(p.type);
  await form.getByLabel("Credit 1: role", { exact: true }).fill("Photographer");
  await form.getByLabel("Credit 1: person or firm", { exact: true }).fill(p.photographer);
  await form.getByLabel("Description part 1").fill(p.d1);
  await form.getByLabel("Description part 2").fill(p.d2);
  await form.getByLabel("Description part 3").fill(p.d3);
}

type File = Awaited<ReturnType<typeof imageFile>>;

/** Fills the Add project form: its text (see fillProjectText), a header (with its alt text if given) and detail images. */
export async function fillNewProject(
  page: Page,
  text: Partial<ProjectText> & { name: string },
  files: { header?: File; headerAlt?: string; details?: File[] } = {},
) {
  await page.goto("/admin/projects");
  const f = page.getByRole("form", { name: "Add project" });
  await fillProjectText(f, text);
  await f
    .getByLabel("Header image (PNG, JPG, JPEG, WebP, AVIF, HEIC)", { exact: true })
    .setInputFiles(files.header ?? (await imageFile("header.jpg")));
  if (files.headerAlt !== undefined) await f.getByLabel("Alt text", { exact: true }).fill(files.headerAlt);
  await f
    .getByLabel("Detail images", { exact: true })
    .setInputFiles(files.details ?? [await imageFile("a.jpg"), await imageFile("b.png")]);
  return f;
}

/** Adds a live project through the Edit Project form (a header and two detail images unless given) and opens it for editing; answers its public link. */
export async function addProject(
  page: Page,
  name: string,
  text: Partial<ProjectText> = {},
  files: Parameters<typeof fillNewProject>[2] = {},
) {
  const f = await fillNewProject(page, { ...text, name }, files);
  await f.getByRole("button", { name: "Add Project" }).click();
  await expectToast(page, "Project added successfully!");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  return (await page.getByRole("link", { name: "View the public page" }).getAttribute("href"))!;
}
