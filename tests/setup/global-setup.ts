// Before any worker starts: make the seeded template once (about a minute after a change to the
// seed code), so workers only copy it and never race to draw it.
import { seededTemplate } from "./seeded-template.js";

export default function globalSetup() {
  seededTemplate();
}
