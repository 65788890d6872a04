// The play board on a first visit: what is drawn, and moving pieces by drag and by clicks.

import assert from 'node:assert/strict';
import {
  useApp, appTest, pieces, moveTexts, dests, centre, drag, clickSquare, statusText, settle,
  waitForMoves, legalMoves, squaresOf, releaseComputer, START_2P,
  scores, touchDrag, touchTap, recordPointerTypes, ENGINE, openApp,
} from './harness.mjs';

useApp();

appTest('first visit: 32 squares, 18 pieces, South at the bottom and to move', async ({ page }) => {
  const squares = await page.locator('svg.board [data-square]').count();
  assert.equal(squares, 32, 'the two-player board has 32 squares');
  const all = await pieces(page);
  assert.equal(Object.keys(all).length, 18, `18 pieces on distinct squares, found ${JSON.stringify(all)}`);
  // The standard start: South's pieces as RULES.md places them, North's turned half round.
  const expected = {
    b1: 'drone', c1: 'queen', d1: 'queen', b2: 'pawn', c2: 'drone', d2: 'queen', b3: 'pawn', c3: 'pawn', d3: 'drone',
    c8: 'drone', b8: 'queen', a8: 'queen', c7: 'pawn', b7: 'drone', a7: 'queen', c6: 'pawn', b6: 'pawn', a6: 'drone',
  };
  assert.deepEqual(all, expected, 'the pieces stand on the standard start squares');

  const a1 = await centre(page, 'a1');
  const a8 = await centre(page, 'a8');
  assert.ok(a1.y > a8.y, `South's zone is at the bottom: y(a1)=${a1.y} should exceed y(a8)=${a8.y}`);
  const d1 = await centre(page, 'd1');
  assert.ok(d1.x > a1.x, `files run left to right for South: x(d1)=${d1.x} > x(a1)=${a1.x}`);

  assert.equal(await statusText(page), 'Your move (South).');
  assert.deepEqual(await moveTexts(page), [], 'no moves yet');
  assert.deepEqual(await scores(page), ['0', '0'], 'both seats start at 0 points');
});

appTest('a drag moves a piece: drone d3 to d5', async ({ page }) => {
  await drag(page, 'd3', 'd5');
  const moves = await waitForMoves(page, 1, 5_000, 'after dropping the drone on d5');
  assert.equal(moves[0], 'd3-d5', 'the move list shows the drag');
  await page.waitForSelector('svg.board [data-at="d5"][data-piece="drone"]', { timeout: 5_000 })
    .catch(() => assert.fail('no drone on d5 after the drop'));
  assert.equal(await page.locator('svg.board [data-at="d3"]').count(), 0, 'd3 is empty after the drop');
  assert.equal(await page.locator('svg.board .piece.dragging').count(), 0, 'no dragged copy left behind');
  assert.equal(Object.keys(await pieces(page)).length, 18, 'still 18 pieces');
  // The held computer answer is then let through: the game goes on.
  await releaseComputer(page);
  await waitForMoves(page, 2, 30_000, "North's answer");
}, { holdComputer: true });

appTest('click-click: selecting shows the legal targets, the second click moves', async ({ page }) => {
  const expected = legalMoves(START_2P).filter((m) => m.startsWith('c3')).map((m) => squaresOf(m)[1]).sort();
  assert.deepEqual(expected, ['b4', 'd4'], 'the engine agrees on the pawn c3 moves');

  await clickSquare(page, 'c3');
  await page.waitForSelector('svg.board [data-square].dest', { timeout: 5_000 })
    .catch(() => assert.fail('clicking the pawn on c3 marked no legal target (.dest)'));
  assert.deepEqual(await dests(page), expected, 'the targets shown are the pawn\'s legal moves');
  assert.ok(await page.locator('svg.board .mark').count() >= expected.length, 'a mark is drawn on each target');
  assert.deepEqual(await moveTexts(page), [], 'selecting is not moving');

  // Another own piece switches the selection.
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => document.querySelector('svg.board [data-square="d5"].dest'));
  assert.deepEqual(await dests(page), ['d4', 'd5'], 'the drone on d3 may go to d4 or d5');

  await clickSquare(page, 'c3');
  await page.waitForFunction(() => document.querySelector('svg.board [data-square="b4"].dest'));
  await clickSquare(page, 'd4');
  const moves = await waitForMoves(page, 1, 5_000, 'after clicking c3 then d4');
  assert.equal(moves[0], 'c3-d4');
  await page.waitForSelector('svg.board [data-at="d4"][data-piece="pawn"]', { timeout: 5_000 });
  assert.equal(await page.locator('svg.board [data-at="c3"]').count(), 0, 'c3 is empty');
  assert.deepEqual(await dests(page), [], 'no targets left marked after the move');
}, { holdComputer: true });

