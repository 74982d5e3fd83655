// The repository's Caddyfile, run by Debian's real `caddy` in front of the built app, as compose.yaml
// runs them (TRUST_PROXY=1, SITE_URL the HTTPS address), on loopback with free ports and Caddy's own
// local certificate authority: HTTPS answers, HTTP redirects to HTTPS, HSTS is set, and the app's
// rate limits count the visitor's address that Caddy forwards, not Caddy's.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  REAL_SERVER_ADMIN,
  type RealServer,
  type SendOptions,
  sendTo,
  startRealServer,
} from "../../scripts/lib/production-server";
import { freePort } from "../setup/free-port";

const caddyInstalled = spawnSync("caddy", ["version"]).status === 0;
if (!caddyInstalled)
  console.warn(
    "SKIPPED tests/http/caddy.http.test.ts: `caddy` is not installed (Debian: apt-get install caddy; .ci/run installs it).",
  );

const DOMAIN = "studio.test";

describe.skipIf(!caddyInstalled)("Caddy in front of the app, from the repository's Caddyfile", () => {
  let app: RealServer;
  let caddy: ChildProcess;
  let caddyLog = "";
  let dir: string;
  let httpPort: number;
  let httpsPort: number;
  let rootCertificate: Buffer;

  /** A request to Caddy as a browser at `from` would make it: by name (SNI and Host), trusting Caddy's local root. */
  function request(scheme: "http" | "https", pathname: string, options: SendOptions = {}) {
    const port = scheme === "https" ? httpsPort : httpPort;
    const headers = { Host: `${DOMAIN}:${port}`, ...options.headers };
    const tls = scheme === "https" ? { servername: DOMAIN, ca: rootCertificate } : undefined;
    return sendTo(port, pathname, { ...options, headers }, tls);
  }

  beforeAll(async () => {
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    app = await startRealServer({
      TRUST_PROXY: "1",
      SITE_URL: `https://${DOMAIN}:${httpsPort}`,
      ALLOWED_HOSTS: DOMAIN,
      HOST: "127.0.0.1",
    });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-caddy-"));
    caddy = spawn("caddy", ["run", "--config", "Caddyfile", "--adapter", "caddyfile"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOME: dir,
        XDG_DATA_HOME: path.join(dir, "data"),
        XDG_CONFIG_HOME: path.join(dir, "config"),
        DOMAIN,
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_HTTPS_PORT: String(httpsPort),
        APP_UPSTREAM: `127.0.0.1:${app.port}`,
        CADDY_TLS: "tls internal",
        CADDY_GLOBAL_OPTIONS: "skip_install_trust\ndefault_bind 127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddy.stdout!.on("data", (chunk) => (caddyLog += chunk));
    caddy.stderr!.on("data", (chunk) => (caddyLog += chunk));
    // Ready once its local authority has issued the site's certificate and HTTPS answers.
    const rootFile = path.join(dir, "data", "caddy", "pki", "authorities", "local", "root.crt");
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited: ${caddyLog}`);
      if (fs.existsSync(rootFile)) {
        rootCertificate = fs.readFileSync(rootFile);
        const ready = await request("https", "/healthz").then(
          (answer) => answer.status === 200,
          () => false,
        );
        if (ready) break;
      }
      if (Date.now() > deadline) throw new Error(`caddy never served HTTPS: ${caddyLog}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once("exit", resolve));
      caddy.kill("SIGTERM");
      await exited;
    }
    await app?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers over HTTPS with a certificate for the domain, the app's page, HSTS and links to the HTTPS address", async () => {
    const page = await request("https", "/studio");
    expect(page.status).toBe(200);
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(page.body).toContain(`<link rel="canonical" href="https://${DOMAIN}:${httpsPort}/studio"`);
  });

  it("redirects plain HTTP to HTTPS, and sets no HSTS there", async () => {
    const answer = await request("http", "/studio?x=1");
    expect([301, 308]).toContain(answer.status);
    // To the same host and path; Caddy 2.6 names no port there (it assumes 443 for HTTPS, as in production).
    expect(answer.headers.location).toMatch(
      new RegExp(`^https://${DOMAIN.replace(".", "\\.")}(:${httpsPort})?/studio\\?x=1$`),
    );
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  it("counts each visitor by the address Caddy forwards: one locked out after 5 wrong passwords, another (and forged X-Forwarded-For) not", async () => {
    const login = (from: string, password: string, headers: Record<string, string> = {}) =>
      request("https", "/admin/login", {
        method: "POST",
        from,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: `https://${DOMAIN}:${httpsPort}`,
          ...headers,
        },
        body: new URLSearchParams({ username: REAL_SERVER_ADMIN.email, password }).toString(),
      });
    // The attacker names another address each time; Caddy's own address is 127.0.0.1.
    for (let i = 0; i < 5; i++)
      expect((await login("127.0.0.2", `wrong-${i}`, { "X-Forwarded-For": `198.51.100.${i}` })).status).toBe(401);
    const locked = await login("127.0.0.2", "wrong-again", { "X-Forwarded-For": "198.51.100.99" });
    expect(locked.status).toBe(429);
    const failures = app.logs.filter((line) => line.msg === "login failed");
    expect(failures).toHaveLength(5);
    for (const line of failures) expect(String(line.address)).toMatch(/(^|:)127\.0\.0\.2$/);
    // Another visitor behind the same Caddy is not locked out with the first, and signs in.
    const owner = await login("127.0.0.3", REAL_SERVER_ADMIN.password);
    expect(owner.status).toBe(302);
    expect(owner.headers.location).toBe("/admin/home");
    // Over HTTPS behind the proxy, the session cookie is Secure with the __Host- prefix.
    expect(String(owner.headers["set-cookie"])).toMatch(/__Host-session=[^;]+;.*Secure/);
  });
});
