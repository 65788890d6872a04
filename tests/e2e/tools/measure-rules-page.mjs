// Embed timing on the example rules page, run by hand (not part of the test suite):
//   node tests/e2e/tools/measure-rules-page.mjs            (CPU=4 LOADS=5 by default)
//
// Opens dist/examples/rules-page.html (served with the build from 127.0.0.1/martian/, as the
// suite serves it) in Debian's Chromium headless with the CPU slowed CPU times (Chromium's own
// throttling, as a phone), and prints when each of the first three boards says `ready`
// (postMessage to the page), in ms from the page's navigation start: the median of LOADS cold
// loads, each in a fresh browser context so nothing is cached. DIST=... measures another build.

import { launchBrowser, startSite, watch } from '../harness.mjs';

const LOADS = Number(process.env.LOADS || 5);
const CPU = Number(process.env.CPU || 4);
const BOARDS = 3;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Runs in the page before its scripts: the time of every board's first `ready`. */
function listen() {
  if (window !== window.top) return;
  window.__ready = [];
  window.addEventListener('message', (event) => {
    if (event.data?.source === 'martian-chess' && event.data.type === 'ready') {
      window.__ready.push(performance.now());
    }
  });
}

const site = await startSite();
const browser = await launchBrowser();
const problems = [];
const loads = [];
try {
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await watch(context, problems, { block: false });
    await context.addInitScript(listen);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(`${site.url}examples/rules-page.html`);
    await page.waitForFunction((n) => window.__ready.length >= n, BOARDS, { timeout: 60_000 });
    loads.push((await page.evaluate(() => window.__ready)).slice(0, BOARDS));
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}

console.log(`example rules page, CPU slowed ${CPU}x, ${LOADS} cold loads: first ${BOARDS} boards ready (ms from navigation)`);
loads.forEach((l, i) => console.log(`  load ${i + 1}: ${l.map(Math.round).join(', ')}`));
for (let b = 0; b < BOARDS; b++) {
  console.log(`  board ${b + 1}: median ${Math.round(median(loads.map((l) => l[b])))} ms`);
}
if (problems.length) console.log(`problems seen: ${problems.join('; ')}`);