appTest('an illegal drop snaps back: a pawn dragged straight ahead stays put', async ({ page }) => {
  assert.ok(!legalMoves(START_2P).includes('b3-b4'), 'b3-b4 is illegal (pawns move diagonally)');
  await drag(page, 'b3', 'b4');
  await page.waitForFunction(() => !document.querySelector('svg.board .piece.dragging'));
  await settle(page);
  assert.deepEqual(await moveTexts(page), [], 'no move was played');
  const now = await pieces(page);
  assert.equal(now.b3, 'pawn', 'the pawn is back on b3');
  assert.equal(now.b4, undefined, 'b4 stays empty');
  assert.equal(Object.keys(now).length, 18);
  assert.equal(await statusText(page), 'Your move (South).', 'still South to move');

  // And the board still takes a legal move afterwards.
  await drag(page, 'b3', 'a4');
  assert.deepEqual(await waitForMoves(page, 1, 5_000, 'a legal drag after the snap-back'), ['b3-a4']);
}, { holdComputer: true });

appTest('a piece dropped off the board snaps back and lets go of the pointer', async ({ page }) => {
  const a = await centre(page, 'c3');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 400, a.y + 40, { steps: 10 }); // over the side panel
  await page.mouse.up();
  // With the button up, the pointer comes back over the board: nothing may follow it.
  const b = await centre(page, 'b6');
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await settle(page);
  const stuck = await page.evaluate(() => ({
    copy: !!document.querySelector('svg.board .piece.dragging'),
    svg: document.querySelector('svg.board').getAttribute('class'),
  }));
  assert.ok(!stuck.copy && !/is-dragging/.test(stuck.svg),
    'after releasing the mouse off the board the piece must snap back; instead the board is still dragging ' +
    `(svg class "${stuck.svg}", a dragged copy follows the pointer with no button pressed)`);
  assert.deepEqual(await moveTexts(page), [], 'a drop off the board plays nothing');
  assert.equal((await pieces(page)).c3, 'pawn', 'the pawn is back on c3');
}, { holdComputer: true });

/** Where the engine made the touch input itself, the page saw touch pointers only. In WebKit
 * the harness makes the pointer events, pointerType and all, so checking their type there would
 * only read back what the test wrote: the move made is what is checked. */
async function touchPointersOnly(page) {
  if (ENGINE === 'webkit') return;
  const types = await page.evaluate(() => window.__pointerTypes);
  assert.ok(types.length > 0 && types.every((t) => t === 'touch'), `the board got touch pointers only: ${JSON.stringify(types)}`);
}

// Touch: the pointer path with pointerType "touch" (a phone). Chromium and Firefox get the
// engine's own touch input; WebKitGTK's driver has none, so the page gets the pointer events a
// touch makes (harness.touchPath says how).
appTest(`a touch drag moves a piece: drone d3 to d5 (${ENGINE === 'webkit' ? 'touch pointer events in the page' : 'real touch input'})`, async ({ page, context }) => {
  await context.addInitScript(recordPointerTypes);
  await openApp(page);
  await touchDrag(page, 'd3', 'd5');
  const moves = await waitForMoves(page, 1, 5_000, 'after a touch drag of the drone to d5');
  assert.equal(moves[0], 'd3-d5', 'the move list shows the touch drag');
  assert.equal(await page.locator('svg.board [data-at="d5"][data-piece="drone"]').count(), 1, 'the drone stands on d5');
  assert.equal(await page.locator('svg.board .piece.dragging').count(), 0, 'no dragged copy left behind');
  await touchPointersOnly(page);
}, { holdComputer: true, open: false });

appTest('touch taps: a tap selects the pawn, a tap on a target moves it', async ({ page, context }) => {
  await context.addInitScript(recordPointerTypes);
  await openApp(page);
  await touchTap(page, 'c3');
  await page.waitForSelector('svg.board [data-square].dest', { timeout: 5_000 })
    .catch(() => assert.fail('tapping the pawn on c3 marked no legal target'));
  assert.deepEqual(await dests(page), ['b4', 'd4'], 'the pawn\'s targets are shown');
  await touchTap(page, 'd4');
  const moves = await waitForMoves(page, 1, 5_000, 'after tapping d4');
  assert.equal(moves[0], 'c3-d4');
  await touchPointersOnly(page);
}, { holdComputer: true, open: false });
