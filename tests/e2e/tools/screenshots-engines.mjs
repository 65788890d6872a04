// The same screens in each browser engine, taken by hand (not part of the test suite):
//   E2E_BROWSER=webkit node tests/e2e/tools/screenshots-engines.mjs [out dir]
// (default out dir: /tmp/martian-engine-shots/<engine>). At desktop size (1280 × 860) and phone
// size (390 × 844; WebKitGTK's MiniBrowser window is at least 447 wide, so there it is 447 wide),
// it writes play-*.png (a game in progress, a pawn selected), new-game-*.png (the New game form
// with Sandships chosen: its drop-down lists must be readable), sandships-mid-*.png (a ship
// picked up in the middle of a turn) and embed-*.png (the example rules page's boards, framed
// from the page). Compare the engines' pictures: a player must see the same game.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ENGINE, startSite, launchBrowser, waitForBoard, twoHumanGame, playMoves } from '../harness.mjs';
import { newSandshipsGame, perform, roll, stubDice, tap } from '../sandships-harness.mjs';

const OUT = path.resolve(process.argv[2] || path.join('/tmp/martian-engine-shots', ENGINE));
mkdirSync(OUT, { recursive: true });
const SIZES = {
  desktop: { width: 1280, height: 860 },
  phone: { width: 390, height: 844 },
};

const site = await startSite();
const browser = await launchBrowser();

async function open(viewport) {
  const context = await browser.newContext({ viewport });
  await stubDice(context);
  const page = await context.newPage();
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  return { context, page };
}

async function shot(page, name, size) {
  await page.waitForTimeout(300);
  const file = path.join(OUT, `${name}-${size}.png`);
  await page.screenshot({ path: file });
  const [w, h] = await page.evaluate(() => [innerWidth, innerHeight]);
  console.log(`${file} (${w} × ${h})`);
}

async function openMenu(page) {
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
}

try {
  for (const [size, viewport] of Object.entries(SIZES)) {
    {
      const { context, page } = await open(viewport);
      await twoHumanGame(page);
      await playMoves(page, ['d3-d5', 'c6-b5', 'd2xd5', 'b6-c5']);
      await page.locator('svg.board [data-square="c3"]').click();
      await shot(page, 'play', size);

      await openMenu(page);
      await page.getByRole('button', { name: 'New game' }).click();
      await page.locator('form.new-game').waitFor();
      await page.locator('label[for="game-sandships"]').click();
      await page.locator('#sand-players').waitFor();
      await page.locator('#sand-seat-1').selectOption('3');
      await page.locator('#sand-seat-0').focus();
      await shot(page, 'new-game', size);
      await context.close();
    }
    {
      const { context, page } = await open(viewport);
      await openMenu(page);
      await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
      const turns = [
        [0, 'TMU', ['T:l>SW5', 'M:SW5-C5', 'U:m>SW6']],
        [1, 'TMB', ['T:l>NE1', 'M:NE1-C1', 'B:b']],
      ];
      for (const [seat, faces, actions] of turns) {
        await roll(page, faces);
        for (const a of actions) await perform(page, seat, a);
      }
      await roll(page, 'MTZ');
      await tap(page, page.locator('main.sandships svg [data-ship][data-at="C5"]'));
      await shot(page, 'sandships-mid', size);
      await context.close();
    }
    {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${site.url}examples/rules-page.html`);
      const frames = page.locator('iframe');
      await frames.first().waitFor();
      for (let i = 0; i < 3; i++) {
        await frames.nth(i).scrollIntoViewIfNeeded();
        await page.frameLocator('iframe').nth(i).locator('svg.board [data-square], svg.sand-board [data-spire-piece]').first().waitFor();
      }
      await page.locator('h2').nth(2).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 8));
      await shot(page, 'embed', size);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
