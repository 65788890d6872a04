// Moves with the keyboard alone: Tab reaches the board (one square in the tab order), arrows
// move between squares, Enter picks up and puts down, and screen readers hear the squares.

import assert from 'node:assert/strict';
import { useApp, appTest, pieces, moveTexts, waitForMoves } from './harness.mjs';

// The computer's answers are held: North answering (perhaps on d5) before the test reads the board
// would hide the move it checks.

useApp();

const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-square'));

appTest('a move made with the keyboard alone', async ({ page }) => {
  // Tab from the page's start until a square of the board has the focus.
  let square = null;
  for (let i = 0; i < 20 && !square; i++) {
    await page.keyboard.press('Tab');
    square = await focused(page);
  }
  assert.ok(square, 'Tab reaches the board');
  const label = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  assert.match(label, /^[a-d][1-8], South's zone, (pawn|drone|queen)$/, `the focused square is named: ${label}`);

  // Walk to d3 with the arrows (South is at the bottom: up is towards rank 8).
  const walk = async (target) => {
    for (let i = 0; i < 12; i++) {
      const at = await focused(page);
      if (at === target) return;
      const [f, r] = [at.charCodeAt(0), Number(at[1])];
      const [tf, tr] = [target.charCodeAt(0), Number(target[1])];
      await page.keyboard.press(tf > f ? 'ArrowRight' : tf < f ? 'ArrowLeft' : tr > r ? 'ArrowUp' : 'ArrowDown');
    }
    assert.equal(await focused(page), target, `the arrows reach ${target}`);
  };
  await walk('d3');
  await page.keyboard.press('Enter');
  await page.locator('svg.board [data-square="d5"].dest').waitFor({ state: 'attached' });
  const d5 = await page.evaluate(() => document.querySelector('[data-square="d5"]').getAttribute('aria-label'));
  assert.match(d5, /move here/, `a target says so: ${d5}`);
  await walk('d5');
  await page.keyboard.press('Enter');
  await waitForMoves(page, 1);
  assert.equal((await moveTexts(page))[0], 'd3-d5');
  const board = await pieces(page);
  assert.equal(board.d5, 'drone');
  assert.equal(board.d3, undefined);
}, { holdComputer: true });
