// Screenshots of the wedge boards (three, five and six zones), taken by hand, not part of the
// suite: node tests/e2e/tools/wedge-screenshots.mjs [out dir, default docs/]
//
// Starts each game through the New game form of the release build (every seat a person, so
// nothing moves by itself), plays a first move, picks up a piece whose lines cross a glued
// edge and shoots the page at desktop (1280 x 800) and phone (390 x 844) size:
// wedge-N-desktop.png, wedge-N-phone.png; and How to play's wedge section, wedge-how-to-play.png.

import path from 'node:path';
import { ROOT, startSite, launchBrowser, waitForBoard, newGame } from '../harness.mjs';

const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'docs'));
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const site = await startSite();
const browser = await launchBrowser();

/** The middle of a square's quadrilateral in page coordinates. */
async function middle(page, square) {
  return page.locator(`svg.board [data-square="${square}"]`).evaluate((el) => {
    const m = el.getScreenCTM();
    const pts = [...el.points];
    const x = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    const y = pts.reduce((s, p) => s + p.y, 0) / pts.length;
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  });
}

async function shoot(options, seats, file) {
  const context = await browser.newContext({ ...options, colorScheme: 'light', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  const humans = Object.fromEntries([...Array(seats).keys()].map((s) => [s, 'human']));
  await newGame(page, { players: seats, seats: humans });
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  await page.locator(`svg.board [data-square="${seats - 1}a1"]`).waitFor();
  // Blue opens with a pawn to d3, then Amber picks up the drone on a3, whose line runs north
  // out of Amber's zone into Green's (1a4, then 2d1).
  for (const sq of ['0c2', '0d3']) {
    const c = await middle(page, sq);
    await page.mouse.click(c.x, c.y);
  }
  await page.waitForFunction(() => document.querySelectorAll('ol.move-list .move').length === 1);
  const c = await middle(page, '1a3');
  await page.mouse.click(c.x, c.y);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT, file) });
  await context.close();
}

async function howToPlay() {
  const context = await browser.newContext({ ...DESKTOP, colorScheme: 'light', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await page.getByRole('button', { name: 'How to play' }).click();
  const heading = page.getByRole('heading', { name: 'Three, five and six players' });
  await heading.waitFor();
  await heading.evaluate((h) => h.scrollIntoView());
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT, 'wedge-how-to-play.png') });
  await context.close();
}

try {
  await howToPlay();
  for (const seats of [3, 5, 6]) {
    await shoot(DESKTOP, seats, `wedge-${seats}-desktop.png`);
    await shoot(PHONE, seats, `wedge-${seats}-phone.png`);
  }
  console.log(`screenshots written to ${OUT}`);
} finally {
  await browser.close();
  await site.close();
}
