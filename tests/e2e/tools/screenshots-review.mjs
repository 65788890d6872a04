// The review's screenshots, taken by hand (not part of the test suite):
//   node tests/e2e/tools/screenshots-review.mjs [out dir, default /tmp/review-shots]
//
// Through the release build, at desktop (1280 x 800) and phone (390 x 844) sizes: a 35-move
// game (tests/e2e/fixtures/review-game.txt, levels 1 and 3) imported, then reviewed at its
// worst move, and "Learn from your mistakes" at its first mistake; a 40-turn Sandships game
// (tests/e2e/fixtures/review-sandships.txt, levels 1 and 3) reviewed at its worst turn.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSite, launchBrowser, waitForGlides, ROOT, importRecord as importGame } from '../harness.mjs';

const OUT = path.resolve(process.argv[2] || '/tmp/review-shots');
const RECORD = readFileSync(path.join(ROOT, 'tests/e2e/fixtures/review-game.txt'), 'utf8');
const SANDSHIPS = readFileSync(path.join(ROOT, 'tests/e2e/fixtures/review-sandships.txt'), 'utf8');
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};


const site = await startSite();
const browser = await launchBrowser();
try {
  for (const [size, options] of Object.entries(SIZES)) {
    const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(site.url, { waitUntil: 'domcontentloaded' });
    await page.locator('svg.board [data-piece]').first().waitFor();
    const id = await importGame(page, RECORD);
    await page.goto(`${site.url}review.html#game=martian-chess&review=${id}`, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-review-done]').waitFor({ timeout: 60_000 });
    // The worst move: the first blunder in the list.
    const worst = page.locator('li[data-judgement="blunder"] button').first();
    await worst.click();
    await waitForGlides(page);
    await page.evaluate(() => { window.scrollTo(0, 0); document.querySelector('.review-side').scrollTop = 0; });
    await page.screenshot({ path: path.join(OUT, `review-${size}.png`), fullPage: size === 'phone' });
    await page.locator('[data-control="learn-mistakes"]').click();
    await page.locator('.learn-mistakes svg.board [data-piece]').first().waitFor();
    await waitForGlides(page);
    await page.screenshot({ path: path.join(OUT, `review-${size}-mistakes.png`), fullPage: size === 'phone' });
    await page.goto(site.url, { waitUntil: 'domcontentloaded' });
    await page.locator('svg.board [data-piece]').first().waitFor();
    const sand = await importGame(page, SANDSHIPS);
    await page.goto(`${site.url}review.html#game=sandships&review=${sand}`, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-review-done]').waitFor({ timeout: 120_000 });
    await page.locator('li[data-judgement] button').first().click();
    await page.evaluate(() => { window.scrollTo(0, 0); document.querySelector('.review-side').scrollTop = 0; });
    await page.screenshot({ path: path.join(OUT, `review-${size}-sandships.png`), fullPage: size === 'phone' });
    await page.locator('[data-control="learn-mistakes"]').click();
    await page.locator('.learn-mistakes svg.sand-board [data-spire-piece]').first().waitFor();
    await waitForGlides(page);
    await page.screenshot({ path: path.join(OUT, `review-${size}-sandships-mistakes.png`), fullPage: size === 'phone' });
    await context.close();
  }
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await site.close();
}
