// Before any worker starts (Playwright's and vitest's): build the app when the build is older than
// the sources, and make the seeded template (about a minute after a change to the seed code), so that
// a worker's server start only copies the template and boots: never a build or a seeding within a
// worker's time limit, nor two workers racing to do either.
import { ensureBuild } from "../../scripts/lib/production-server";
import { seededTemplate } from "./seeded-template.js";

export default function globalSetup() {
  ensureBuild();
  seededTemplate();
}
