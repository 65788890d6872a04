// The Learn Sandships screenshots, taken by hand (not part of the test suite):
//   node tests/e2e/tools/screenshots-learn-sandships.mjs [out dir, default docs/]
//
// Through the release build (as the suite serves it), at desktop (1280 x 800) and phone
// (390 x 844, the step scrolled to its message) sizes, writes learn-sandships-{wild,bump}-{desktop,phone}.png: the lesson "A die
// with nothing to do" with its hint shown (the Move die ringed, the piece and the port aglow),
// and the lesson "Bumping" with a bump waiting for the bumped ship's port.

import path from 'node:path';
import { ROOT, startSite, launchBrowser, waitForGlides } from '../harness.mjs';
import { dragBetween, newSandshipsGame } from '../sandships-harness.mjs';

const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'docs'));
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

const site = await startSite();
const browser = await launchBrowser();

async function openLesson(options, lesson) {
  const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await page.locator('svg [data-piece]').first().waitFor();
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'How to play' }).click();
  await page.locator(`.sandships-rules a.learn-link[data-lesson="${lesson}"]`).first().click();
  await page.locator('main.learn .learn-step svg.sand-board').waitFor();
  return { context, page };
}

/** On a phone the lesson list and the step's text come first: the message, the dice and the
 * board are scrolled into view. */
async function shoot(page, name, size) {
  await waitForGlides(page);
  if (size === 'phone') await page.locator('.learn-feedback').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT, `learn-sandships-${name}-${size}.png`) });
}

try {
  for (const [size, options] of Object.entries(SIZES)) {
    {
      const { context, page } = await openLesson(options, 'null-wild');
      await page.locator('.learn-step [data-control="hint"]').click();
      await page.locator('.learn-board .die.hinted').waitFor();
      await shoot(page, 'wild', size);
      await context.close();
    }
    {
      const { context, page } = await openLesson(options, 'bump');
      const board = '.learn-board svg.sand-board';
      if (size === 'phone') await page.locator(board).evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await dragBetween(page, page.locator(`${board} [data-ship][data-at="C6"]`), page.locator(`${board} [data-port="C1"]`));
      await page.locator('.learn-board [data-action=cancel-bump]').waitFor();
      await shoot(page, 'bump', size);
      await context.close();
    }
  }
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await site.close();
}
