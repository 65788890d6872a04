// Saved games: every game is kept and listed; renaming keeps the moves; deleting asks first,
// "Keep" keeps it, and a deleted game does not come back.

import assert from 'node:assert/strict';
import {
  useApp, LOGIC_ONLY, appTest, moveTexts, pieces, waitForBoard, waitForMoves, waitForStatus, settle,
  chooseMoves, piecesAfter, twoHumanGame, playMoves, currentGameId, storedGame, recordMoves,
  waitForSaved, openLibrary, libraryGames, resumeGame,
} from './harness.mjs';

useApp();

const row = (page, id) => page.locator(`article.library li.saved-game[data-game-id="${id}"]`);

/** Two two-person games: the first with 3 moves, the second (open now) with 2. */
async function twoGames(page) {
  await twoHumanGame(page);
  const first = chooseMoves(3);
  await playMoves(page, first);
  await waitForSaved(page, 3);
  const firstId = await currentGameId(page);
  await twoHumanGame(page);
  const second = chooseMoves(2, { pick: 2 });
  await playMoves(page, second);
  await waitForSaved(page, 2);
  const secondId = await currentGameId(page);
  assert.notEqual(firstId, secondId, 'a new game has a new id');
  return { first, firstId, second, secondId };
}

appTest('Saved games lists every game; rename keeps its moves; Delete asks, Keep keeps, Delete removes', async ({ page }) => {
  const { first, firstId, secondId } = await twoGames(page);

  await openLibrary(page);
  const listed = await libraryGames(page);
  const ids = listed.map((g) => g.id);
  assert.ok(ids.indexOf(secondId) >= 0 && ids.indexOf(firstId) > ids.indexOf(secondId), `both listed, newest first: ${JSON.stringify(listed)}`);
  assert.ok(listed.find((g) => g.id === secondId).open, 'the open game is marked');
  assert.match(listed.find((g) => g.id === firstId).meta, /· 3 moves$/);

  // Rename the older game.
  await row(page, firstId).getByRole('button', { name: 'Rename' }).click();
  await row(page, firstId).getByLabel('Game name').fill('Friday with Sam');
  await row(page, firstId).getByRole('button', { name: 'Save name' }).click();
  await page.waitForFunction((id) => document.querySelector(`li.saved-game[data-game-id="${id}"] h3`)?.textContent.includes('Friday with Sam'), firstId);
  const renamed = await storedGame(page, firstId);
  assert.equal(renamed.name, 'Friday with Sam');
  assert.deepEqual(recordMoves(renamed.record), first, 'renaming keeps the moves');

  // Delete asks first; Keep keeps.
  await row(page, firstId).getByRole('button', { name: 'Delete' }).click();
  const confirm = row(page, firstId).getByRole('alertdialog');
  await confirm.waitFor();
  assert.match(await confirm.textContent(), /Delete this game for good\?/);
  assert.ok(await storedGame(page, firstId), 'asking deletes nothing');
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await confirm.waitFor({ state: 'detached' });
  assert.ok(await storedGame(page, firstId), 'Keep keeps the game');
  assert.equal(await row(page, firstId).count(), 1, 'and it stays listed');

  // Resume it: its moves.
  assert.deepEqual(await resumeGame(page, firstId, first), first);
  assert.deepEqual(await pieces(page), piecesAfter(first));
  await openLibrary(page);
  // Delete the other game for good.
  await row(page, secondId).getByRole('button', { name: 'Delete' }).click();
  await row(page, secondId).getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await row(page, secondId).waitFor({ state: 'detached' });
  assert.equal(await storedGame(page, secondId), null, 'the deleted game is gone from storage');
  assert.deepEqual(recordMoves((await storedGame(page, firstId)).record), first, 'the other game is untouched');

  await page.getByRole('button', { name: 'Back to the game' }).click();
  await waitForBoard(page);
  assert.deepEqual(await moveTexts(page), first, 'the open game is still on the board');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await waitForMoves(page, 3, 5_000, 'after a reload');
  await openLibrary(page);
  assert.ok(!(await libraryGames(page)).some((g) => g.id === secondId), 'the deleted game does not come back');
});

appTest('deleting the open game opens a fresh one, and the deleted game is not written back', async ({ page }) => {
  const { first, firstId, secondId } = await twoGames(page);
  await openLibrary(page);
  await row(page, secondId).getByRole('button', { name: 'Delete' }).click();
  await row(page, secondId).getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await row(page, secondId).waitFor({ state: 'detached' });
  await settle(page);
  assert.equal(await storedGame(page, secondId), null, 'the open game was deleted');
  assert.ok(await storedGame(page, firstId), 'the other game is kept');

  await page.getByRole('button', { name: 'Back to the game' }).click();
  await waitForBoard(page);
  assert.deepEqual(await moveTexts(page), [], 'a fresh game is open');
  const freshId = await currentGameId(page);
  assert.ok(![firstId, secondId].includes(freshId));
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  assert.equal(await storedGame(page, secondId), null, 'the deleted game was not written back');
  await openLibrary(page);
  const ids = (await libraryGames(page)).map((g) => g.id);
  assert.ok(ids.includes(firstId) && !ids.includes(secondId), `listed: ${ids}`);
  assert.deepEqual(await resumeGame(page, firstId, first), first);
  await waitForStatus(page, /to move/);
});

appTest('renaming the open game in Saved games shows the new name at once', async ({ page }) => {
  const { secondId } = await twoGames(page);
  await openLibrary(page);
  const open = row(page, secondId);
  assert.equal(await open.locator('.badge').count(), 1, 'this is the open game');
  await open.getByRole('button', { name: 'Rename' }).click();
  await open.getByLabel('Game name').fill('Derby');
  await open.getByRole('button', { name: 'Save name' }).click();
  await page.waitForFunction((id) => JSON.parse(localStorage.getItem(`martian-chess/v3/game/${id}`)).name === 'Derby', secondId)
    .catch(() => assert.fail('the new name is not stored'));
  await page.waitForFunction((id) => document.querySelector(`li.saved-game[data-game-id="${id}"] h3`)?.textContent.includes('Derby'), secondId, { timeout: 3_000 })
    .catch(async () => assert.fail('after "Save name" on the open game the list still shows ' +
      `${JSON.stringify((await open.locator('h3').textContent()).replace(/open$/, ''))} (the name is stored: reopening Saved games shows it)`));
}, { engines: LOGIC_ONLY });

appTest('on a phone the top bar fits: Menu is on screen and opens Saved games', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => innerWidth <= 460);
  const bar = await page.evaluate(() => ({
    width: innerWidth,
    page: document.documentElement.scrollWidth,
    buttons: [...document.querySelectorAll('header.topbar nav > button, header.topbar nav > a')]
      .map((b) => ({ name: b.textContent.trim(), right: b.getBoundingClientRect().right })),
  }));
  assert.ok(bar.page <= bar.width, `the page is ${bar.page} px wide in a ${bar.width} px window`);
  for (const b of bar.buttons) assert.ok(b.right <= bar.width, `${b.name} ends at ${b.right} px, past ${bar.width}`);
  assert.deepEqual(bar.buttons.map((b) => b.name), ['New game', 'Learn', 'Menu']);
  await openLibrary(page);
  assert.equal((await libraryGames(page)).length, 1);
});
