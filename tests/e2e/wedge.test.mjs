// Three, five and six players on the wedge boards, through the page: a three-player game
// against two computers played to its end (drag and click, the keyboard too), reloaded
// mid-game, exported and imported; a six-player round with five computers; a wedge embed
// stepped through; axe on the wedge screens. The command line's engine is the reference for
// every position and legal move.

import assert from 'node:assert/strict';
import {
  LOGIC_ONLY, LOGIC_HERE, useApp, appTest, siteUrl, newGame, moveTexts, waitForMoves, waitForStatus, waitForBoard,
  statusText, scores, legalMoves, play, exportGame, recordMoves, waitForSaved, axeCheck,
  settle, COMPUTER_TIMEOUT, waitForThought,
} from './harness.mjs';

useApp();

const START = {
  3: '4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1|4/dpp1/qdp1/qqd1 0 - - 0,0,0',
  6: Array(6).fill('4/dpp1/qdp1/qqd1').join('|') + ' 0 - - 0,0,0,0,0,0',
};
const COLOURS = ['Blue', 'Amber', 'Green', 'Rose', 'Yellow', 'Red'];

/** The from and to squares of a wedge move text (`clock 0c2-1d3`). */
function ends(move) {
  const m = /([0-5][a-d][1-4])[-x+]([0-5][a-d][1-4])$/.exec(move);
  assert.ok(m, `unreadable wedge move ${JSON.stringify(move)}`);
  return [m[1], m[2]];
}

/** The position after the moves shown in the move list (`clock` before a move calls it). */
const positionAfter = (start, moves) => play(start, moves.flatMap((m) => m.split(' ')));

/** { square: kind } from a wedge placement (`4/dpp1/qdp1/qqd1|...`). */
function placementPieces(placement) {
  const kinds = { p: 'pawn', d: 'drone', q: 'queen' };
  const out = {};
  placement.split('|').forEach((zone, z) => {
    zone.split('/').forEach((rank, i) => {
      let file = 0;
      for (const ch of rank) {
        if (/\d/.test(ch)) file += Number(ch);
        else out[`${z}${'abcd'[file++]}${4 - i}`] = kinds[ch];
      }
    });
  });
  return out;
}

/** { square: kind } of the play board, sorted like placementPieces for comparison. */
async function boardPieces(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('svg.board [data-piece]')]
    .map((e) => [e.getAttribute('data-at'), e.getAttribute('data-piece')])));
}

const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/** The middle of a square's quadrilateral in page coordinates (its bounding box's middle may
 * lie outside a slanted square). */
async function middle(page, square) {
  return page.locator(`svg.board [data-square="${square}"]`).first().evaluate((el) => {
    const m = el.getScreenCTM();
    let x = 0; let y = 0;
    const n = el.points.numberOfItems;
    for (let i = 0; i < n; i++) {
      x += el.points.getItem(i).x / n;
      y += el.points.getItem(i).y / n;
    }
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  });
}

async function click(page, square) {
  const c = await middle(page, square);
  await page.mouse.click(c.x, c.y);
}

async function dragMove(page, from, to) {
  const a = await middle(page, from);
  const b = await middle(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 5, a.y + 5, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
}

/** The squares marked as targets now, sorted. */
const targets = (page) => page.evaluate(() => [...document.querySelectorAll('svg.board [data-square].dest')]
  .map((e) => e.getAttribute('data-square')).sort());

/** Picks a piece up by keyboard, walks to the target with the arrow keys and puts it down. */
async function keyboardMove(page, from, to) {
  await page.locator(`svg.board [data-square="${from}"]`).first().evaluate((el) => el.focus());
  await page.keyboard.press('Enter');
  // The arrow nearest the target's direction first; a key already tried from a square is not
  // tried again from it, so a walk round a corner (down, then right) never loops.
  const keys = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  const tried = {};
  for (let i = 0; i < 40; i++) {
    const at = await page.evaluate(() => document.activeElement?.getAttribute('data-square'));
    if (at === to) break;
    const a = await middle(page, at);
    const b = await middle(page, to);
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    tried[at] ??= new Set();
    const key = Object.keys(keys)
      .filter((k) => !tried[at].has(k))
      .sort((k1, k2) => (keys[k2][0] * dx + keys[k2][1] * dy) - (keys[k1][0] * dx + keys[k1][1] * dy))[0];
    if (!key) break;
    tried[at].add(key);
    await page.keyboard.press(key);
  }
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-square')), to,
    `the arrow keys reach ${to} from ${from}`);
  await page.keyboard.press('Enter');
}

