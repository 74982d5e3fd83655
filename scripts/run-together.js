// `npm test`'s first steps side by side: `node scripts/run-together.js typecheck lint build` runs those npm
// scripts at once. Each is mostly one core's work (tsc, ESLint and Prettier are single-threaded), so one
// after another they leave a core idle. Each step's output is printed whole when it ends, under its name;
// the run fails if any step fails. Decision 046.
import { spawn } from "node:child_process";

const steps = process.argv.slice(2);
const outcomes = await Promise.all(
  steps.map(
    (step) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn("npm", ["run", "--silent", step], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `\n> ${step}: ${code === 0 ? "done" : `FAILED (exit ${code})`} in ${seconds} s\n${output}`,
          );
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(outcomes.every(Boolean) ? 0 : 1);
