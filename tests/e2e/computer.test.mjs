// Playing the computer: it answers, the page stays usable while it thinks, and a reload keeps
// the game.

import assert from 'node:assert/strict';
import {
  useApp, appTest, pieces, moveTexts, dests, clickSquare, clickMove, drag, statusText, settle,
  waitForMoves, waitForStatus, waitForBoard, legalMoves, play, releaseComputer, START_2P,
  COMPUTER_TIMEOUT,
  scores, waitForThought
} from './harness.mjs';

useApp();

appTest('the computer answers, and the page takes clicks while it thinks', async ({ page, t }) => {
  await clickMove(page, 'c3', 'b4');
  await waitForMoves(page, 1, 5_000, 'your move c3-b4');
  await waitForStatus(page, /North.*is thinking/);
  assert.ok(await page.locator('.status.thinking').count(), 'the status line is marked as thinking');

  // Open and close the rules while the computer thinks.
  let start = Date.now();
  await page.getByRole('button', { name: 'How to play' }).click();
  await page.locator('article.rules').waitFor({ state: 'visible' });
  t.diagnostic(`rules page shown ${Date.now() - start} ms after the click, while the computer thinks`);
  assert.equal(await page.locator('[data-square]').count(), 0, 'the play board gives way to the rules page');
  assert.ok(await page.locator('article.rules svg.board.mini').count() > 0, 'the rules page has its pictures');

  start = Date.now();
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await waitForBoard(page);
  t.diagnostic(`board back ${Date.now() - start} ms after the click`);
  assert.equal(await page.locator('article.rules').count(), 0, 'the rules page is closed');
  assert.equal(Object.keys(await pieces(page)).length, 18, 'the board is back with its 18 pieces');
  assert.deepEqual(await moveTexts(page), ['c3-b4'], 'the game is as it was');
  assert.match(await statusText(page), /North.*is thinking/, 'still the computer\'s turn');

  // Clicking pieces while it is not your turn selects nothing and moves nothing.
  await clickSquare(page, 'd3');
  await clickSquare(page, 'd5');
  await clickSquare(page, 'c6');
  await settle(page);
  assert.deepEqual(await dests(page), [], 'no targets are offered while the computer thinks');
  assert.deepEqual(await moveTexts(page), ['c3-b4'], 'no move is made while the computer thinks');

  // The worker really thinks meanwhile; its answer (held by the test) then reaches the page.
  await waitForThought(page, () => window.__computer.held() > 0, null)
    .catch(() => assert.fail(`the computer gave no answer within ${COMPUTER_TIMEOUT} ms`));
  await releaseComputer(page);
  const moves = await waitForMoves(page, 2, 5_000, "North's answer");
  const after = play(START_2P, ['c3-b4']);
  assert.ok(legalMoves(after).includes(moves[1]), `North's move ${moves[1]} is legal in ${after} (engine: ${legalMoves(after).join(' ')})`);
  await waitForStatus(page, /^Your move \(South\)\.$/);

  // And it is your turn again: a piece can be picked up.
  await clickSquare(page, 'c2');
  await page.waitForSelector('svg.board [data-square].dest', { timeout: 5_000 })
    .catch(() => assert.fail('after North\'s answer, clicking the drone on c2 offers no target'));
}, { holdComputer: true });

// A reload on the computer's turn: the page asks its new worker again, and the computer moves.
// (The soak met a Firefox visit whose computer thought for ever after such a reload: the room
// asked before the page's worker was started, and the request was lost.) The answers are held,
// so the reload comes while the computer thinks however fast it is.
appTest('a reload while the computer thinks: it thinks again and moves', async ({ page }) => {
  await clickMove(page, 'c3', 'b4');
  await waitForMoves(page, 1, 5_000, 'your move c3-b4');
  await waitForStatus(page, /North.*is thinking/);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await waitForMoves(page, 1, 5_000, 'the saved move after the reload');
  await waitForStatus(page, /North.*is thinking/);
  await waitForThought(page, () => window.__computer.held() > 0, null)
    .catch(() => assert.fail(`after the reload the computer gave no answer within ${COMPUTER_TIMEOUT} ms`));
  await releaseComputer(page);
  const moves = await waitForMoves(page, 2, COMPUTER_TIMEOUT, "North's answer after the reload");
  assert.ok(legalMoves(play(START_2P, ['c3-b4'])).includes(moves[1]), `North's move ${moves[1]} is legal`);
  await waitForStatus(page, /^Your move \(South\)\.$/);
}, { holdComputer: true });

appTest('a reload keeps the game: same pieces, same squares, same moves', async ({ page }) => {
  await drag(page, 'd3', 'd5');
  await waitForMoves(page, 1, 5_000, 'your move d3-d5');
  const moves = await waitForMoves(page, 2, COMPUTER_TIMEOUT, "North's answer");
  await waitForStatus(page, /^Your move \(South\)\.$/);
  const before = {
    pieces: await pieces(page),
    moves,
    scores: await scores(page),
  };
  const keys = await page.evaluate(() => Object.keys(localStorage));
  // The contract said martian-chess/v1/; the app now writes format 3 (v3) and migrates v1 and v2.
  assert.ok(keys.length > 0 && keys.every((k) => /^martian-chess\/v\d+\//.test(k)),
    `the game is saved under martian-chess/v<format>/ keys: ${JSON.stringify(keys)}`);

  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await waitForMoves(page, 2, 5_000, 'the saved moves after the reload');
  const reloaded = {
    pieces: await pieces(page),
    moves: await moveTexts(page),
    scores: await scores(page),
  };
  assert.deepEqual(reloaded, before, 'after the reload the board, move list and scores are the same');
  assert.equal(await statusText(page), 'Your move (South).', 'still your move after the reload');
  assert.equal(await page.locator('.notice').count(), 0, 'no message about the saved game');

  // The restored game goes on.
  const position = play(START_2P, moves);
  const mine = legalMoves(position).find((m) => /^[a-d][1-4]-[a-d][1-4]$/.test(m));
  assert.ok(mine, `a quiet move for South in ${position}`);
  const [from, to] = mine.split('-');
  await clickMove(page, from, to);
  const more = await waitForMoves(page, 3, 5_000, `a third move ${mine} after the reload`);
  assert.equal(more[2], mine, `the move list after the third move: [${more.join(', ')}]`);
});
