import { chromium } from "@playwright/test";
const base = "http://localhost:3720";
const [, , ...pages] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [375, 800, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : width === 800 ? 1000 : 900 } });
  page.on("console", (m) => m.type() === "error" && console.log(width, "console error:", m.text()));
  page.on("pageerror", (e) => console.log(width, "pageerror:", String(e)));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.waitForTimeout(600);
    const name = (p === "/" ? "home" : p.replace(/\W+/g, "_")) + `-${width}`;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === "1" });
  }
  await page.close();
}
await browser.close();
