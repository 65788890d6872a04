// The same game open in two tabs: a move in one shows up in the other without a reload, and a
// tab that missed the other's move never overwrites it (its own line is kept as another game).

import assert from 'node:assert/strict';
import {
  useApp, appTest, pieces, moveTexts, waitForBoard, waitForMoves, waitForStatus, chooseMoves,
  piecesAfter, positionAfter, legalMoves, twoHumanGame, playMoves, currentGameId, storedGame,
  recordMoves, waitForSaved, openLibrary, libraryGames, notices, siteUrl, settle,
} from './harness.mjs';

useApp();

/** Tab B: storage events can be held back from the app (a tab asleep, an event not delivered). */
function muteableStorageEvents() {
  window.__muteStorage = false;
  window.addEventListener('storage', (e) => {
    if (window.__muteStorage) e.stopImmediatePropagation();
  }, true);
}

appTest('two tabs on one game: each move shows in the other tab; a tab that missed a move keeps both lines', async ({ page: a, context }) => {
  await twoHumanGame(a);
  await waitForSaved(a, 0);
  const gameId = await currentGameId(a);

  const b = await context.newPage();
  await b.addInitScript(muteableStorageEvents);
  await b.goto(siteUrl(), { waitUntil: 'domcontentloaded' });
  await waitForBoard(b);
  await waitForStatus(b, /^South to move\.$/);
  assert.equal(await currentGameId(b), gameId, 'tab B opened the same game');

  // Moves alternate between the tabs; each appears in the other without a reload.
  const moves = chooseMoves(4, { pick: 1 });
  for (let i = 0; i < moves.length; i++) {
    const [here, there] = i % 2 === 0 ? [a, b] : [b, a];
    await playMoves(here, [moves[i]]);
    const seen = await waitForMoves(there, i + 1, 5_000, `move ${moves[i]} made in the other tab`);
    assert.deepEqual(seen, moves.slice(0, i + 1), 'the other tab shows every move');
    assert.deepEqual(await pieces(there), piecesAfter(moves.slice(0, i + 1)), 'and the pieces where they are');
  }
  assert.match((await notices(a)).join(' '), /changed in another tab/, 'tab A says where the moves came from');
  await waitForSaved(a, 4);
  assert.deepEqual(recordMoves((await storedGame(a, gameId)).record), moves, 'the saved game holds the moves of both tabs');

  // Tab B misses tab A's next move, then plays its own move on the old position.
  await b.evaluate(() => { window.__muteStorage = true; });
  const aMove = chooseMoves(5, { pick: 1 })[4];
  await playMoves(a, [aMove]);
  await waitForSaved(a, 5);
  await settle(b);
  assert.deepEqual(await moveTexts(b), moves, 'tab B did not see it');
  const bMove = legalMoves(positionAfter(moves)).find((m) => m.includes('-') && m !== aMove);
  await playMoves(b, [bMove]);
  await b.locator('.panel .notice').filter({ hasText: 'separate game' }).waitFor({ timeout: 5_000 })
    .catch(async () => assert.fail(`tab B should say its line was saved as a separate game; it says ${JSON.stringify(await notices(b))}`));

  // Nothing was overwritten: each line is a saved game.
  const aLine = [...moves, aMove];
  const bLine = [...moves, bMove];
  assert.deepEqual(recordMoves((await storedGame(a, gameId)).record), aLine, "tab A's line is stored under the game's id");
  const bId = await currentGameId(b);
  assert.notEqual(bId, gameId, "tab B's line has its own id");
  assert.deepEqual(recordMoves((await storedGame(b, bId)).record), bLine, "tab B's line is stored");

  await openLibrary(b);
  const listed = await libraryGames(b);
  const byId = Object.fromEntries(listed.map((g) => [g.id, g]));
  assert.ok(byId[gameId] && byId[bId], `both lines are in Saved games: ${JSON.stringify(listed)}`);
  assert.match(byId[gameId].meta, /· 5 moves$/);
  assert.match(byId[bId].meta, /· 5 moves$/);
  assert.match(byId[bId].title, /this tab/, `the separate game says where it came from: ${byId[bId].title}`);
  const made = new Set([...moves, aMove, bMove]);
  const stored = new Set([...aLine, ...bLine]);
  for (const mv of made) assert.ok(stored.has(mv), `${mv} is in a saved game`);

  // Tab A goes on with its line; tab B's game is not touched by it.
  await b.getByRole('button', { name: 'Back to the game' }).click();
  await waitForBoard(b);
  await b.evaluate(() => { window.__muteStorage = false; });
  const aNext = legalMoves(positionAfter(aLine)).find((m) => m.includes('-'));
  await playMoves(a, [aNext]);
  await a.waitForFunction(([id, n]) => {
    const text = localStorage.getItem(`martian-chess/v3/game/${id}`);
    return text && JSON.parse(text).record.split(/\s+/).filter((w) => /^[a-d][1-8][-x+][a-d][1-8]$/.test(w)).length === n;
  }, [gameId, 6]);
  await settle(b);
  assert.deepEqual(recordMoves((await storedGame(b, bId)).record), bLine, "tab B's game is unchanged");
  assert.deepEqual(await moveTexts(b), bLine, 'tab B still shows its own line');
  await b.close();
});

appTest('a name given to the game in one tab survives a move made in the other tab', async ({ page: a, context }) => {
  await twoHumanGame(a);
  const moves = chooseMoves(2);
  await playMoves(a, moves.slice(0, 1));
  await waitForSaved(a, 1);
  const gameId = await currentGameId(a);

  const b = await context.newPage();
  await b.goto(siteUrl(), { waitUntil: 'domcontentloaded' });
  await waitForBoard(b);
  await waitForMoves(b, 1, 5_000, 'tab B opens the same game');
  assert.equal(await currentGameId(b), gameId);

  // Tab B names the game.
  await openLibrary(b);
  const row = b.locator(`article.library li.saved-game[data-game-id="${gameId}"]`);
  await row.getByRole('button', { name: 'Rename' }).click();
  await row.getByLabel('Game name').fill('Derby');
  await row.getByRole('button', { name: 'Save name' }).click();
  // (The list itself may lag for the open game: see library.test.mjs.) The name is stored:
  await b.waitForFunction((id) => JSON.parse(localStorage.getItem(`martian-chess/v3/game/${id}`)).name === 'Derby', gameId)
    .catch(() => assert.fail('the name given in tab B is not stored'));
  await b.getByRole('button', { name: 'Back to the game' }).click();
  await waitForBoard(b);

  // Tab A plays on.
  await playMoves(a, moves.slice(1));
  await waitForSaved(a, 2);
  await waitForMoves(b, 2, 5_000, "tab A's move, in tab B");
  await settle(a);
  const stored = await storedGame(a, gameId);
  assert.deepEqual(recordMoves(stored.record), moves);
  assert.equal(stored.name, 'Derby',
    `the name given in tab B was dropped when tab A saved its next move (stored name: ${JSON.stringify(stored.name)})`);
  await openLibrary(a);
  const listed = await libraryGames(a);
  assert.equal(listed.find((g) => g.id === gameId)?.title, 'Derby', `Saved games shows the name: ${JSON.stringify(listed)}`);
  await b.close();
});
