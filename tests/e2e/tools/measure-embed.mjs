// Embed measurements, run by hand (not part of the test suite): node tests/e2e/tools/measure-embed.mjs
//
// Prints, for a step-mode board (a record with moves) in an author's page on another origin:
// - the time from the iframe's insertion into the page to its drawn board (the first
//   [data-piece] with a size, seen by a MutationObserver installed in the frame before its
//   scripts) and to its `ready` message, median of 5 cold loads (fresh browser context each, so
//   nothing is cached);
// - the bytes the embed downloads: every response the frame's requests received (raw, and gzip
//   level 9 as a static host would serve them), by file.
//
// Same setup as the suite: a copy of dist/ served from 127.0.0.1/martian/, the author's page
// from another port, Debian's Chromium headless. Options: LOADS=n (default 5), FRAGMENT=...
// (default a Martian Chess step board; `FRAGMENT=sandships` measures a Sandships step board).

import { gzipSync } from 'node:zlib';
import { startSite, launchBrowser, watch } from '../harness.mjs';
import { startAuthorSite } from '../author-site.mjs';

const LOADS = Number(process.env.LOADS || 5);
const FRAGMENTS = {
  martian: 'moves=d3-d5%20c6-b5%20d2xd5&caption=Measured',
  sandships: 'game=sandships&actions=roll%20TBM%20B:b%20T:l%3ESW5%20M:SW5-C5&caption=Measured',
};
const FRAGMENT = FRAGMENTS[process.env.FRAGMENT || 'martian'] ?? process.env.FRAGMENT;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Runs in the frame before its scripts: when the first piece is drawn (frame time). */
function instrumentFrame() {
  if (window === window.top) return;
  window.__drawn = null;
  const seen = () => {
    const el = document.querySelector('svg.board [data-piece], svg.sand-board [data-spire-piece]');
    if (el && el.getBoundingClientRect().width > 0) {
      window.__drawn = performance.timeOrigin + performance.now();
      return true;
    }
    return false;
  };
  const mo = new MutationObserver(() => { if (seen()) mo.disconnect(); });
  mo.observe(document, { childList: true, subtree: true });
}

const site = await startSite();
const author = await startAuthorSite(site.dir, site.url);
const hostPage = author.page('measure.html', `<!doctype html><meta charset="utf-8"><title>measure</title>
<body><h1>An author's page</h1><div id="slot"></div></body>`);
const browser = await launchBrowser();
const problems = [];
const rows = [];
let bytes = null;
try {
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    await watch(context, problems, { block: false });
    await context.addInitScript(instrumentFrame);
    const files = new Map();
    context.on('response', async (response) => {
      if (!response.url().startsWith(site.url)) return;
      try {
        const body = await response.body();
        files.set(new URL(response.url()).pathname, body);
      } catch { /* a redirect has no body */ }
    });
    const page = await context.newPage();
    await page.goto(hostPage);
    const inserted = await page.evaluate(({ src }) => new Promise((resolve) => {
      const start = performance.timeOrigin + performance.now();
      window.addEventListener('message', (event) => {
        if (event.data?.source === 'martian-chess' && event.data.type === 'ready') {
          window.__ready = performance.timeOrigin + performance.now();
        }
      });
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'measured board';
      frame.style.width = '480px';
      frame.style.height = '600px';
      document.getElementById('slot').append(frame);
      resolve(start);
    }), { src: `${site.url}embed.html#${FRAGMENT}` });
    const frame = page.frameLocator('iframe');
    await frame.locator('svg.board [data-piece], svg.sand-board [data-spire-piece]').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => window.__ready, null, { timeout: 30_000 });
    const handle = await page.$('iframe');
    const drawn = await (await handle.contentFrame()).evaluate(() => window.__drawn);
    const ready = await page.evaluate(() => window.__ready);
    rows.push({ drawn: drawn - inserted, ready: ready - inserted });
    if (i === 0) bytes = files;
    await context.close();
  }
} finally {
  await browser.close();
  await author.close();
  await site.close();
}

console.log(`embed (step mode, ${LOADS} cold loads): iframe inserted -> board drawn / ready message`);
rows.forEach((r, i) => console.log(`  load ${i + 1}: drawn ${Math.round(r.drawn)} ms, ready ${Math.round(r.ready)} ms`));
console.log(`  median: drawn ${Math.round(median(rows.map((r) => r.drawn)))} ms, ready ${Math.round(median(rows.map((r) => r.ready)))} ms`);
let raw = 0;
let gz = 0;
console.log('bytes the embed downloads (first load):');
for (const [name, body] of [...bytes].sort()) {
  const z = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += z;
  console.log(`  ${name}: ${body.length} B (gzip ${z} B)`);
}
console.log(`  total: ${raw} B (gzip ${gz} B)`);
if (problems.length) console.log(`problems seen: ${problems.join('; ')}`);
