// Preloaded into a benchmarked server (node --require): every 100 ms, one JSON line of where its
// memory is (V8 heap, external and array buffers, anonymous RSS) appended to MEMORY_PROBE_FILE.
// Set only by the benchmarks; the server never loads it on its own.
const fs = require("node:fs");

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const anonymousRss = () =>
    Number(/RssAnon:\s+(\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;
  setInterval(() => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    fs.appendFileSync(
      file,
      `${JSON.stringify({ at: Date.now(), rss, heapTotal, heapUsed, external, arrayBuffers, anon: anonymousRss() })}\n`,
    );
  }, 100).unref();
}
