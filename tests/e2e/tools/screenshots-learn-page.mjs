// Learn's page (learn.html) screenshots, taken by hand (not part of the test suite):
//   node tests/e2e/tools/screenshots-learn-page.mjs [out dir, default /tmp/learn-page-shots]
//
// Through the release build (as the suite serves it), at desktop (1280 x 800) and phone
// (390 x 844) sizes, writes learn-page-{martian-chess,sandships}-{desktop,phone}.png: each
// course opened by its address, at its first lesson, as a reader arriving from the app sees it,
// and, for the phone, learn-page-*-phone-step.png scrolled to the step.

import path from 'node:path';
import { startSite, launchBrowser, waitForGlides } from '../harness.mjs';

const OUT = path.resolve(process.argv[2] || '/tmp/learn-page-shots');
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

const site = await startSite();
const browser = await launchBrowser();
try {
  for (const game of ['martian-chess', 'sandships']) {
    for (const [size, options] of Object.entries(SIZES)) {
      const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${site.url}learn.html#game=${game}`, { waitUntil: 'domcontentloaded' });
      await page.locator('main.learn .learn-step svg').first().waitFor();
      await waitForGlides(page);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(OUT, `learn-page-${game}-${size}.png`) });
      if (size === 'phone') {
        await page.locator('section.lesson').evaluate((e) => e.scrollIntoView({ block: 'start' }));
        await page.waitForTimeout(200);
        await page.screenshot({ path: path.join(OUT, `learn-page-${game}-${size}-step.png`) });
      }
      await context.close();
    }
  }
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await site.close();
}
