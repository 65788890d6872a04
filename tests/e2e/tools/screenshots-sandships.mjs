// The README's Sandships screenshots, taken by hand (not part of the test suite):
//   node tests/e2e/tools/screenshots-sandships.mjs [out dir, default docs/]
//
// Plays through the release build (as the suite serves it) with the test harness's dice and
// gestures, and writes sandships-{start,mid,won}-{desktop,phone}.png: a new game against the
// computer, a game with ships at sea in the middle of a turn (a ship picked up, its moves
// shown), and a won game. Each phone picture shows the same saved game, copied into a phone-
// sized browser's storage.

import path from 'node:path';
import { ROOT, startSite, launchBrowser, waitForBoard } from '../harness.mjs';
import {
  bestTurn, fields, newSandshipsGame, perform, roll, savedSandships, stubDice, tap,
} from '../sandships-harness.mjs';

const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'docs'));
const DESKTOP = { viewport: { width: 1280, height: 860 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const site = await startSite();
const browser = await launchBrowser();

async function open(options, storage = null) {
  const context = await browser.newContext({ ...options, colorScheme: 'light', reducedMotion: 'reduce' });
  await stubDice(context);
  if (storage) {
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem('copied')) return;
      sessionStorage.setItem('copied', '1');
      localStorage.clear();
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
  }
  const page = await context.newPage();
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await page.locator('svg [data-piece], svg [data-spire-piece]').first().waitFor();
  return { context, page };
}

const storageOf = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

async function shoot(page, name, { select } = {}) {
  await page.screenshot({ path: path.join(OUT, `${name}-desktop.png`) });
  const phone = await open(PHONE, await storageOf(page));
  await phone.page.locator('main.sandships [data-spire-piece]').first().waitFor();
  if (select) await tap(phone.page, phone.page.locator(select));
  await phone.page.waitForTimeout(300);
  await phone.page.screenshot({ path: path.join(OUT, `${name}-phone.png`) });
  await phone.context.close();
}

try {
  // A new game against the computer (level 3), Blue to roll.
  {
    const { context, page } = await open(DESKTOP);
    await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: '3' } });
    await waitForBoard(page).catch(() => {});
    await shoot(page, 'sandships-start');
    await context.close();
  }

  // Two people: a few turns, then Blue in the middle of a turn with a ship picked up.
  const { context, page } = await open(DESKTOP);
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  const turns = [
    [0, 'TMU', ['T:l>SW5', 'M:SW5-C5', 'U:m>SW6']],
    [1, 'TMB', ['T:l>NE1', 'M:NE1-C1', 'B:b']],
    [0, 'UZB', ['U:SW6+', 'Z:C.xs', 'B:b']],
    [1, 'TMW', ['T:m>NE2', 'M:C1-C3', 'W:NE2-C2']],
  ];
  for (const [seat, faces, actions] of turns) {
    await roll(page, faces);
    for (const a of actions) await perform(page, seat, a);
  }
  await roll(page, 'MTZ');
  await perform(page, 0, 'Z:C.xm');
  const ship = 'main.sandships svg [data-ship][data-at="C5"]';
  await tap(page, page.locator(ship));
  await page.waitForTimeout(300);
  await shoot(page, 'sandships-mid', { select: ship });

  // Blue plays on with the computer's plan and every die wild; Amber ends its turns at once.
  await page.keyboard.press('Escape');
  let saved = await savedSandships(page);
  for (let guard = 0; fields(saved.state).result === '-' && guard < 200; guard++) {
    const f = fields(saved.state);
    if (f.dice === '-') {
      saved = await roll(page, f.turn === 0 ? 'WWW' : 'TBU');
    } else if (f.turn === 1) {
      saved = await perform(page, 1, 'end');
    } else {
      saved = await perform(page, 0, bestTurn(saved.state)[0]);
    }
  }
  await page.locator('.sandships-panel .result').waitFor();
  await shoot(page, 'sandships-won');
  console.log(`won: ${saved.state}\n${saved.result}`);
  await context.close();
} finally {
  await browser.close();
  await site.close();
}
