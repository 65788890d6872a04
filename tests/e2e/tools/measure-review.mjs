// How long a review takes in the browser, by hand (not part of the test suite):
//   E2E_BROWSER=chromium node tests/e2e/tools/measure-review.mjs
//
// Each fixture game (tests/e2e/fixtures/review-*.txt: Martian Chess for two, four and six
// players between levels 1 and 3, a 40-turn Sandships game) is imported into a fresh context of
// the release build, then its review opened; printed: the units judged, the time from opening
// the review to the first judgement on screen and to the last, and the main thread's tasks over
// 50 ms meanwhile (the Long Tasks API: Chromium only).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSite, launchBrowser, ROOT, importRecord as importGame } from '../harness.mjs';

const GAMES = [
  ['Martian Chess, two players', 'review-two-47.txt', 'martian-chess'],
  ['Martian Chess, four players', 'review-four-60.txt', 'martian-chess'],
  ['Martian Chess, six players', 'review-six-60.txt', 'martian-chess'],
  ['Sandships, two players', 'review-sandships.txt', 'sandships'],
];


const site = await startSite();
const browser = await launchBrowser();
try {
  for (const [name, file, game] of GAMES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.url, { waitUntil: 'domcontentloaded' });
    await page.locator('svg.board [data-piece]').first().waitFor();
    const id = await importGame(page, readFileSync(path.join(ROOT, 'tests/e2e/fixtures', file), 'utf8'));
    await page.goto(`${site.url}review.html#game=${game}&review=${id}`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      window.__long = [];
      try {
        new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(e.duration)))
          .observe({ type: 'longtask', buffered: true });
      } catch { /* no Long Tasks API here */ }
    });
    await page.locator('ol.review-moves li:not(.pending)').first().waitFor({ timeout: 120_000 });
    const first = await page.evaluate(() => performance.now());
    await page.locator('[data-review-done]').waitFor({ timeout: 300_000 });
    const done = await page.evaluate(() => performance.now());
    const units = await page.locator('ol.review-moves li').count();
    const long = await page.evaluate(() => window.__long);
    const start = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0);
    console.log(`${name}: ${units} judged; first on screen ${((first - start) / 1000).toFixed(2)} s, all ${((done - start) / 1000).toFixed(2)} s after the page's content loaded; main-thread tasks over 50 ms: ${long.length}${long.length ? ` (longest ${Math.max(...long).toFixed(0)} ms)` : ''}`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
