// Edit Career, Edit Contact, Edit Studio, Edit Home: every save, its toast (success and
// failure), and the public pages showing the change. Every value written is unique, so a test
// never mistakes an earlier test's save (on this worker's database) for its own.
import { type Locator, type Page } from "@playwright/test";

import { TOAST_AUTO_CLOSE_MS, UNDO_TOAST_MS } from "../../app/utils/constants";
import { dropBrowserChecks, expectHttpErrors, expectToast, fakeImage, imageFile, toast, unique } from "./admin-helpers";
import { expect, test, VIEWPORTS } from "./fixtures";
import { waitForHydration } from "./public-helpers";

const form = (page: Page, name: string) => page.getByRole("form", { name, exact: true });

/** Fills a one-value form and presses its Update button. */
async function update(page: Page, name: string, value: string) {
  const f = form(page, name);
  await f.getByLabel(name, { exact: true }).fill(value);
  await f.getByRole("button", { name: "Update" }).click();
}

/** Sends what the browser would not (too long, not an email) to reach the server's checks. */
async function updateInvalid(page: Page, name: string, value: string) {
  const f = form(page, name);
  await dropBrowserChecks(f);
  await f.getByLabel(name, { exact: true }).fill(value);
  await f.getByRole("button", { name: "Update" }).click();
}

/** Saves a one-value form, then sends it a value the browser would not (too long, not an email): each with its toast. */
async function saveThenRefuse(page: Page, name: string, value: string, invalid: string, toasts: [string, string]) {
  await update(page, name, value);
  await expectToast(page, toasts[0]);
  await updateInvalid(page, name, invalid);
  await expectToast(page, toasts[1]);
}

/** Chooses a file in an image form (its file field named as the form), with an alt text if given, and sends it. */
async function sendImage(
  page: Page,
  name: string,
  button: string,
  file: Parameters<Locator["setInputFiles"]>[0],
  alt?: string,
) {
  const f = form(page, name);
  await f.getByLabel(name, { exact: true }).setInputFiles(file);
  if (alt !== undefined) await f.getByLabel("Alt text", { exact: true }).fill(alt);
  await f.getByRole("button", { name: button }).click();
}

async function expectUpdateDisabledWhenEmpty(f: Locator, label: string) {
  await f.getByLabel(label, { exact: true }).fill("");
  await expect(f.getByRole("button", { name: "Update" })).toBeDisabled();
  await f.getByLabel(label, { exact: true }).fill("x");
  await expect(f.getByRole("button", { name: "Update" })).toBeEnabled();
}

