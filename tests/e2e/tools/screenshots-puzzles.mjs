// The puzzle trainer's screenshots, taken by hand (not part of the test suite):
//   node tests/e2e/tools/screenshots-puzzles.mjs [out dir, default /tmp/puzzle-shots]
//
// Through the release build, at desktop (1280 x 800) and phone (390 x 844) sizes: a two-player
// puzzle as it opens, the same after a wrong move (the engine's reason) and a wedge puzzle; and
// the app's top bar at 1020 px, where every menu item must still fit.

import path from 'node:path';
import { startSite, launchBrowser, waitForGlides, clickSquare } from '../harness.mjs';

const OUT = path.resolve(process.argv[2] || '/tmp/puzzle-shots');
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
    await page.goto(`${site.url}learn.html#game=martian-chess&puzzles=5f4d478c7c`, { waitUntil: 'domcontentloaded' });
    await page.locator('.puzzle-board [data-piece]').first().waitFor();
    await waitForGlides(page);
    await page.screenshot({ path: path.join(OUT, `puzzles-${size}.png`), fullPage: size === 'phone' });
    await clickSquare(page, 'a4');
    await clickSquare(page, 'b3');
    await page.waitForFunction(() => /chance to win would be/.test(document.querySelector('.learn-message')?.textContent || ''), undefined, { timeout: 20_000 });
    await page.screenshot({ path: path.join(OUT, `puzzles-${size}-wrong.png`), fullPage: size === 'phone' });
    await page.goto(`${site.url}learn.html#game=martian-chess&puzzles=4895b1fdf0`, { waitUntil: 'domcontentloaded' });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('.puzzle-board [data-piece]').first().waitFor();
    await waitForGlides(page);
    await page.screenshot({ path: path.join(OUT, `puzzles-${size}-wedge.png`), fullPage: size === 'phone' });
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 1020, height: 700 } });
  const page = await context.newPage();
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await page.locator('svg.board [data-piece]').first().waitFor();
  await page.screenshot({ path: path.join(OUT, 'app-topbar-1020.png'), clip: { x: 0, y: 0, width: 1020, height: 120 } });
  await context.close();
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await site.close();
}
