// Debian's varnishd on loopback with the repository's VCL (deploy/varnish/default.vcl), its backend and purge
// list pointed at a local server as compose points them at the "app" service: for the tests and bench:edge.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sendTo } from "./production-server";

export const varnishInstalled = () => spawnSync("varnishd", ["-V"]).status === 0;

/** The repository's VCL with compose's names for the app replaced by a loopback address and port. */
export function vclFor(backendPort: number): string {
  const local = fs
    .readFileSync("deploy/varnish/default.vcl", "utf8")
    .replace('.host = "app";', '.host = "127.0.0.1";')
    .replace('.port = "3000";', `.port = "${backendPort}";`)
    .replace(/acl purgers \{\s*"app";\s*\}/, 'acl purgers {\n    "127.0.0.1";\n}');
  if (local.includes('"app"')) throw new Error("deploy/varnish/default.vcl names the app where this did not expect it");
  return local;
}

export interface Varnish {
  port: number;
  stop(): Promise<void>;
}

/** Starts varnishd on 127.0.0.1:`port` in front of 127.0.0.1:`backendPort`; resolves once it answers. */
export async function startVarnish(port: number, backendPort: number, probePath = "/robots.txt"): Promise<Varnish> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-varnish-"));
  const vcl = path.join(dir, "local.vcl");
  fs.writeFileSync(vcl, vclFor(backendPort));
  let output = "";
  const child: ChildProcess = spawn(
    "varnishd",
    ["-F", "-n", dir, "-a", `127.0.0.1:${port}`, "-f", vcl, "-s", "malloc,64m"]
      // As root, without its own users: a local Varnish needs no jail.
      .concat(process.getuid?.() === 0 ? ["-j", "none"] : []),
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const reply = await sendTo(port, probePath, { headers: { Host: "localhost" } }).catch(() => null);
    if (reply?.status === 200) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`varnishd did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
