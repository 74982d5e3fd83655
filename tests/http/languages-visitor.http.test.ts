// What a visitor reads under /pt/ is Portuguese, against the built server on a copy of the seeded demo,
// without JavaScript (plain GETs and plain form posts): every page, the 404s, the forms' refusals (the
// fields' checks, the rate limit, a body over the cap, the upload route's JSON) and their success. No
// sentence of the English dictionary appears there, but for proper names and words both languages share.
// The studio's mails stay in the default language (decision 037).
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { FORM_MIN_FILL_MS } from "~/.server/submissions/limits";
import { CONTACT_BODY_MAX_BYTES, FORM_TOKEN_FIELD, STUDIO_NAME } from "~/utils/constants";
import { statusTexts } from "~/utils/texts";
import { en } from "~/utils/texts/en";
import { pt } from "~/utils/texts/pt";
import { formatBytes } from "~/utils/upload-limits";

import { postForm, type RealServer, send, startRealServer } from "../../scripts/lib/production-server";
import { PUBLIC_PAGES } from "../setup/public-pages";

let server: RealServer;

beforeAll(async () => {
  // Five posts per address and form in the window: the sixth is refused.
  server = await startRealServer({ SUBMISSION_RATE_MAX: "5" }, { seeded: true });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

const SAMPLE = "7";

/** Each text of a dictionary beside the same key's text in another; a function's text with a sample argument. */
function pairs(english: object, other: object): [string, string][] {
  return Object.entries(english).flatMap(([key, value]): [string, string][] => {
    const theirs = (other as Record<string, unknown>)[key];
    if (typeof value === "function")
      return [[String(value(SAMPLE, SAMPLE)), String((theirs as (...args: string[]) => string)(SAMPLE, SAMPLE))]];
    if (typeof value === "object" && value !== null) return pairs(value, theirs as object);
    return [[String(value), String(theirs)]];
  });
}

/**
 * The English dictionary's sentences that a Portuguese page must not show: each text (a function's cut at
 * its argument) with a word of three letters or more, unless the Portuguese text holds it too ("Email",
 * "Menu", "Interior" in "Interiores") or it is part of the studio's name ("PROJECT", "STUDIO").
 */
const ENGLISH_SENTENCES = [
  ...new Set(
    pairs(en, pt).flatMap(([english, portuguese]) =>
      english
        .split(SAMPLE)
        .map((part) => part.trim())
        .filter(
          (part) =>
            /[A-Za-z]{3}/.test(part) &&
            !portuguese.includes(part) &&
            !STUDIO_NAME.toLowerCase().includes(part.toLowerCase()),
        ),
    ),
  ),
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (whole, hex?: string, decimal?: string, name?: string) =>
    hex || decimal
      ? String.fromCodePoint(hex ? Number.parseInt(hex, 16) : Number(decimal))
      : (ENTITIES[name!] ?? whole),
  );

/** What a visitor reads or hears of a page: its text, and its labels, alternative texts, titles and descriptions. */
function readable(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");
  // A meta tag's address (og:url, og:image) is no text: "/pt/projects" is not the English word.
  const attributes = [...withoutCode.matchAll(/\s(?:aria-label|alt|title|placeholder|content)="([^"]*)"/g)]
    .map((m) => m[1])
    .filter((value) => !/^https?:\/\//.test(value));
  const text = withoutCode.replace(/<[^>]*>/g, " ");
  return decode([text, ...attributes].join("\n")).replace(/\s+/g, " ");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The English sentences a page shows, each as a whole word (so "All" is not found in "Allgemein"). */
const ENGLISH_PATTERNS = ENGLISH_SENTENCES.map(
  (sentence) => [sentence, new RegExp(`(?<![A-Za-z])${escapeRegExp(sentence)}(?![A-Za-z])`)] as const,
);
function englishIn(html: string): string[] {
  const text = readable(html);
  return ENGLISH_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([sentence]) => sentence);
}

const withDatabase = <T>(read: (db: Database.Database) => T): T => {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
};

const tokenOf = (html: string) => new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(html)![1];
/** The bot filter takes a form sent back sooner than a person types as spam: wait until the token is old enough. */
async function waitUntilAccepted(token: string) {
  const left = Number(token.split(".")[0]) + FORM_MIN_FILL_MS + 100 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("portfolio", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

describe("a visitor on the Portuguese pages, without JavaScript", () => {
  it("reads no English sentence of the interface on any page, 404s included, while an English page shows them", async () => {
    expect(ENGLISH_SENTENCES).toContain(en.formErrors.nameRequired);
    const published = withDatabase(
      (db) =>
        db
          .prepare("SELECT link FROM projects WHERE status = 'published' AND private = 0 AND deleted_at IS NULL")
          .all() as { link: string }[],
    );
    const paths = [
      ...PUBLIC_PAGES,
      "/projects?q=casa",
      "/projects?q=zzzzzz",
      ...published.map(({ link }) => `/projects/detail/${link}`),
    ];
    for (const path of paths) {
      const portuguese = await send(server, path === "/" ? "/pt/" : `/pt${path}`);
      expect(portuguese.status, path).toBe(200);
      expect(englishIn(portuguese.body), path).toEqual([]);
    }
    // The check finds English where there is some: a page in English.
    expect(englishIn((await send(server, "/contact-us")).body)).toEqual(
      expect.arrayContaining([en.nav.home, en.contact.sendUs, en.footer.rights]),
    );
    for (const path of ["/pt/nowhere", "/pt/projects/detail/nothing"]) {
      const missing = await send(server, path);
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toContain(pt.errors.notFoundText);
      expect(englishIn(missing.body), path).toEqual([]);
    }
  });

  it("is told in Portuguese what is wrong with a contact form, by the fields, by the rate limit and by the size cap", async () => {
    const wrong = { name: "", tel: "x", email: "nope", message: "" };
    const refused = await postForm(server, "/pt/contact-us", wrong, { from: "127.0.0.21" });
    expect(refused.status).toBe(400);
    for (const message of [
      pt.formErrors.nameRequired,
      pt.formErrors.telInvalid,
      pt.formErrors.emailInvalid,
      pt.formErrors.messageRequired,
    ])
      expect(readable(refused.body)).toContain(message);
    expect(englishIn(refused.body)).toEqual([]);
    // The same post on the English page is refused in English, as it always was.
    const english = await postForm(
      server,
      "/contact-us",
      { name: "", email: "nope", message: "" },
      { from: "127.0.0.22" },
    );
    expect(readable(english.body)).toContain(en.formErrors.nameRequired);

    const fields = { name: "Ana", email: "ana@example.pt", message: "" };
    for (let i = 0; i < 5; i++)
      expect((await postForm(server, "/pt/contact-us", fields, { from: "127.0.0.23" })).status).toBe(400);
    const limited = await postForm(server, "/pt/contact-us", fields, { from: "127.0.0.23" });
    expect(limited.status).toBe(429);
    expect(readable(limited.body)).toMatch(
      new RegExp(escapeRegExp(pt.formErrors.tooManySubmissions(2)).replace("2 minutos", "\\d+ minutos?")),
    );
    expect(englishIn(limited.body)).toEqual([]);

    const tooLarge = await send(server, "/pt/contact-us", {
      method: "POST",
      from: "127.0.0.24",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: `message=${"a".repeat(CONTACT_BODY_MAX_BYTES)}`,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toContain('<html lang="pt">');
    expect(readable(tooLarge.body)).toContain(pt.formErrors.bodyTooLarge(formatBytes(CONTACT_BODY_MAX_BYTES)));
    expect(tooLarge.body).toContain(`<a href="/pt/">${pt.refusal.back}</a>`);
    expect(englishIn(tooLarge.body)).toEqual([]);
  });

  it("is told in Portuguese what is wrong with an application, on the page's post and on the upload route's JSON", async () => {
    const page = await fetch(`${server.base}/pt/career`, {
      method: "POST",
      body: multipart({ name: "", email: "nope", tellUs: "Olá" }),
    });
    expect(page.status).toBe(400);
    const html = await page.text();
    for (const message of [pt.formErrors.nameRequired, pt.formErrors.emailInvalid, pt.formErrors.portfolioRequired])
      expect(readable(html)).toContain(message);
    expect(englishIn(html)).toEqual([]);

    const upload = await fetch(`${server.base}/pt/career/apply`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: multipart(
        { name: "Ana", email: "ana@example.pt" },
        { name: "notes.txt", type: "application/pdf", bytes: Buffer.from("plain text, not a PDF") },
      ),
    });
    expect(upload.status).toBe(415);
    expect(await upload.json()).toMatchObject({ ok: false, errors: { portfolio: pt.formErrors.portfolioBadType } });
    // The default language's upload route keeps its English.
    const english = await fetch(`${server.base}/career/apply`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: multipart({ name: "Ana", email: "ana@example.pt" }),
    });
    expect(await english.json()).toMatchObject({ errors: { portfolio: en.formErrors.portfolioRequired } });
    expect((await send(server, "/fr/career/apply", { method: "POST" })).status).toBe(404);
  });
});

describe("a submission from a Portuguese page", () => {
  it("is answered in Portuguese, and mails the studio in the default language (English), as it always did", async () => {
    const contactToken = tokenOf((await send(server, "/pt/contact-us")).body);
    const careerToken = tokenOf((await send(server, "/pt/career")).body);
    await waitUntilAccepted(contactToken);
    await waitUntilAccepted(careerToken);
    const contact = {
      name: "Inês Duarte",
      email: "ines@example.pt",
      message: "Olá! Gostava de falar sobre uma casa.",
      [FORM_TOKEN_FIELD]: contactToken,
    };
    const sent = await postForm(server, "/pt/contact-us", contact, { from: "127.0.0.31" });
    expect(sent.status).toBe(200);
    expect(readable(sent.body)).toContain(pt.form.sent);
    expect(englishIn(sent.body)).toEqual([]);
    // The same form sent twice: refused in Portuguese.
    const again = await postForm(server, "/pt/contact-us", contact, { from: "127.0.0.31" });
    expect(again.status).toBe(409);
    expect(readable(again.body)).toContain(pt.formErrors.formAlreadySent);

    const applied = await fetch(`${server.base}/pt/career/apply`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: multipart(
        {
          name: "Rui Matos",
          email: "rui@example.pt",
          tellUs: "Arquiteto, cinco anos de obra.",
          [FORM_TOKEN_FIELD]: careerToken,
        },
        { name: "portefolio.pdf", type: "application/pdf", bytes: Buffer.from("%PDF-1.4\nportefólio\n%%EOF\n") },
      ),
    });
    expect(await applied.json()).toEqual({ ok: true });

    const mails = withDatabase(
      (db) =>
        db
          .prepare(
            "SELECT subject, text FROM mail_outbox WHERE reply_to IN ('ines@example.pt', 'rui@example.pt') ORDER BY id",
          )
          .all() as { subject: string; text: string }[],
    );
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe("Contact message from Inês Duarte");
    expect(mails[0].text).toContain("A new message was sent from the website's contact form.");
    expect(mails[0].text).toContain("Olá! Gostava de falar sobre uma casa.");
    expect(mails[1].subject).toBe("Career application from Rui Matos");
    expect(mails[1].text).toContain("A new career application was sent from the website.");
    expect(mails[1].text).toContain("Anything to tell us?\nArquiteto, cinco anos de obra.");
  });
});

describe("a request a page cannot take", () => {
  /**
   * What a visitor must not read: Remix's own message for a post to a page without a form (the error's data,
   * which names the route's file; the same with JavaScript), or an HTTP status text in English.
   */
  const FRAMEWORK = /routes\/|did not provide|Method Not Allowed|Bad Request|Unexpected Server Error/;

  it("is refused in the page's language, the app's error page or the server's own, never in the framework's words", async () => {
    // A post to a page that takes none (Remix's own 405), from a browser without JavaScript, in each language.
    for (const [path, texts] of [
      ["/pt/studio", pt],
      ["/studio", en],
    ] as const) {
      const posted = await postForm(server, path, { message: "Olá" }, { headers: { Accept: "text/html" } });
      expect(posted.status, path).toBe(405);
      const { title, text } = texts.refusal.statuses[405];
      expect(posted.body, path).toContain(`<title>${title} — ${texts.siteTitle}</title>`);
      expect(readable(posted.body), path).toContain(`${title} ${text}`);
      expect(readable(posted.body), path).not.toMatch(FRAMEWORK);
      // The page's menu and footer are there, in its language.
      expect(readable(posted.body), path).toContain(texts.footer.rights);
      if (texts === pt) expect(englishIn(posted.body), path).toEqual([]);
    }

    // What the server answers itself: a malformed address (400) and a post to an uploaded file (405), on the
    // edge's small page in the language of the page asked for, or as text to a client that is no browser.
    const malformed = await send(server, "/pt/%E0%A4%A", { headers: { Accept: "text/html" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toContain('<html lang="pt">');
    expect(malformed.body).toContain(`<h1>${pt.refusal.statuses[400].title}</h1>`);
    expect(readable(malformed.body)).toContain(pt.refusal.statuses[400].text);
    expect(malformed.body).toContain(`<a href="/pt/">${pt.refusal.back}</a>`);
    expect(englishIn(malformed.body)).toEqual([]);
    const english = await send(server, "/%E0%A4%A");
    expect(english.status).toBe(400);
    expect(english.body).toBe(`${en.refusal.statuses[400].text}\n`);
    const toFile = await postForm(
      server,
      "/uploads/images/projects/any.webp",
      {},
      { headers: { Accept: "text/html" } },
    );
    expect(toFile.status).toBe(405);
    expect(toFile.headers.allow).toBe("GET, HEAD");
    expect(readable(toFile.body)).toContain(`${en.refusal.statuses[405].title} ${en.refusal.statuses[405].text}`);
    expect(toFile.body).not.toMatch(FRAMEWORK);
    const asset = await send(server, "/assets/none.js");
    expect(asset.status).toBe(404);
    expect(asset.body).toBe(`${en.errors.notFoundText}\n`);
    // The upload route for the career form's script, opened in a browser: the same words, as text.
    const apply = await send(server, "/pt/career/apply");
    expect(apply.status).toBe(405);
    expect(apply.body).toBe(`${pt.refusal.statuses[405].text}\n`);
  });

  it("says which methods a page takes, and a post where there is no page gets the 404 a visit gets, in the default language", async () => {
    const browser = { headers: { Accept: "text/html" } };
    for (const path of ["/pt/studio", "/pt", "/pt/projects/all", "/studio"]) {
      const posted = await postForm(server, path, {}, browser);
      expect(posted.status, path).toBe(405);
      expect(posted.headers.allow, path).toBe("GET, HEAD");
      expect(posted.headers["cache-control"], path).toBe("no-store");
      expect(posted.headers["content-type"], path).toBe("text/html; charset=utf-8");
      const texts = path.startsWith("/pt") ? pt : en;
      expect(readable(posted.body), path).toContain(
        `${texts.refusal.statuses[405].title} ${texts.refusal.statuses[405].text}`,
      );
    }
    // An unknown language prefix is no language: a post reads what a visit reads, the default language's 404.
    for (const path of [
      "/xx/studio",
      "/de/projects",
      "/fr",
      "/de/projects/detail/nothing",
      "/xx/nowhere",
      "/nowhere",
    ]) {
      const [visited, posted] = [await send(server, path, browser), await postForm(server, path, {}, browser)];
      expect([visited.status, posted.status], path).toEqual([404, 404]);
      expect(posted.headers.allow, path).toBeUndefined();
      expect(posted.headers["cache-control"], path).toBe(visited.headers["cache-control"]);
      expect(posted.body, path).toContain('<html lang="en"');
      expect(posted.body, path).toContain(`<title>${en.notFoundTitle} — ${en.siteTitle}</title>`);
      expect(readable(posted.body), path).toContain(`${en.errors.notFound} ${en.errors.notFoundText}`);
      expect(readable(posted.body), path).toBe(readable(visited.body));
    }
    // The career form's upload route under an unknown prefix: its 404 as text, as its other answers.
    for (const method of ["GET", "POST"]) {
      const reply = await send(server, "/xx/career/apply", { method });
      expect(reply.status, method).toBe(404);
      expect(reply.headers["cache-control"], method).toBe("no-store");
      expect(reply.body, method).toBe(`${en.errors.notFoundText}\n`);
    }

    // Files (the build's, uploads, robots.txt, a share link's): a missing one is the 404 of the server's small page
    // (no language prefix: the default language's), whatever the method; one that is there takes no post (405, Allow).
    const asset = (await send(server, "/studio")).body.match(/\/assets\/[^"]+\.js/)![0];
    for (const [path, method, status] of [
      ["/assets/none.js", "GET", 404],
      ["/assets/none.js", "POST", 404],
      [asset, "POST", 405],
      ["/favicon.svg", "POST", 405],
      ["/uploads/images/projects/none.webp", "GET", 404],
      ["/uploads/images/projects", "GET", 404],
      ["/robots.txt", "POST", 405],
      ["/sitemap.xml", "POST", 405],
      ["/s/made-up-token/uploads/images/projects/none.webp", "GET", 404],
      ["/s/made-up-token/uploads/images/projects/none.webp", "POST", 404],
    ] as const) {
      const reply = await send(server, path, { method, ...browser });
      expect(reply.status, `${method} ${path}`).toBe(status);
      expect(reply.headers["cache-control"], path).toBe("no-store");
      expect(reply.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(reply.headers.allow, path).toBe(status === 405 ? "GET, HEAD" : undefined);
      const { title, text } = statusTexts(en, status);
      expect(reply.body, path).toContain(`<html lang="en"><head><meta charset="utf-8">`);
      expect(reply.body, path).toContain(`<title>${title}</title>`);
      expect(decode(reply.body), path).toContain(
        `<h1>${title}</h1><p>${text}</p><p><a href="/">${en.refusal.back}</a></p>`,
      );
    }
  });
});

describe("an error on a Portuguese page", () => {
  // Last: it breaks the site's translations for good.
  it("is told in Portuguese, with its title, inside the Portuguese layout", async () => {
    const db = new Database(server.databasePath);
    try {
      db.exec("DROP TABLE translations");
    } finally {
      db.close();
    }
    // A query string passes the page cache, which holds the page as it was.
    const broken = await send(server, "/pt/studio?broken");
    expect(broken.status).toBe(500);
    expect(broken.body).toContain(`<title>${pt.errors.unexpected} — ${pt.siteTitle}</title>`);
    expect(readable(broken.body)).toContain(pt.errors.unexpectedText);
    expect(readable(broken.body)).toContain(pt.nav.home);
    expect(englishIn(broken.body)).toEqual([]);
  });
});
