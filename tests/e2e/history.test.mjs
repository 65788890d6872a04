// Taking moves back and playing them again, stepping through a game, and playing on from an
// earlier position: a new game, while the original stays as it was.

import assert from 'node:assert/strict';
import {
  useApp, LOGIC_ONLY, appTest, pieces, moveTexts, clickMove, waitForMoves, waitForStatus, waitForBoard, settle,
  legalMoves, START_2P, COMPUTER_TIMEOUT, placementPieces, positionAfter, piecesAfter, chooseMoves,
  twoHumanGame, playMoves, plyText, currentGameId, storedGame, recordMoves, waitForSaved,
  openLibrary, libraryGames, resumeGame, squaresOf, waitForThought
} from './harness.mjs';

useApp();

const START_PIECES = placementPieces(START_2P);

/** Waits until the move list holds exactly `n` moves. */
async function waitForExactly(page, n, why) {
  await page.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length === n, n, { timeout: 5_000 })
    .catch(async () => assert.fail(`expected exactly ${n} move(s) (${why}); the list shows [${(await moveTexts(page)).join(', ')}]`));
  return moveTexts(page);
}

const button = (page, name) => page.locator('.history-bar').getByRole('button', { name, exact: true });

/** A quiet move for the side to move after `moves`, from the engine. */
function quietMove(moves) {
  const legal = legalMoves(positionAfter(moves));
  const mv = legal.find((m) => m.includes('-'));
  assert.ok(mv, `a quiet move after ${moves.join(' ')}: ${legal.join(' ')}`);
  return mv;
}

appTest('against the computer, undo goes back to your previous turn and redo brings the moves back', async ({ page }) => {
  // Two rounds against the computer.
  await clickMove(page, 'd3', 'd5');
  const two = await waitForMoves(page, 2, COMPUTER_TIMEOUT, "North's first answer");
  await waitForStatus(page, /^Your move \(South\)\.$/);
  const afterTwo = await pieces(page);
  assert.deepEqual(afterTwo, piecesAfter(two), `the board after ${two.join(' ')} is the engine's`);

  const second = quietMove(two);
  await clickMove(page, ...squaresOf(second));
  const four = await waitForMoves(page, 4, COMPUTER_TIMEOUT, "North's second answer");
  await waitForStatus(page, /^Your move \(South\)\.$/);
  assert.equal(four[2], second);
  const afterFour = await pieces(page);
  assert.deepEqual(afterFour, piecesAfter(four), `the board after ${four.join(' ')} is the engine's`);
  await waitForSaved(page, 4);

  // Undo takes back your move and the computer's answer to it: your turn again.
  await button(page, '↶ Undo').click();
  assert.deepEqual(await waitForExactly(page, 2, 'after one undo'), two, 'one undo takes back a whole round');
  assert.deepEqual(await pieces(page), afterTwo, 'the pieces are back on their squares of two moves ago');
  await waitForStatus(page, /^Your move \(South\)\.$/);
  await settle(page);
  assert.equal(await page.locator('.status.thinking').count(), 0, 'the computer does not play again by itself');
  assert.ok(await button(page, 'Redo ↷').isEnabled(), 'Redo is offered');

  await button(page, '↶ Undo').click();
  assert.deepEqual(await waitForExactly(page, 0, 'after the second undo'), []);
  assert.deepEqual(await pieces(page), START_PIECES, 'back at the start');
  assert.ok(await button(page, '↶ Undo').isDisabled(), 'nothing more to take back');

  // Redo plays both moves of a round again.
  await button(page, 'Redo ↷').click();
  assert.deepEqual(await waitForExactly(page, 2, 'after one redo'), two);
  assert.deepEqual(await pieces(page), afterTwo);
  await button(page, 'Redo ↷').click();
  assert.deepEqual(await waitForExactly(page, 4, 'after the second redo'), four);
  assert.deepEqual(await pieces(page), afterFour, 'redo puts every piece back where it was');
  assert.ok(await button(page, 'Redo ↷').isDisabled(), 'nothing more to play again');
  await waitForStatus(page, /^Your move \(South\)\.$/);

  // What was taken back survives a reload and can still be played again.
  await button(page, '↶ Undo').click();
  await waitForExactly(page, 2, 'undo before the reload');
  await waitForSaved(page, 2);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  assert.deepEqual(await waitForExactly(page, 2, 'after the reload'), two);
  await button(page, 'Redo ↷').waitFor();
  assert.ok(await button(page, 'Redo ↷').isEnabled(), 'Redo is still offered after a reload');
  await button(page, 'Redo ↷').click();
  assert.deepEqual(await waitForExactly(page, 4, 'redo after the reload'), four);
  assert.deepEqual(await pieces(page), afterFour);
});