/** Starts a wedge game through the New game form. */
async function wedgeGame(page, seats, who, { teams = false } = {}) {
  await page.getByRole('button', { name: 'New game' }).click();
  const form = page.locator('form.new-game');
  await form.waitFor();
  await form.locator('#players').selectOption(String(seats));
  await form.locator(`#seat-${seats - 1}`).waitFor();
  for (let s = 0; s < seats; s++) await form.locator(`#seat-${s}`).selectOption(String(who[s]));
  if (teams) await form.getByLabel(/Teams:/).check();
  await form.getByRole('button', { name: 'Start game' }).click();
  await form.waitFor({ state: 'detached' });
  await page.waitForFunction((n) => document.querySelectorAll('svg.board [data-square]').length === n * 16, seats);
}

appTest('three players: the wedge board, two computers, played by drag, click and keyboard, reloaded; to its end, exported and imported (Chromium)', async ({ page, context, t }) => {
  await wedgeGame(page, 3, ['human', '1', '1']);
  assert.equal(await page.locator('svg.board polygon[data-square]').count(), 48, '48 quadrilateral squares');
  assert.deepEqual(sorted(await boardPieces(page)), sorted(placementPieces(START[3].split(' ')[0])), 'the three-zone start');
  assert.equal(await page.locator('.seat').count(), 3);
  for (const name of COLOURS.slice(0, 3)) {
    assert.ok(await page.locator('.seat .seat-name', { hasText: new RegExp(`^${name}`) }).count(), `${name} in the panel`);
  }
  assert.equal(await page.locator('svg.board [data-square="1c1"]').getAttribute('aria-label'),
    "c1 of Amber's zone, drone", 'squares are spoken by zone colour');
  assert.equal(await page.locator('svg.board [data-piece][data-at="2a1"]').getAttribute('aria-label'),
    "queen on a1 of Green's zone");

  let mine = 0;
  let reloaded = false;
  for (let turn = 0; turn < 400; turn++) {
    await waitForThought(page, () => /^(Your move|.* wins?\b|Draw)/.test(document.querySelector('.status')?.textContent || ''),
      null, { what: 'the computers\' turns', stall: COMPUTER_TIMEOUT });
    const status = await statusText(page);
    if (!status.startsWith('Your move')) break;
    assert.equal(status, 'Your move (Blue).');
    const shown = await moveTexts(page);
    const position = positionAfter(START[3], shown);
    assert.deepEqual(sorted(await boardPieces(page)), sorted(placementPieces(position.split(' ')[0])),
      `the board is the engine's after ${shown.join(' ')}`);
    const legal = legalMoves(position);
    // Captures first (the game ends when a zone is emptied), else a move that crosses a glued
    // edge if there is one, else the first; the engine's order makes the game repeatable.
    const move = legal.find((m) => m.includes('x'))
      || legal.find((m) => ends(m)[0][0] !== ends(m)[1][0])
      || legal[0];
    const [from, to] = ends(move);
    const before = shown.length;
    const how = ['click', 'drag', 'keyboard'][mine % 3];
    if (how === 'click') {
      await click(page, from);
      await page.locator(`svg.board [data-square="${to}"].dest`).waitFor({ state: 'attached' });
      const offered = await targets(page);
      const expected = [...new Set(legal.filter((m) => ends(m)[0] === from).map((m) => ends(m)[1]))].sort();
      assert.deepEqual(offered, expected, `the targets of ${from} are its legal moves`);
      if (from[0] !== to[0]) {
        assert.ok(await page.locator('svg.board .paths polyline.move-path').count() > 0,
          'the lines of the piece picked up are drawn');
      }
      await click(page, to);
    } else if (how === 'drag') {
      await dragMove(page, from, to);
    } else {
      await keyboardMove(page, from, to);
    }
    const after = await waitForMoves(page, before + 1, 5_000, `Blue plays ${move} by ${how}`);
    assert.equal(after[before], move, `the move list shows ${move}`);
    mine++;
    if (mine === 1) t.diagnostic(`the first move, ${move}, by ${how}`);
    if (mine === 4 && !reloaded) {
      // Mid-game: a reload brings the same game back.
      await waitForMoves(page, before + 3, 2 * COMPUTER_TIMEOUT, 'the computers answer');
      await waitForSaved(page, before + 3).catch(() => {});
      const kept = await moveTexts(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForBoard(page);
      await page.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length >= n, kept.length);
      assert.deepEqual((await moveTexts(page)).slice(0, kept.length), kept, 'the reload kept every move');
      assert.equal(await page.locator('svg.board polygon[data-square]').count(), 48, 'still the wedge board');
      reloaded = true;
    }
    // Elsewhere, once each way of moving has been used after the reload: the rest of the game
    // is the same wasm's logic, played on in Chromium (docs/testing.md, "One engine or three").
    if (!LOGIC_HERE && reloaded && mine >= 7) return;
  }
  const final = await moveTexts(page);
  const end = positionAfter(START[3], final);
  assert.ok(legalMoves(end).length === 0, `the engine agrees the game is over after ${final.length} moves`);
  const result = await statusText(page);
  assert.match(result, /^(Blue|Amber|Green)( and (Blue|Amber|Green))* wins?|^Draw/, result);
  assert.ok(reloaded, 'the game was reloaded mid-game');
  t.diagnostic(`${final.length} moves, ${mine} by the page; ${result}`);

  const shownScores = await scores(page);
  const { record, link } = await exportGame(page);
  assert.match(record, /\[Players "3"\]/, record);
  assert.match(link, /#game=/, link);
  assert.deepEqual(recordMoves(record), final, 'the record holds every move');

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.locator('form.dialog.import');
  await dialog.waitFor();
  await dialog.locator('#import-record').fill(record);
  await dialog.getByRole('button', { name: 'Check and open' }).click();
  const seats = page.locator('form.seats-dialog');
  await seats.waitFor();
  assert.match(await seats.textContent(), new RegExp(`3 players, ${final.length} moves played`));
  for (const i of [0, 1, 2]) await seats.locator(`#open-seat-${i}`).selectOption('human');
  await seats.getByRole('button', { name: 'Open game' }).click();
  await seats.waitFor({ state: 'detached' });
  await page.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length === n, final.length);
  assert.deepEqual(await moveTexts(page), final, 'the imported game has every move');
  assert.deepEqual(await scores(page), shownScores, 'and the same scores');
  assert.equal(await statusText(page), result, 'and the same result');

  // The share link opens the same game, in another tab.
  const other = await context.newPage();
  await other.goto(link, { waitUntil: 'domcontentloaded' });
  const shared = other.locator('form.seats-dialog');
  await shared.waitFor();
  assert.match(await shared.textContent(), new RegExp(`3 players, ${final.length} moves played`), 'the share link carries the game');
}, { timeout: 600_000 });

