// How long a hint takes in the browser, by hand (not part of the test suite):
//   E2E_BROWSER=chromium HINTS=5 node tests/e2e/tools/measure-hint.mjs
//
// In a fresh context of the release build, a person (seat 0) plays Martian Chess for two, four
// and six players against computers of level 3, and Sandships for two; on each of the person's
// turns the Hint button is clicked, the time to the hint on screen taken (the arrow; in
// Sandships the plan's first step), and the hint's move played, until HINTS hints. The first
// hint of a game comes a second after the board is up, so the worker has started. Printed: each
// hint's time, and the median and the longest of each game.

import { launchBrowser, startSite, waitForBoard, newGame, clickMove } from '../harness.mjs';
import { newSandshipsGame, roll, stubDice } from '../sandships-harness.mjs';

const HINTS = Number(process.env.HINTS || 5);
const FACES = ['TBM', 'MMB', 'ZTB', 'WBM', 'BTZ', 'MZW', 'TTB', 'BMW'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The time from the Hint button's click to `shown` (a locator) on screen, in ms. */
async function timeHint(page, shown) {
  const button = page.locator('[data-hint-button]');
  await page.waitForFunction(() => {
    const b = document.querySelector('[data-hint-button]');
    return b && !b.disabled && b.getAttribute('aria-busy') !== 'true';
  }, null, { timeout: 60_000 });
  const asked = Date.now();
  await button.click();
  await shown.first().waitFor({ state: 'attached', timeout: 30_000 });
  return Date.now() - asked;
}

async function martianChess(page, players) {
  const seats = Object.fromEntries(Array.from({ length: players - 1 }, (_, i) => [i + 1, 3]));
  await newGame(page, { players, seats });
  await page.locator('.seat').nth(players - 1).waitFor();
  await page.waitForTimeout(1000);
  const times = [];
  for (let i = 0; i < HINTS; i++) {
    const moves = await page.locator('ol.move-list .move').count();
    times.push(await timeHint(page, page.locator('[data-hint-from]')));
    const [from, to] = await page.evaluate(() => {
      const a = document.querySelector('[data-hint-from]');
      return [a.getAttribute('data-hint-from'), a.getAttribute('data-hint-to')];
    });
    await clickMove(page, from, to);
    await page.waitForFunction(([n, p]) => document.querySelectorAll('ol.move-list .move').length >= n + p
      || document.querySelector('.game-over, [data-game-over]'), [moves, players], { timeout: 120_000 });
    if (await page.locator('.game-over, [data-game-over]').count()) break;
  }
  return times;
}

async function sandships(page) {
  await newSandshipsGame(page, { players: 2, seats: { 1: 3 } });
  await page.waitForTimeout(1000);
  const times = [];
  for (let i = 0; i < HINTS; i++) {
    await roll(page, FACES[i % FACES.length]);
    const step = page.locator('[data-hint-words] [data-hint-step], [data-hint-words] [data-hint]');
    times.push(await timeHint(page, step));
    // The turn is ended as it stands; the computer then plays its own.
    await page.locator('[data-action=end]').click();
    await page.waitForFunction(() => !document.querySelector('[data-action=end]') || document.querySelector('[data-action=roll]'),
      null, { timeout: 120_000 });
    await page.locator('[data-action=roll]').waitFor({ timeout: 120_000 });
  }
  return times;
}

const site = await startSite();
const browser = await launchBrowser();
try {
  for (const [name, run] of [
    ['Martian Chess, two players', (p) => martianChess(p, 2)],
    ['Martian Chess, four players', (p) => martianChess(p, 4)],
    ['Martian Chess, six players', (p) => martianChess(p, 6)],
    ['Sandships, two players', sandships],
  ]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await stubDice(context);
    const page = await context.newPage();
    await page.goto(site.url, { waitUntil: 'domcontentloaded' });
    await waitForBoard(page);
    const times = await run(page);
    console.log(`${name}: hints ${times.map((t) => `${t} ms`).join(', ')}; median ${median(times)} ms, longest ${Math.max(...times)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