appTest('stepping through a game with the history buttons and the move list shows each position', async ({ page }) => {
  await twoHumanGame(page);
  const moves = chooseMoves(5);
  await playMoves(page, moves);
  const n = moves.length;
  const expectAt = async (k, how) => {
    await page.waitForFunction((t) => document.querySelector('.history-bar .ply')?.textContent.trim() === t, `${k}/${n}`, { timeout: 5_000 })
      .catch(async () => assert.fail(`${how}: the counter should say ${k}/${n}, it says ${await plyText(page)}`));
    assert.deepEqual(await pieces(page), piecesAfter(moves.slice(0, k)),
      `${how}: the board shows the position after ${k} move(s) (${moves.slice(0, k).join(' ') || 'the start'})`);
    assert.deepEqual(await moveTexts(page), moves, `${how}: the move list still holds the whole game`);
  };

  await button(page, 'First position').click();
  await expectAt(0, 'First position');
  await waitForStatus(page, new RegExp(`^Looking at move 0 of ${n}\\.`));
  assert.ok(await button(page, 'Previous move').isDisabled(), 'no move before the first position');

  for (let k = 1; k <= n; k++) {
    await button(page, 'Next move').click();
    await expectAt(k, `Next move to ${k}`);
  }
  assert.ok(await button(page, 'Next move').isDisabled(), 'no move after the last');
  await waitForStatus(page, /^South to move\.|^North to move\./);

  for (let k = n - 1; k >= n - 3; k--) {
    await button(page, 'Previous move').click();
    await expectAt(k, `Previous move to ${k}`);
  }
  await waitForStatus(page, new RegExp(`^Looking at move ${n - 3} of ${n}\\.`));

  // A click on a move in the list shows the position after it.
  for (const k of [2, 5, 1]) {
    await page.locator('ol.move-list button.move').nth(k - 1).click();
    await expectAt(k, `a click on move ${k} (${moves[k - 1]})`);
    const current = await page.evaluate(() => [...document.querySelectorAll('ol.move-list button.move')]
      .findIndex((b) => b.classList.contains('current')));
    assert.equal(current, k - 1, `move ${k} is highlighted in the list`);
  }

  await button(page, 'Last position').click();
  await expectAt(n, 'Last position');
  assert.equal(await page.getByRole('button', { name: 'Play from here' }).count(), 0, 'no "Play from here" at the end');

  // Looking around changed nothing in the saved game.
  const saved = await storedGame(page, await currentGameId(page));
  assert.deepEqual(recordMoves(saved.record), moves, 'the saved record still holds the whole game');
}, { engines: LOGIC_ONLY });

