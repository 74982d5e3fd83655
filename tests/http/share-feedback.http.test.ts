// A share link's favourites, comments and approvals over HTTP against the built server: each post lands on
// its own link only, a dead link refuses it as it refuses the view, a target outside the link's selection is
// refused, and so are a cross-site post, a body over the cap and too many posts; the studio's answer shows
// on the link, the digest is queued once, and the CSV export holds the rows, formula-safe.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

let server: RealServer;
let cookie: string;
let selectionPage: string;
let project: { id: number; link: string; image: number };
let otherImage: number;
const tokens: Record<"ana" | "bruno" | "gone", string> = { ana: "", bruno: "", gone: "" };

const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();
const adminPost = (pathname: string, fields: [string, string][]) =>
  send(server, pathname, {
    method: "POST",
    headers: { ...server.headers(cookie), "Content-Type": "application/x-www-form-urlencoded" },
    body: form(fields),
  });
/** A recipient's post, from its own loopback address (each test has one: the per-address limit stays its own). */
const recipientPost = (
  pathname: string,
  fields: [string, string][],
  from: string,
  extra: Record<string, string> = {},
) =>
  send(server, pathname, {
    method: "POST",
    from,
    headers: { ...server.headers(), "Content-Type": "application/x-www-form-urlencoded", ...extra },
    body: form(fields),
  });
const db = () => new Database(server.databasePath);
const rowsOf = (recipient: string) => {
  const sqlite = db();
  const rows = sqlite
    .prepare(
      `SELECT f.kind, f.body FROM share_link_feedback f JOIN share_links l ON l.id = f.link_id
       WHERE l.recipient_name = ? ORDER BY f.id`,
    )
    .all(recipient) as { kind: string; body: string }[];
  sqlite.close();
  return rows;
};

