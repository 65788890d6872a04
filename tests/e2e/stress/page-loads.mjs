// Loads one page of the app again and again in a fresh page each time and reports every fault
// the page reports (run by hand, not part of the suite). Written for WebKit's wasm fault
// (docs/webkit-wasm-fault.md): the Learn page builds every lesson's board at start, the wedge
// boards' move tables among them, where the fault was caught with its stack.
//
//   E2E_BROWSER=webkit LOADS=200 PAGE=learn.html node tests/e2e/stress/page-loads.mjs
//
// Options (environment): E2E_BROWSER, DIST, PAGE (the page under the site, learn.html), LOADS
// (200), READY (a CSS selector the page shows when it is up: main.learn), OUT (a JSON line of the
// counts is appended to OUT/page-loads.jsonl, /tmp/martian-stress). JavaScriptCore's options pass
// through the environment (JSC_...) to WebKit's web process.

import { appendFileSync, mkdirSync } from 'node:fs';
import { ENGINE, launchBrowser, startSite, watch } from '../harness.mjs';

const PAGE = process.env.PAGE || 'learn.html';
const LOADS = Number(process.env.LOADS || 200);
const READY = process.env.READY || 'main.learn';
const OUT = process.env.OUT || '/tmp/martian-stress';
const JSC = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('JSC_')));

mkdirSync(OUT, { recursive: true });
const site = await startSite();
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const problems = [];
await watch(context, problems);
context.setDefaultTimeout(20_000);
const counts = { engine: ENGINE, page: PAGE, jsc: JSC, loads: 0, faults: 0, stalls: 0, load: 0 };
const faults = [];
const started = Date.now();
let page = await context.newPage();
for (let i = 0; i < LOADS; i++) {
  try {
    await page.goto(new URL(PAGE, site.url).href, { waitUntil: 'domcontentloaded' });
    await page.locator(READY).first().waitFor({ state: 'visible' });
  } catch (e) {
    counts.stalls++;
    problems.push(`load ${i}: ${String(e.message).split('\n')[0]}`);
  }
  await context.drain?.();
  counts.loads++;
  if (problems.length) {
    counts.faults++;
    const caught = problems.splice(0);
    faults.push({ load: i, caught });
    console.log(`load ${i}: FAULT\n  ${caught.join('\n  ').slice(0, 3000)}`);
    const old = page;
    page = await context.newPage();
    await old.close().catch(() => {});
  }
  if (i % 25 === 24) console.log(`${i + 1} loads, ${counts.faults} faults, ${Math.round((Date.now() - started) / 1000)} s`);
}
counts.seconds = Math.round((Date.now() - started) / 1000);
console.log(JSON.stringify(counts));
appendFileSync(`${OUT}/page-loads.jsonl`, `${JSON.stringify({ ...counts, faults: faults.length, caught: faults })}\n`);
await browser.close();
await site.close?.();
process.exit(0);
