// A game played to its end from a start position given in the New game form.

import assert from 'node:assert/strict';
import {
  useApp, LOGIC_ONLY, appTest, pieces, moveTexts, dests, clickSquare, drag, newGame, settle, waitForMoves,
  waitForStatus, waitForBoard, legalMoves, play, squaresOf,
  scores,
} from './harness.mjs';

useApp();

// South (to move, 4 points to 2) has one pawn left, on b4 next to the canal; North a queen.
const SETUP = '1q2/4/4/4/1p2/4/4/4 0 - - 4,2';

appTest('a game played to its end shows the result and takes no more moves', async ({ page }) => {
  const legal = legalMoves(SETUP);
  assert.ok(legal.includes('b4-a5'), `the engine lets the pawn cross the canal: ${legal.join(' ')}`);
  assert.equal(play(SETUP, ['b4-a5']).split(' ')[0], '1q2/4/4/p3/4/4/4/4');

  await newGame(page, { players: 2, seats: { 0: 'human', 1: 'human' }, setup: SETUP });
  await page.locator('form.new-game').waitFor({ state: 'detached' })
    .catch(async () => assert.fail(`the form did not start the game: ${await page.locator('.form-error').textContent().catch(() => '')}`));
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-piece]').length === 2, null, { timeout: 5_000 });
  assert.deepEqual(await pieces(page), { b8: 'queen', b4: 'pawn' }, 'the board shows the position text');
  assert.deepEqual(await scores(page), ['4', '2'], 'scores from the position text');
  await waitForStatus(page, /^South to move\.$/);

  await clickSquare(page, 'b4');
  await page.waitForSelector('svg.board [data-square].dest', { timeout: 5_000 });
  const expected = legal.filter((m) => m.startsWith('b4')).map((m) => squaresOf(m)[1]).sort();
  assert.deepEqual(await dests(page), expected, 'the pawn\'s targets are its legal moves');
  await clickSquare(page, 'b4'); // unselect
  await drag(page, 'b4', 'a5');
  assert.deepEqual(await waitForMoves(page, 1, 5_000, 'South crosses the canal'), ['b4-a5']);

  const result = page.locator('.status.result');
  await result.waitFor({ timeout: 5_000 })
    .catch(async () => assert.fail(`no result after South emptied its zone; status: ${await page.locator('.status').textContent().catch(() => '(none)')}`));
  const text = (await result.textContent()).trim();
  assert.match(text, /^South wins\b/, `the result names the winner: ${JSON.stringify(text)}`);
  assert.match(text, /empty zone/, `the result says the game ended on an empty zone: ${JSON.stringify(text)}`);
  assert.match(text, /4-2/, `the result gives the score: ${JSON.stringify(text)}`);

  // No further moves: the engine has none, the board offers none.
  assert.deepEqual(legalMoves(play(SETUP, ['b4-a5'])), [], 'a finished position has no legal moves');
  for (const sq of ['a5', 'b8']) {
    await clickSquare(page, sq);
    await settle(page);
    assert.deepEqual(await dests(page), [], `clicking ${sq} after the end offers no target`);
  }
  await drag(page, 'b8', 'b5');
  await drag(page, 'a5', 'b4');
  await settle(page);
  assert.deepEqual(await moveTexts(page), ['b4-a5'], 'no move is played after the end');
  assert.deepEqual(await pieces(page), { b8: 'queen', a5: 'pawn' });
  assert.equal(await page.locator('.status.result').count(), 1, 'the result stays up');

  // The finished game survives a reload.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await page.locator('.status.result').waitFor({ timeout: 5_000 });
  assert.equal((await page.locator('.status.result').textContent()).trim(), text, 'the same result after a reload');
});

appTest('the New game form refuses an unreadable start position and says why', async ({ page }) => {
  await newGame(page, { players: 2, setup: 'qqd1/4 0 - - 0,0' });
  const error = page.locator('form.new-game .form-error');
  await error.waitFor({ timeout: 5_000 }).catch(() => assert.fail('no error shown for a bad position text'));
  const message = (await error.textContent()).trim();
  assert.ok(message.length > 0, 'the error says something');
  assert.match(message, /placement|rank/i, `the error names the faulty field: ${JSON.stringify(message)}`);
  assert.equal(await page.locator('form.new-game').count(), 1, 'the form stays open');
  await page.locator('form.new-game').getByRole('button', { name: 'Cancel' }).click();
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  assert.equal(Object.keys(await pieces(page)).length, 18, 'the game under the form is unchanged');
}, { engines: LOGIC_ONLY });