beforeAll(async () => {
  server = await startRealServer({}, { seeded: true });
  cookie = await server.signIn();
  const sqlite = db();
  const [first, second] = sqlite
    .prepare(
      `SELECT p.id, p.link, (SELECT asset_id FROM project_carousel_images c WHERE c.project_id = p.id ORDER BY position LIMIT 1) AS image
       FROM projects p WHERE p.status = 'published' AND p.private = 0 AND image IS NOT NULL ORDER BY p.id LIMIT 2`,
    )
    .all() as { id: number; link: string; image: number }[];
  sqlite.close();
  project = first;
  otherImage = second.image;
  const created = await adminPost("/admin/selections", [
    ["intent", "save"],
    ["title", "Feedback over HTTP"],
    ["note", ""],
    ["project", String(project.id)],
    [`position-${project.id}`, "1"],
  ]);
  selectionPage = String(created.headers.location);
  for (const name of ["ana", "bruno", "gone"] as const) {
    const made = await adminPost(selectionPage, [
      ["intent", "make-link"],
      ["recipient", name],
      ["days", "30"],
    ]);
    tokens[name] = /\/s\/([A-Za-z0-9_-]{43})/.exec(made.body)![1];
  }
  const sqlite2 = db();
  const gone = sqlite2.prepare("SELECT id FROM share_links WHERE recipient_name = 'gone'").get() as { id: number };
  sqlite2.close();
  expect(
    (
      await adminPost(selectionPage, [
        ["intent", "revoke"],
        ["linkId", String(gone.id)],
      ])
    ).status,
  ).toBe(302);
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

describe("a share link's posts", () => {
  it("land on their own link only, escaped, private; the studio answers and is mailed one digest", async () => {
    const page = `/s/${tokens.ana}/p/${project.link}`;
    const comment = '<script>alert(1)</script> =HYPERLINK("x")';
    const sent = await recipientPost(
      page,
      [
        ["intent", "comment"],
        ["project", String(project.id)],
        ["text", comment],
      ],
      "127.0.0.21",
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe(page);
    expect(sent.headers["cache-control"]).toBe("private, no-store");
    await recipientPost(
      page,
      [
        ["intent", "approve"],
        ["project", String(project.id)],
        ["text", "=Go()"],
      ],
      "127.0.0.21",
    );
    await recipientPost(
      page,
      [
        ["intent", "favourite"],
        ["project", String(project.id)],
        ["image", String(project.image)],
      ],
      "127.0.0.21",
    );
    expect(rowsOf("ana").map((r) => r.kind)).toEqual(["comment", "approval", "favourite"]);
    expect(rowsOf("bruno")).toEqual([]);

    const own = await send(server, page);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(own.body).not.toContain("<script>alert(1)");
    expect(own.body).toMatch(/aria-pressed="true"[^>]*aria-label="Favourite: image 1"/);
    const other = await send(server, `/s/${tokens.bruno}/p/${project.link}`);
    expect(other.body).not.toContain("alert(1)");
    expect(other.body).not.toContain('aria-pressed="true"');

    const sqlite = db();
    const { id } = sqlite.prepare("SELECT id FROM share_link_feedback WHERE kind = 'comment'").get() as { id: number };
    const digests = sqlite.prepare("SELECT text FROM mail_outbox WHERE subject LIKE 'ana on %'").all() as {
      text: string;
    }[];
    sqlite.close();
    // The comment queued the digest; the approval a moment later waits for the next hour.
    expect(digests).toHaveLength(1);
    expect(digests[0].text).toContain("<script>alert(1)</script>");
    expect(digests[0].text).not.toContain("=Go()");

    expect(
      (
        await adminPost(selectionPage, [
          ["intent", "answer"],
          ["commentId", String(id)],
          ["answer", "Local stone."],
        ])
      ).status,
    ).toBe(302);
    expect((await send(server, page)).body).toContain("Local stone.");
    expect((await send(server, `/s/${tokens.bruno}/p/${project.link}`)).body).not.toContain("Local stone.");

    const csv = await send(server, `${selectionPage}/feedback.csv`, { headers: { Cookie: cookie } });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(`ana,comment,`);
    expect(csv.body).toContain(`Local stone.`);
    // A cell that starts like a formula stays text.
    expect(csv.body).toContain(`,'=Go(),`);
    expect(csv.body).toContain(`ana,favourite,"image 1 of`);
  });

  it("are refused on a revoked link, as its view is, and leave nothing", async () => {
    const reply = await recipientPost(`/s/${tokens.gone}?index`, [["intent", "favourite"]], "127.0.0.22");
    expect(reply.status).toBe(404);
    expect(rowsOf("gone")).toEqual([]);
  });

  it("refuse a project or image outside the link's selection", async () => {
    const page = `/s/${tokens.bruno}/p/${project.link}`;
    for (const fields of [
      [["project", "999999"]],
      [
        ["project", String(project.id)],
        ["image", String(otherImage)],
      ],
    ] as [string, string][][]) {
      const reply = await recipientPost(page, [["intent", "favourite"], ...fields], "127.0.0.23");
      expect(reply.status).toBe(400);
      expect(reply.body).toContain("That is not part of this selection any more.");
    }
    expect(rowsOf("bruno")).toEqual([]);
  });

  it("refuse a cross-site post and a body over the cap", async () => {
    const page = `/s/${tokens.bruno}/p/${project.link}`;
    const fields: [string, string][] = [
      ["intent", "comment"],
      ["project", String(project.id)],
      ["text", "Hi"],
    ];
    expect((await recipientPost(page, fields, "127.0.0.24", { Origin: "https://elsewhere.example" })).status).toBe(403);
    const long: [string, string][] = [
      ["intent", "comment"],
      ["project", String(project.id)],
      ["text", "é".repeat(20_000)],
    ];
    expect((await recipientPost(page, long, "127.0.0.24")).status).toBe(413);
    // Under the cap but over the comment's length: the page says so.
    const over = await recipientPost(
      page,
      [
        ["intent", "comment"],
        ["project", String(project.id)],
        ["text", "a".repeat(2001)],
      ],
      "127.0.0.24",
    );
    expect(over.status).toBe(400);
    expect(over.body).toContain("Please keep the comment under 2000 characters.");
    expect(rowsOf("bruno")).toEqual([]);
  });

  it("are limited per link", async () => {
    const page = `/s/${tokens.bruno}?index`;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await recipientPost(page, [["intent", "favourite"]], `127.0.1.${i + 1}`)).status);
    // The tests above posted through this link 3 times past the edge: its 60 within 15 minutes end on the 57th here.
    expect(statuses.slice(0, 57).every((s) => s === 302)).toBe(true);
    expect(statuses.slice(57)).toEqual([429, 429, 429, 429]);
  });
});