appTest('moving on an earlier position starts a new game; the original stays in Saved games unchanged', async ({ page }) => {
  await twoHumanGame(page);
  const original = chooseMoves(4);
  await playMoves(page, original);
  await waitForSaved(page, 4);
  const originalId = await currentGameId(page);

  // Look at the position after move 2 and play another move there.
  await page.locator('ol.move-list button.move').nth(1).click();
  await page.waitForFunction(() => document.querySelector('.history-bar .ply')?.textContent.trim() === '2/4');
  const legal = legalMoves(positionAfter(original.slice(0, 2)));
  const other = legal.find((m) => m.includes('-') && m !== original[2]);
  assert.ok(other, 'another quiet move after move 2');
  await clickMove(page, ...squaresOf(other));
  const forked = [...original.slice(0, 2), other];
  assert.deepEqual(await waitForExactly(page, 3, 'the move played on move 2'), forked,
    'the new game holds the first two moves and the new one');
  assert.deepEqual(await pieces(page), piecesAfter(forked));
  await waitForSaved(page, 3);
  const forkId = await currentGameId(page);
  assert.notEqual(forkId, originalId, 'the new line is saved as a new game');
  assert.deepEqual(recordMoves((await storedGame(page, originalId)).record), original, 'the original is stored unchanged');

  // "Play from here" does the same without a move.
  await button(page, 'Previous move').click();
  await page.waitForFunction(() => document.querySelector('.history-bar .ply')?.textContent.trim() === '2/3');
  await page.getByRole('button', { name: 'Play from here' }).click();
  assert.deepEqual(await waitForExactly(page, 2, 'after Play from here'), original.slice(0, 2));
  await waitForSaved(page, 2);
  const fromHereId = await currentGameId(page);
  assert.ok(![originalId, forkId].includes(fromHereId), 'Play from here makes another new game');
  assert.deepEqual(recordMoves((await storedGame(page, forkId)).record), forked, 'the first new game is stored unchanged');

  // All three are in Saved games; each opens with its own moves.
  await openLibrary(page);
  const listed = await libraryGames(page);
  const byId = Object.fromEntries(listed.map((g) => [g.id, g]));
  for (const id of [originalId, forkId, fromHereId]) assert.ok(byId[id], `game ${id} is listed: ${JSON.stringify(listed)}`);
  assert.match(byId[originalId].meta, /· 4 moves$/, `the original still has 4 moves: ${byId[originalId].meta}`);
  assert.match(byId[forkId].meta, /· 3 moves$/, byId[forkId].meta);
  assert.equal(byId[forkId].title, 'From move 2', 'the new game says where it came from');
  assert.match(byId[fromHereId].title, /from move 2$/i, byId[fromHereId].title);
  assert.ok(byId[fromHereId].open, 'the game open now is marked');

  assert.deepEqual(await resumeGame(page, originalId, original), original, 'the original opens with its four moves');
  assert.deepEqual(await pieces(page), piecesAfter(original));
  await openLibrary(page);
  assert.deepEqual(await resumeGame(page, forkId, forked), forked, 'the new game opens with its three moves');
  assert.deepEqual(await pieces(page), piecesAfter(forked));
}, { engines: LOGIC_ONLY });

appTest('looking back at an earlier move while the computer thinks: back at the end, the computer answers', async ({ page }) => {
  await clickMove(page, 'd3', 'd5');
  await waitForMoves(page, 1, 5_000, 'your move d3-d5');
  await waitForStatus(page, /North.*is thinking/);

  // While it thinks, the player looks at the start position.
  await button(page, 'Previous move').click();
  await page.waitForFunction(() => document.querySelector('.history-bar .ply')?.textContent.trim() === '0/1');
  assert.deepEqual(await pieces(page), START_PIECES);

  // The computer's answer arrives meanwhile (held by the test until it was found).
  await waitForThought(page, () => window.__computer.held() > 0, null)
    .catch(() => assert.fail(`the computer gave no answer within ${COMPUTER_TIMEOUT} ms`));
  await page.evaluate(() => window.__computer.release());
  // The answer goes into the game while the player still looks at the start: the history
  // counts two moves, the board stays where the player is.
  await waitForThought(page, () => document.querySelector('.history-bar .ply')?.textContent.trim() === '0/2', null)
    .catch(async () => assert.fail(`the computer's answer never went into the game while the start was shown (the bar says ${await page.locator('.history-bar .ply').textContent()})`));
  assert.deepEqual(await pieces(page), START_PIECES, 'the board stays at the position looked at');

  // Back to the game: the computer's move is there.
  await button(page, 'Last position').click();
  await page.waitForFunction(() => /^(\d+)\/\1$/.test(document.querySelector('.history-bar .ply')?.textContent.trim()));
  const moves = await waitForMoves(page, 2, 15_000).catch(async (e) => {
    e.message = 'back at the last position, the computer never answers: the status says ' +
      `${JSON.stringify((await page.locator('.status').first().textContent()).trim())} and the move list shows ` +
      `[${(await moveTexts(page)).join(', ')}] after 15 s (its answer came while an earlier move was shown)`;
    throw e;
  });
  assert.ok(legalMoves(positionAfter(['d3-d5'])).includes(moves[1]), `North's move ${moves[1]} is legal`);
  await waitForStatus(page, /^Your move \(South\)\.$/);
}, { holdComputer: true });
