// Private projects, selections and share links, over HTTP against the built server on the seeded demo:
// a private project is gone from every public page and file; a share link shows it, privately, and
// logs what was opened; a dead link (revoked, expired, or guessed) answers the same, in the same time;
// no token reaches the log; the dossier PDF holds every project's text, in embedded Montserrat.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  type RealServer,
  type Reply,
  send,
  type SendOptions,
  startRealServer,
} from "../../scripts/lib/production-server";

interface ProjectRow {
  id: number;
  name: string;
  link: string;
  type: string;
  location: string;
  area: number;
  year: number;
  photographer: string;
  description_part_1: string;
  description_part_2: string;
  description_part_3: string;
  header_path: string;
  header_variants: string;
}

let server: RealServer;
let cookie: string;
let hidden: ProjectRow;
let shown: ProjectRow;
let selectionPage: string;
let token: string;

const DEAD_TITLE = "This link has expired or was withdrawn";
const post = (pathname: string, fields: [string, string][], from?: string) =>
  send(server, pathname, {
    method: "POST",
    from,
    headers: { ...server.headers(cookie), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const db = () => new Database(server.databasePath);
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" };
const tokenIn = (html: string) => /\/s\/([A-Za-z0-9_-]{43})/.exec(html)?.[1] ?? null;

beforeAll(async () => {
  server = await startRealServer({}, { seeded: true });
  cookie = await server.signIn();
  const sqlite = db();
  const rows = sqlite
    .prepare(
      `SELECT p.id, p.name, p.link, p.type, p.location, p.area, p.year, p.photographer, p.description_part_1, p.description_part_2, p.description_part_3,
              a.path AS header_path, a.variants AS header_variants
       FROM projects p JOIN assets a ON a.id = p.image_header WHERE p.status = 'published' ORDER BY p.id DESC LIMIT 2`,
    )
    .all() as ProjectRow[];
  sqlite.close();
  [hidden, shown] = rows;
  // Visitors' pages are in the page cache before the project turns private: the change must empty it.
  for (const page of ["/", "/projects/all", "/sitemap.xml"])
    expect((await send(server, page)).body.includes(hidden.link), page).toBe(true);

  const madePrivate = await post(`/admin/projects?edit=${hidden.id}`, [["intent", "make-private"]]);
  expect(madePrivate.status).toBe(302);
  const created = await post("/admin/selections", [
    ["intent", "save"],
    ["title", "Tender: schools"],
    ["note", "Two projects for the jury."],
    ["project", String(hidden.id)],
    ["project", String(shown.id)],
    ["position-" + hidden.id, "1"],
    ["position-" + shown.id, "2"],
  ]);
  expect(created.status).toBe(302);
  selectionPage = String(created.headers.location);
  expect(selectionPage).toMatch(/^\/admin\/selections\/\d+$/);
  const made = await post(selectionPage, [
    ["intent", "make-link"],
    ["recipient", "Jury chair"],
    ["days", "30"],
  ]);
  expect(made.status).toBe(200);
  token = tokenIn(made.body)!;
  expect(token).toBeTruthy();
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

describe("a private project", () => {
  it("is in no public list, search, home, sitemap or page, and its files answer 404", async () => {
    for (const page of [
      "/",
      "/projects/all",
      `/projects/${hidden.type.toLowerCase()}`,
      `/projects?q=${encodeURIComponent(hidden.name)}`,
      "/sitemap.xml",
    ]) {
      const reply = await send(server, page);
      expect(reply.status, page).toBe(200);
      expect(reply.body.includes(hidden.link), page).toBe(false);
    }
    expect((await send(server, `/projects/detail/${hidden.link}`)).status).toBe(404);
    const variant = (JSON.parse(hidden.header_variants) as { width: number; format: string }[])[0];
    const file = `/uploads/${hidden.header_path}-${variant.width}.${variant.format}`;
    expect((await send(server, file)).status).toBe(404);
    // Encoded, the same path is the same file: still hidden.
    expect((await send(server, file.replace("-", "%2D"))).status).toBe(404);
    // The other project is public as before.
    expect((await send(server, `/projects/detail/${shown.link}`)).status).toBe(200);
  });
});

describe("a live share link", () => {
  it("shows the selection, private and public projects, privately: no-store, noindex, never from the page cache", async () => {
    const reply = await send(server, `/s/${token}`, { headers: BROWSER });
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("private, no-store");
    expect(reply.headers["x-robots-tag"]).toContain("noindex");
    expect(reply.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(reply.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(reply.body).toContain("Tender: schools");
    expect(reply.body).toContain("Prepared for Jury chair");
    expect(reply.body.indexOf(hidden.name)).toBeLessThan(reply.body.indexOf(shown.name));
    // The private project's image comes through the link, not /uploads/.
    const image = new RegExp(`/s/${token}/uploads/${hidden.header_path}-\\d+\\.webp`).exec(reply.body)?.[0];
    expect(image).toBeTruthy();
    const file = await send(server, image!);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    // Not any file: only the selection's.
    expect((await send(server, `/s/${token}/uploads/images/studio/nothing-960.webp`)).status).toBe(404);

    const project = await send(server, `/s/${token}/p/${hidden.link}`, { headers: BROWSER });
    expect(project.status).toBe(200);
    expect(project.headers["cache-control"]).toBe("private, no-store");
    expect(project.body).toContain(hidden.description_part_3.slice(0, 60));
  });

  it("logs the opening and the projects looked at, shown to the admin and exported as CSV", async () => {
    const sqlite = db();
    const link = sqlite
      .prepare(
        "SELECT id, open_count, first_opened_at, last_opened_at FROM share_links WHERE recipient_name = 'Jury chair'",
      )
      .get() as { id: number; open_count: number; first_opened_at: string | null };
    const views = sqlite.prepare("SELECT project_id, views FROM share_link_views WHERE link_id = ?").all(link.id) as {
      project_id: number;
      views: number;
    }[];
    sqlite.close();
    expect(link.open_count).toBeGreaterThanOrEqual(1);
    expect(link.first_opened_at).not.toBeNull();
    expect(views).toEqual([{ project_id: hidden.id, views: 1 }]);

    const admin = await send(server, selectionPage, { headers: { cookie } });
    expect(admin.body).toContain("Jury chair");
    expect(admin.body).toMatch(/Opened (once|\d+ times)/);
    expect(admin.body).toContain(`${hidden.name} (1)`);
    // The admin's page never shows the link's address again.
    expect(admin.body).not.toContain(token);
    const csv = await send(server, `${selectionPage}/log.csv`, { headers: { cookie } });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toBe(
      "recipient,email,created,expires,state,first opened,last opened,openings,projects looked at",
    );
    expect(csv.body).toContain(`Jury chair,,`);
    expect(csv.body).toContain(`${hidden.name} (1)`);
  });

  it("counts no opening for what no person looks at: link scanners, HEAD, prefetches, no user agent", async () => {
    const counts = () => {
      const sqlite = db();
      try {
        return sqlite
          .prepare(
            "SELECT l.open_count AS openings, (SELECT SUM(views) FROM share_link_views v WHERE v.link_id = l.id) AS views FROM share_links l WHERE recipient_name = 'Jury chair'",
          )
          .get() as { openings: number; views: number };
      } finally {
        sqlite.close();
      }
    };
    const before = counts();
    const scanners: SendOptions[] = [
      { method: "HEAD", headers: BROWSER },
      { headers: { ...BROWSER, "Sec-Purpose": "prefetch" } },
      { headers: { ...BROWSER, Purpose: "prefetch" } },
      { headers: { ...BROWSER, "Sec-Purpose": "prefetch;prerender" } },
      { headers: { "User-Agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" } },
      { headers: { "User-Agent": "WhatsApp/2.23.20.0" } },
      { headers: { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) BingPreview/1.0b" } },
      { headers: {} },
    ];
    for (const options of scanners) {
      for (const page of [`/s/${token}`, `/s/${token}/p/${hidden.link}`]) {
        expect((await send(server, page, options)).status, `${JSON.stringify(options)} ${page}`).toBe(200);
      }
    }
    expect(counts()).toEqual(before);
    await send(server, `/s/${token}`, { headers: BROWSER });
    await send(server, `/s/${token}/p/${hidden.link}`, { headers: BROWSER });
    expect(counts()).toEqual({ openings: before.openings + 1, views: before.views + 1 });
  });
});

describe("a selection's form", () => {
  it("refuses a missing title and no project, keeping the note typed", async () => {
    const refused = await post("/admin/selections", [
      ["intent", "save"],
      ["title", "  "],
      ["note", "Kept note"],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Please give the selection a title.");
    expect(refused.body).toContain("Please pick at least one project.");
    expect(refused.body).toContain("Kept note</textarea>");
  });
});

describe("making a link", () => {
  it("mails it through the outbox when an email is given, and keeps what was typed when a field is wrong", async () => {
    const refused = await post(selectionPage, [
      ["intent", "make-link"],
      ["recipient", "Mailed juror"],
      ["email", "not-an-address"],
      ["days", "0"],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Please enter a valid email address, or leave it empty.");
    expect(refused.body).toContain("Please choose between 1 and 365 days.");
    expect(refused.body).toContain('value="Mailed juror"');

    const made = await post(selectionPage, [
      ["intent", "make-link"],
      ["recipient", "Mailed juror"],
      ["email", "juror@example.test"],
      ["days", "7"],
    ]);
    expect(made.status).toBe(200);
    const mailed = tokenIn(made.body)!;
    const sqlite = db();
    const mail = sqlite
      .prepare("SELECT subject, text FROM mail_outbox WHERE to_address = ?")
      .get("juror@example.test") as { subject: string; text: string };
    sqlite.close();
    expect(mail.subject).toBe("Paper Plane Project Studio: Tender: schools");
    expect(mail.text).toContain(`/s/${mailed}`);
    expect(mail.text).toContain("Dear Mailed juror,");
  });
});

describe("a dead link", () => {
  const strip = (reply: Reply) => ({
    status: reply.status,
    // Each document has its own script nonce; everything else must match.
    body: reply.body.replace(/nonce="[^"]*"/g, "").replace(/"nonce":"[^"]*"/g, ""),
    cacheControl: reply.headers["cache-control"],
    robots: reply.headers["x-robots-tag"],
  });

  it("revoked, expired or guessed: the same page, no login, and the same time", async () => {
    const id = Number(selectionPage.split("/").pop());
    const sqlite = db();
    const linkId = (
      sqlite.prepare("SELECT id FROM share_links WHERE selection_id = ? AND recipient_name = 'Jury chair'").get(id) as {
        id: number;
      }
    ).id;
    sqlite.close();
    expect((await send(server, `/s/${token}`)).status).toBe(200);
    const revoked = await post(selectionPage, [
      ["intent", "revoke"],
      ["linkId", String(linkId)],
    ]);
    expect(revoked.status).toBe(302);
    // Had the page cache kept the live page, this would still show the selection.
    const dead = await send(server, `/s/${token}`, { from: "127.0.9.1" });
    expect(dead.status).toBe(404);
    expect(dead.body).toContain(DEAD_TITLE);
    expect(dead.body).not.toContain("Tender: schools");
    expect(dead.body).not.toMatch(/password|sign in|log in/i);
    expect((await send(server, `/s/${token}/p/${hidden.link}`, { from: "127.0.9.1" })).status).toBe(404);

    // An expired link: a second one, its end moved into the past.
    const second = tokenIn(
      (
        await post(selectionPage, [
          ["intent", "make-link"],
          ["recipient", "Second"],
        ])
      ).body,
    )!;
    const expire = db();
    expire
      .prepare("UPDATE share_links SET expires_at = ? WHERE recipient_name = 'Second'")
      .run(new Date(Date.now() - 1000).toISOString());
    expire.close();
    const expired = await send(server, `/s/${second}`, { from: "127.0.9.2" });

    const guessed = await send(server, `/s/${crypto.randomBytes(32).toString("base64url")}`, { from: "127.0.9.3" });
    expect(strip(guessed)).toEqual(strip(dead));
    expect(strip(expired)).toEqual(strip(dead));

    // Interleaved, each from its own address (dead answers are rate-limited per address).
    const times = { revoked: [] as number[], guessed: [] as number[] };
    for (let i = 0; i < 40; i++) {
      for (const kind of ["revoked", "guessed"] as const) {
        const path = `/s/${kind === "revoked" ? token : crypto.randomBytes(32).toString("base64url")}`;
        const started = performance.now();
        const reply = await send(server, path, { from: `127.0.${kind === "revoked" ? 10 : 11}.${i + 1}` });
        times[kind].push(performance.now() - started);
        expect(reply.status).toBe(404);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Both answers are one indexed lookup and the same page: their medians differ by noise only (on a busy
    // machine single answers vary 10-80 ms, so the bound is wide; a check that cost a hash of a password,
    // or a second query per row, would still stand out).
    const [slowRevoked, slowGuessed] = [median(times.revoked), median(times.guessed)];
    expect(Math.abs(slowRevoked - slowGuessed)).toBeLessThan(Math.max(10, 0.5 * Math.max(slowRevoked, slowGuessed)));
  });

  it("never reaches the log: share paths are logged as /s/[redacted]", () => {
    const output = server.output();
    expect(output).toContain('"/s/[redacted]"');
    expect(output).not.toContain(token);
  });
});

describe("the dossier", () => {
  it("is an A4 PDF with a cover and a spread per project: every name, fact and paragraph, in embedded Montserrat", async () => {
    const response = await fetch(`${server.base}${selectionPage}/dossier.pdf`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
    expect(pdf.numPages).toBe(1 + 2 * 2);
    // Viewers show it as spreads: the cover alone, then each project's two facing pages.
    expect(Buffer.from(bytes).toString("latin1")).toContain("/PageLayout /TwoPageRight");
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , width, height] = page.view;
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    // Compared without white space: letter-spaced labels come out of the PDF as "P A P E R".
    const squash = (s: string) => s.replace(/\s+/g, "");
    const text = squash(pages.join(""));
    const expectText = (wanted: string) => expect(text.includes(squash(wanted)), wanted).toBe(true);
    expectText("PAPER PLANE PROJECT STUDIO");
    expectText("TENDER: SCHOOLS");
    expectText("Two projects for the jury.");
    for (const project of [hidden, shown]) {
      expectText(project.name.toUpperCase());
      for (const fact of [project.location, `${project.area} sq.m.`, String(project.year), project.photographer])
        expectText(fact);
      for (const paragraph of [project.description_part_1, project.description_part_2, project.description_part_3])
        expectText(paragraph);
    }
    expect(squash(pages.at(-1)!)).toContain("5/5");

    const dir = path.resolve("tests/.tmp/dossier-pages");
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, "dossier.pdf");
    fs.writeFileSync(file, bytes);
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
    const embedded = fonts.split("\n").slice(2).filter(Boolean);
    expect(embedded.length).toBeGreaterThan(0);
    for (const line of embedded) expect(line).toMatch(/Montserrat.*\byes\s+yes\s+yes\b/);
    // For a person to look at once (kept out of git): the cover and the first project's left page.
    execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "3", file, path.join(dir, "page")]);
  });
});
