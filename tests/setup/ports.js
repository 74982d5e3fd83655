// Ports for the browser tests' server and its stand-in mail API, fixed per checkout so that
// two checkouts on one machine do not collide, and the same in every Playwright process.
import crypto from "node:crypto";

const offset = crypto.createHash("sha256").update(process.cwd()).digest().readUInt16BE(0) % 800;
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100 + offset);
export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 4100 + offset);
