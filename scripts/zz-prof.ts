import autocannon from "autocannon";
import { startRealServer } from "./lib/production-server";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const s = await startRealServer({ COOKIE_SECURE: "0", ANALYTICS: process.env.A ?? "1" }, { seeded: true, nodeArgs: ["--cpu-prof", "--cpu-prof-dir=/tmp/prof24"] });
try {
  await fetch(`${s.base}/projects`, { headers: { "user-agent": UA } });
  await new Promise((r) => setTimeout(r, 1000));
  const r = await autocannon({ url: `${s.base}/projects`, connections: 50, duration: 6, headers: { "accept-encoding": "gzip, br", "user-agent": UA } });
  console.log(Math.round(r.requests.average), r.latency.p99);
} finally { await s.stop(); }