appTest('six players in teams: a round with five computers, each answer legal, the team totals shown', async ({ page, t }) => {
  await wedgeGame(page, 6, ['human', '1', '1', '1', '1', '1'], { teams: true });
  assert.equal(await page.locator('.seat').count(), 6, 'six seats in the panel');
  assert.match(await page.locator('p.teams').textContent(), /Blue \+ Rose 0 — Amber \+ Yellow 0 — Green \+ Red 0/);
  await waitForStatus(page, /^Your move \(Blue\)\.$/);
  const first = legalMoves(START[6]).find((m) => ends(m)[0][0] !== ends(m)[1][0]) || legalMoves(START[6])[0];
  const [from, to] = ends(first);
  await dragMove(page, from, to);
  const moves = await waitForMoves(page, 6, 5 * COMPUTER_TIMEOUT, 'your move and five answers');
  t.diagnostic(`the round: ${moves.join(' ')}`);
  assert.equal(moves[0], first);
  for (let i = 1; i < 6; i++) {
    const before = positionAfter(START[6], moves.slice(0, i));
    assert.ok(legalMoves(before).includes(moves[i].replace(/^clock /, '')), `${COLOURS[i]}'s ${moves[i]} is legal in ${before}`);
  }
  await waitForStatus(page, /^Your move \(Blue\)\.$/, 2 * COMPUTER_TIMEOUT);
  const now = await moveTexts(page);
  const position = positionAfter(START[6], now);
  assert.deepEqual(sorted(await boardPieces(page)), sorted(placementPieces(position.split(' ')[0])), 'the board is the engine\'s');
  const engineScores = position.split(' ')[4].split(',');
  assert.deepEqual(await scores(page), engineScores, 'the scores are the engine\'s');
}, { timeout: 300_000, engines: LOGIC_ONLY });