test("an admin field is checked by the same schema in the browser: refused on Update, then as it is typed, without a post", async ({
  page,
  login,
}) => {
  await login();
  await page.goto("/admin/pages/career");
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  const f = form(page, "Career email");
  const input = f.getByLabel("Career email", { exact: true });
  await input.fill("not an email");
  await f.getByRole("button", { name: "Update" }).click();
  await expect(f.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await input.fill("jobs@studio.example");
  await expect(f.getByRole("alert")).toHaveCount(0);
  await expect(input).not.toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});

test("Edit Career: header and email, each with its toasts, shown on /career", async ({
  page,
  consoleErrors,
  login,
}) => {
  await login();
  await page.goto("/admin/pages/career");
  await expect(page.getByRole("link", { name: "Admin Home" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expectUpdateDisabledWhenEmpty(form(page, "Career header"), "Career header");

  const header = unique("We are hiring architects");
  await update(page, "Career header", header);
  await expectToast(page, "Career header updated successfully!");
  await expect(form(page, "Career header").getByLabel("Career header")).toHaveValue(header);

  const email = `jobs-${Date.now()}@studio.example`;
  await update(page, "Career email", email);
  await expectToast(page, "Career email updated successfully!");
  await expect(page.getByRole("textbox", { name: "Career email" })).toHaveAttribute("type", "email");

  await updateInvalid(page, "Career email", "not an email");
  await expectToast(page, "Failed to update career email");
  await expect(form(page, "Career email").getByRole("alert")).toHaveText("Please enter a valid email address.");
  // What was typed stays in the field.
  await expect(page.getByRole("textbox", { name: "Career email" })).toHaveValue("not an email");

  await updateInvalid(page, "Career header", "x".repeat(5001));
  await expectToast(page, "Failed to update career header");
  await expect(form(page, "Career header").getByRole("alert")).toHaveText("Please keep this under 5000 characters.");

  await page.goto("/career");
  await expect(page.getByText(header)).toBeVisible();
  await expect(page.locator(`a[href="mailto:${email}"]`).first()).toBeVisible();
  expectHttpErrors(consoleErrors, 400);
});

test("Edit Contact: header, location, telephone, email and description, each with both toasts, shown on /contact-us", async ({
  page,
  consoleErrors,
  login,
}) => {
  await login();
  await page.goto("/admin/pages/contact");
  const fields = [
    { name: "Contact header", label: "header", value: unique("Say hello"), invalid: "x".repeat(5001) },
    { name: "Location", label: "location", value: unique("12 River Road, Bangkok"), invalid: "x".repeat(201) },
    { name: "Telephone", label: "telephone", value: `+66 2 ${Date.now() % 1_000_000}`, invalid: "9".repeat(201) },
    { name: "Email", label: "email", value: `hello-${Date.now()}@studio.example`, invalid: "hello at studio" },
    { name: "Description", label: "description", value: unique("Good design is quiet"), invalid: "x".repeat(5001) },
  ];
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("type", "email");
  for (const field of fields) {
    await expectUpdateDisabledWhenEmpty(form(page, field.name), field.name);
    await saveThenRefuse(page, field.name, field.value, field.invalid, [
      `Contact ${field.label} updated successfully!`,
      `Failed to update contact ${field.label}`,
    ]);
    await expect(form(page, field.name).getByRole("alert")).toBeVisible();
  }
  await page.goto("/contact-us");
  for (const field of fields) await expect(page.getByText(field.value).first()).toBeVisible();
  expectHttpErrors(consoleErrors, 400);
});

test("a toast sits top-right and closes itself after 5000 ms, or UNDO_TOAST_MS when it offers Undo", async ({
  page,
  consoleErrors,
  login,
}) => {
  // The page's clock stands still unless the test moves it: the toast's timer runs only then.
  await page.clock.install();
  await login();
  await page.goto("/admin/pages/career");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // A failure offers nothing to undo: the plain 5000 ms. A save offers "Undo": UNDO_TOAST_MS.
  for (const [send, message, lifeMs] of [
    [
      () => updateInvalid(page, "Career header", "x".repeat(5001)),
      "Failed to update career header",
      TOAST_AUTO_CLOSE_MS,
    ],
    [() => update(page, "Career header", unique("Timed header")), "Career header updated successfully!", UNDO_TOAST_MS],
  ] as const) {
    await send();
    const shown = toast(page);
    await expect(shown).toHaveText(new RegExp(`^${message}`));
    // Without JavaScript its CSS animation hides it at the end: hold that animation and check both ends.
    const cssLifeMs = await shown.evaluate((el) => {
      const [life] = el.getAnimations();
      life.pause();
      return Number(life.effect!.getComputedTiming().duration);
    });
    expect(cssLifeMs).toBe(lifeMs);
    const atLifeTime = (ms: number) => shown.evaluate((el, t) => void (el.getAnimations()[0].currentTime = t), ms);
    await atLifeTime(lifeMs);
    await expect(shown).toBeHidden();
    await atLifeTime(lifeMs / 2);
    await expect(shown).toBeVisible();
    const box = (await shown.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(100);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(100);
    // With JavaScript its timer removes it, on the page's clock.
    await page.clock.runFor(lifeMs - 500);
    await expect(shown).toBeVisible();
    await page.clock.runFor(1000);
    await expect(shown).toHaveCount(0);
  }
  expectHttpErrors(consoleErrors, 400);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a save posts the whole page and the toast survives the redirect", async ({ page, login }) => {
    await login();
    await page.goto("/admin/pages/studio");
    const detail = unique("The studio works without scripts");
    await form(page, "Studio detail").getByLabel("Studio detail").fill(detail);
    await form(page, "Studio detail").getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Studio detail updated successfully!");
    await expect(page.getByRole("textbox", { name: "Studio detail" })).toHaveValue(detail);

    await sendImage(page, "New studio image", "Update image", await imageFile("studio.jpg"), "Studio without scripts");
    await expectToast(page, "Studio image updated successfully!");
    await expect(page.locator('img[alt="Studio without scripts"]')).toBeVisible();
  });
});

test("Edit Studio: image with preview and alt text, detail text, both toasts, shown on /studio", async ({
  page,
  consoleErrors,
  login,
}) => {
  await login();
  await page.goto("/admin/pages/studio");
  const imageForm = form(page, "New studio image");
  await imageForm.getByRole("button", { name: "Update image" }).click();
  await expectToast(page, "No file provided for updating.");
  await expect(imageForm.getByRole("alert")).toHaveText("No file provided for updating.");

  await imageForm.getByLabel("New studio image", { exact: true }).setInputFiles(await imageFile("workshop.jpg"));
  // The chosen image is previewed before it is sent.
  await expect(imageForm.getByRole("img", { name: "Preview of workshop.jpg" })).toBeVisible();
  expect(await imageForm.getByRole("img", { name: "Preview of workshop.jpg" }).getAttribute("src")).toMatch(/^blob:/);
  const alt = unique("The workshop at dusk");
  await imageForm.getByLabel("Alt text", { exact: true }).fill(alt);
  await imageForm.getByRole("button", { name: "Update image" }).click();
  await expectToast(page, "Studio image updated successfully!");
  await expect(page.locator(`img[alt="${alt}"]`)).toBeVisible();
  // The saved image leaves the picker empty for the next one.
  await expect(imageForm.getByRole("img", { name: "Preview of workshop.jpg" })).toHaveCount(0);
  await expect(imageForm.getByLabel("Alt text", { exact: true })).toHaveValue("");

  const altForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Save alt text" }) });
  const newAlt = unique("The workshop, morning light");
  await altForm.getByLabel("Alt text", { exact: true }).fill(newAlt);
  await altForm.getByRole("button", { name: "Save alt text" }).click();
  await expectToast(page, "Alt text updated successfully!");

  await sendImage(page, "New studio image", "Update image", fakeImage());
  await expectToast(page, "Failed to update studio image.");
  await expect(imageForm.getByRole("alert")).toHaveText(
    "Invalid image file type. Allowed: PNG, JPG, JPEG, WebP, AVIF, HEIC",
  );

  const detail = unique("We draw, build and test");
  await saveThenRefuse(page, "Studio detail", detail, "x".repeat(5001), [
    "Studio detail updated successfully!",
    "Failed to update studio detail.",
  ]);

  await page.goto("/studio");
  await expect(page.getByText(detail)).toBeVisible();
  await expect(page.locator(`img[alt="${newAlt}"]`)).toBeVisible();
  expectHttpErrors(consoleErrors, 400);
});

test("Edit Home: slides added with alt text, reordered and removed, with every toast", async ({
  page,
  consoleErrors,
  login,
}) => {
  await login();
  // No live refresh here (its stream is held unanswered), as for the logos: a late refresh of the list
  // re-renders the remove form and puts back the asset id the stale removal at the end changed.
  await page.route(/\/live(\?|$)/, () => {});
  await page.goto("/admin/pages/home");
  const addForm = form(page, "New slide image");
  await addForm.getByRole("button", { name: "Add Image" }).click();
  await expectToast(page, "Please select an image!");
  await expect(addForm.getByRole("alert")).toHaveText("Please select an image!");

  const altA = unique("Slide A");
  const altB = unique("Slide B");
  for (const [file, alt] of [
    ["a.jpg", altA],
    ["b.png", altB],
  ] as const) {
    await sendImage(page, "New slide image", "Add Image", await imageFile(file), alt);
    await expectToast(page, "Image added successfully!");
    await expect(page.locator(`img[alt="${alt}"]`)).toBeVisible();
  }
  const slides = page.getByRole("list", { name: "Images" }).getByRole("listitem");
  const altsInOrder = async () => slides.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));
  await expect.poll(async () => (await altsInOrder()).slice(-2)).toEqual([altA, altB]);

  // B moves above A.
  const count = await slides.count();
  await page.getByRole("button", { name: `Move image ${count} up` }).click();
  await expectToast(page, "Order updated successfully!");
  await expect.poll(async () => (await altsInOrder()).slice(-2)).toEqual([altB, altA]);

  // The home carousel shows the slides in that order: going back from the first reaches A, then B.
  await page.goto("/");
  // The arrows work once the page has hydrated, after its load event (decision record 020).
  await waitForHydration(page);
  const active = page.locator('[aria-roledescription="slide"][data-active="true"] img');
  await page.getByRole("button", { name: "Previous image" }).click();
  await expect(active).toHaveAttribute("alt", altA);
  await page.getByRole("button", { name: "Previous image" }).click();
  await expect(active).toHaveAttribute("alt", altB);
  await page.goto("/admin/pages/home");

  await sendImage(page, "New slide image", "Add Image", fakeImage());
  await expectToast(page, "Failed to add image.");

  for (const alt of [altA, altB]) {
    const index = (await altsInOrder()).indexOf(alt) + 1;
    await page.getByRole("button", { name: `Remove image ${index}` }).click();
    await expectToast(page, "Image removed successfully!");
    await expect(page.locator(`img[alt="${alt}"]`)).toHaveCount(0);
  }
  expect(await altsInOrder()).not.toContain(altA);

  // Removing what is no longer there fails with its toast.
  const removeForm = page.getByRole("button", { name: "Remove image 1" }).locator("xpath=ancestor::form");
  await removeForm.locator('input[name="assetId"]').evaluate((input: HTMLInputElement) => (input.value = "999999"));
  await page.getByRole("button", { name: "Remove image 1" }).click();
  await expectToast(page, "Failed to remove image.");
  expectHttpErrors(consoleErrors, 400);
});

test("Edit Home: logos added, moved and removed, with every toast", async ({ page, consoleErrors, login }) => {
  await login();
  // No live refresh here (its stream is held unanswered): the stale removal at the end needs this page to keep its old list.
  await page.route(/\/live(\?|$)/, () => {});
  await page.goto("/admin/pages/home");
  await form(page, "New logo").getByRole("button", { name: "Add Logo" }).click();
  await expectToast(page, "Please select a logo!");
  const alt = unique("Partner logo");
  await sendImage(page, "New logo", "Add Logo", await imageFile("logo.png", { width: 400, height: 200 }), alt);
  await expectToast(page, "Logo added successfully!");
  const logos = page.getByRole("list", { name: "Logos" }).getByRole("listitem");
  const count = await logos.count();
  await expect(logos.nth(count - 1).locator(`img[alt="${alt}"]`)).toBeVisible();
  await page.getByRole("button", { name: `Move logo ${count} up` }).click();
  await expect(logos.nth(count - 2).locator(`img[alt="${alt}"]`)).toBeVisible();
  await expectToast(page, "Order updated successfully!");

  await sendImage(page, "New logo", "Add Logo", fakeImage("logo.png"));
  await expectToast(page, "Failed to add logo.");

  await page.getByRole("button", { name: `Remove logo ${count - 1}` }).click();
  await expectToast(page, "Logo removed successfully!");
  await expect(page.locator(`img[alt="${alt}"]`)).toHaveCount(0);
  // A second tab removes the first logo; this page, still listing it, then fails to remove it.
  const otherTab = await page.context().newPage();
  await otherTab.goto("/admin/pages/home");
  await otherTab.getByRole("button", { name: "Remove logo 1" }).click();
  await expectToast(otherTab, "Logo removed successfully!");
  await otherTab.close();
  await page.getByRole("button", { name: "Remove logo 1" }).click();
  await expectToast(page, "Failed to remove logo.");
  // 400: the refused removal. 404: this stale page may only now scroll to (and lazily load) the
  // preview of the logo the other tab removed, whose files are gone.
  expectHttpErrors(consoleErrors, 400, 404);
});

test("Edit Home: the three work-type images and the description, with every toast, shown on /", async ({
  page,
  consoleErrors,
  login,
}) => {
  await login();
  await page.goto("/admin/pages/home");
  for (const label of ["Architectural", "Interior", "Product"]) {
    const [name, button] = [`New ${label} image`, `Update ${label} image`];
    await form(page, name).getByRole("button", { name: button }).click();
    await expectToast(page, `Please choose a ${label} image first.`);
    await sendImage(page, name, button, fakeImage());
    await expectToast(page, `Failed to update ${label} image.`);
    await sendImage(page, name, button, await imageFile(`${label}.jpg`), `${label} work ${Date.now()}`);
    await expectToast(page, `${label} image updated successfully!`);
  }
  await expectUpdateDisabledWhenEmpty(form(page, "Home description"), "Home description");
  const description = unique("A small studio for buildings, rooms and things");
  await saveThenRefuse(page, "Home description", description, "x".repeat(5001), [
    "Home description updated successfully!",
    "Failed to update home description.",
  ]);
  await page.goto("/");
  await expect(page.getByText(description)).toBeVisible();
  expectHttpErrors(consoleErrors, 400);
});

// Each page loaded once and narrowed from a desktop's width to a phone's: the layout follows the width alone.
test("the edit pages fit a desktop, a tablet and a phone screen", async ({ page, login }) => {
  await login();
  for (const path of [
    "/admin/home",
    "/admin/pages/home",
    "/admin/pages/studio",
    "/admin/projects",
    "/admin/pages/career",
    "/admin/pages/contact",
  ]) {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(path);
    for (const [name, viewport] of Object.entries(VIEWPORTS).reverse()) {
      await page.setViewportSize(viewport);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} on a ${name}`).toBeLessThanOrEqual(0);
      await expect(page.getByRole("button", { name: "Logout" }), `${path} on a ${name}`).toBeVisible();
    }
  }
});
