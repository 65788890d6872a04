// The embed's look (and the app's first screen), compared between two builds, run by hand (not part of the test suite):
//   DIST_A=/path/to/old/dist DIST_B=dist node tests/e2e/tools/embed-look.mjs
//
// Screenshots each embed configuration below (every mode, both games, a wedge board, the
// themes, a fragment with an error) at a desktop and a phone width, in Debian's Chromium
// headless, from each build, and prints which differ pixel for pixel. Made for changes that
// must not change what a reader sees (the embed's stylesheets split from the app's): expect
// "identical" for every row. OUT=dir keeps the PNGs (default: a temp dir).
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { launchBrowser, DIST } from '../harness.mjs';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/static-site.mjs');

/** Serves `dir` with the project's static server on `port` until `close()`. */
async function serveDir(dir, port) {
  const child = spawn(process.execPath, [SERVER, dir, String(port)], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/embed.html`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}/`, close: () => child.kill() };
}

const RECORD = encodeURIComponent('[Players "2"]\n1. d3-d5 {A drone crosses.} c6-b5\n2. d2xd5 b5-c4');
const SAND = encodeURIComponent('[Game "sandships"]\n[Players "2"]\n\n1. roll TBM B:b T:l>SW5 M:SW5-C5\n2. roll TTU T:l>NE1 W:NE1-C1 U:b');
const CASES = {
  'view-marks': 'players=2&mode=view&marks=b2,b3,c3&caption=The%20start.',
  'step-record': `record=${RECORD}&arrows@0=d3d5&caption=Comments`,
  'four-light': 'players=4&mode=view&arrows=c3f6&coords=0&theme=light&caption=Four',
  'dark-step': `record=${RECORD}&theme=dark`,
  'try': 'players=2&mode=try&caption=Try%20a%20move',
  'puzzle': 'moves=d3-d5&ply=1&mode=puzzle&solution=c6-b5%20d2xd5&caption=Find%20it',
  'play': 'players=2&mode=play&level=1',
  'wedge-3': 'players=3&mode=step&moves=0c2-0d3%201a3-2d1%202c2-2d3',
  'error': 'players=9',
  'sandships-record': `game=sandships&record=${SAND}&caption=Sandships`,
  'sandships-play': 'game=sandships&mode=play&level=1&theme=dark',
};
// The app's first screen too (its stylesheets are the same files, in another order).
const PAGES = {
  ...Object.fromEntries(Object.entries(CASES).map(([k, v]) => [k, `embed.html#${v}`])),
  'app-first-visit': 'index.html',
};
const SIZES = { desktop: { width: 760, height: 900 }, phone: { width: 390, height: 800 } };

async function shoot(browser, dist, out, port) {
  const site = await serveDir(dist, port);
  const shots = {};
  try {
    for (const [name, target] of Object.entries(PAGES)) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(`${site.url}${target}`);
        await page.locator('svg.board [data-square], svg.sand-board [data-spire-piece], .embed-error, .fatal:not(:empty)')
          .first().waitFor({ timeout: 15_000 }).catch(() => {});
        await page.waitForTimeout(600);
        const file = path.join(out, `${name}-${size}.png`);
        shots[`${name}-${size}`] = await page.screenshot({ path: file, fullPage: true });
        await context.close();
      }
    }
  } finally {
    await site.close();
  }
  return shots;
}

const A = process.env.DIST_A;
const B = process.env.DIST_B || DIST;
if (!A) throw new Error('DIST_A=<the build to compare with> is required');
const OUT = process.env.OUT || mkdtempSync(path.join(tmpdir(), 'embed-look-'));
mkdirSync(path.join(OUT, 'a'), { recursive: true });
mkdirSync(path.join(OUT, 'b'), { recursive: true });
const browser = await launchBrowser();
try {
  const a = await shoot(browser, path.resolve(A), path.join(OUT, 'a'), 18641);
  const b = await shoot(browser, path.resolve(B), path.join(OUT, 'b'), 18642);
  let differ = 0;
  for (const key of Object.keys(a)) {
    const same = a[key].equals(b[key]);
    if (!same) differ++;
    console.log(`${key.padEnd(28)} ${same ? 'identical' : 'DIFFERS'}`);
  }
  console.log(`${differ} of ${Object.keys(a).length} differ; PNGs in ${OUT}/a and ${OUT}/b`);
  process.exitCode = differ ? 1 : 0;
} finally {
  await browser.close();
}