appTest('a wedge embed steps through a three-player game, and opens its position in Martian Chess', async ({ page }) => {
  const moves = ['0c2-0d3', '1a3-2d1', '2c2-2d3'];
  await page.goto(`${siteUrl()}embed.html#players=3&mode=step&moves=${moves.join('%20')}`);
  await page.locator('svg.board [data-piece]').first().waitFor();
  assert.equal(await page.locator('svg.board polygon[data-square]').count(), 48, 'the wedge board in the embed');
  const first = await page.locator('svg.board [data-piece]').count();
  assert.equal(first, 27);
  let position = START[3];
  for (let i = 0; i <= moves.length; i++) {
    position = play(START[3], moves.slice(0, i));
    const want = sorted(placementPieces(position.split(' ')[0]));
    await page.waitForFunction((w) => {
      const now = Object.fromEntries([...document.querySelectorAll('svg.board [data-piece]')]
        .map((e) => [e.getAttribute('data-at'), e.getAttribute('data-piece')]));
      return JSON.stringify(Object.keys(now).sort()) === JSON.stringify(Object.keys(w));
    }, want, { timeout: 5_000 }).catch(() => {});
    assert.deepEqual(sorted(await boardPieces(page)), want, `the board after ${i} moves is the engine's`);
    if (i < moves.length) await page.getByRole('button', { name: 'Next move' }).click();
  }
  const href = await page.locator('a', { hasText: 'Open in Martian Chess' }).getAttribute('href');
  assert.match(href, /#game=/, href);
  await page.goto(new URL(href, `${siteUrl()}embed.html`).href, { waitUntil: 'domcontentloaded' });
  const seats = page.locator('form.seats-dialog');
  await seats.waitFor();
  assert.match(await seats.textContent(), /3 players, 0 moves played/);
  for (const i of [0, 1, 2]) await seats.locator(`#open-seat-${i}`).selectOption('human');
  await seats.getByRole('button', { name: 'Open game' }).click();
  await seats.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelectorAll('svg.board polygon[data-square]').length === 48);
  assert.deepEqual(sorted(await boardPieces(page)), sorted(placementPieces(position.split(' ')[0])),
    'the app opens the position the embed showed');
  await waitForStatus(page, /^Blue to move\.$/);
}, { open: false, engines: LOGIC_ONLY });

appTest('axe: the three- and six-zone boards with a piece picked up, New game for six, a wedge embed', async ({ page }) => {
  await wedgeGame(page, 3, ['human', 'human', 'human']);
  await click(page, '0a3');
  await page.locator('svg.board [data-square].dest').first().waitFor({ state: 'attached' });
  await axeCheck(page, 'three-zone board, a piece picked up');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('form.new-game #players').selectOption('6');
  await page.locator('form.new-game #seat-5').waitFor();
  await axeCheck(page, 'New game, six players');
  await page.locator('form.new-game').getByRole('button', { name: 'Cancel' }).click();
  await wedgeGame(page, 6, ['human', 'human', 'human', 'human', 'human', 'human'], { teams: true });
  await axeCheck(page, 'six-zone board, teams');
  await page.goto(`${siteUrl()}embed.html#players=5&mode=step&moves=0c2-0d3`);
  await page.locator('svg.board [data-piece]').first().waitFor();
  await axeCheck(page, 'five-zone embed');
}, { timeout: 120_000, engines: LOGIC_ONLY });
