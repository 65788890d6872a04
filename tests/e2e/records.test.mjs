// A game leaves the app and comes back the same: Export (record, .txt, share link) and Import
// (pasted or from a file); a record with a bad move is refused and changes nothing.

import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  useApp, LOGIC_ONLY, appTest, pieces, moveTexts, waitForBoard, waitForStatus, chooseMoves, piecesAfter,
  twoHumanGame, playMoves, currentGameId, storedGame, recordMoves, waitForSaved, openLibrary,
  libraryGames, resumeGame, exportGame, storageEntries, settle, positionAfter, legalMoves, watch,
} from './harness.mjs';

useApp();

// Six moves, the third calling the clock.
const MOVES = chooseMoves(6, { clockAt: 2 });

/** A two-person game with MOVES played; returns what a player sees of it. */
async function playedGame(page) {
  await twoHumanGame(page);
  await playMoves(page, MOVES);
  await waitForSaved(page, MOVES.length);
  return seen(page);
}

async function seen(page) {
  return {
    moves: await moveTexts(page),
    pieces: await pieces(page),
    clock: (await page.locator('.clock').first().textContent()).trim(),
    status: (await page.locator('.status').first().textContent()).trim(),
  };
}

const savedGameKeys = (entries) => Object.keys(entries).filter((k) => k.startsWith('martian-chess/v3/game/')).sort();

async function openImport(page) {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.locator('form.dialog.import');
  await dialog.waitFor();
  return dialog;
}

/** The seats dialog: every seat a person, then Open game. */
async function openWithPeople(page, title) {
  const seats = page.locator('form.seats-dialog');
  await seats.waitFor();
  assert.equal((await seats.locator('#seats-title').textContent()).trim(), `${title}: Martian Chess`);
  assert.match(await seats.textContent(), new RegExp(`2 players, ${MOVES.length} moves played`), 'the dialog says what is coming');
  for (const i of [0, 1]) await seats.locator(`#open-seat-${i}`).selectOption('human');
  await seats.getByRole('button', { name: 'Open game' }).click();
  await seats.waitFor({ state: 'detached' });
  await waitForBoard(page);
}

appTest('Export then Import (pasted) gives the same game, as a new saved game', async ({ page }) => {
  const before = await playedGame(page);
  assert.deepEqual(before.moves, MOVES);
  assert.match(before.clock, /^Clock called: \d of 7 quiet moves\.$/, 'the clock was called');
  assert.deepEqual(before.pieces, piecesAfter(MOVES), 'the board is the engine\'s');
  const originalId = await currentGameId(page);

  const { record } = await exportGame(page);
  assert.match(record, /\[Players "2"\]/, `the record names the players: ${record}`);
  assert.deepEqual(recordMoves(record), MOVES, `the record holds every move, the clock call included:\n${record}`);

  const dialog = await openImport(page);
  await dialog.locator('#import-record').fill(record);
  await dialog.getByRole('button', { name: 'Check and open' }).click();
  await openWithPeople(page, 'Imported game');
  await page.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length === n, MOVES.length);
  assert.deepEqual(await seen(page), before, 'the imported game: same moves, pieces, clock and turn');
  await waitForSaved(page, MOVES.length);
  const importedId = await currentGameId(page);
  assert.notEqual(importedId, originalId, 'the import is a new saved game');

  // Both are kept; the original is untouched.
  assert.deepEqual(recordMoves((await storedGame(page, originalId)).record), MOVES);
  await openLibrary(page);
  const ids = (await libraryGames(page)).map((g) => g.id);
  assert.ok(ids.includes(originalId) && ids.includes(importedId), `both games are listed: ${ids}`);

  // And the imported game plays on.
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await waitForBoard(page);
  const next = legalMoves(positionAfter(MOVES)).find((m) => m.includes('-'));
  await playMoves(page, [next]);
});

appTest('an imported record with an illegal move is refused: its round and text are named, nothing changes', async ({ page, t }) => {
  await playedGame(page);
  const { record } = await exportGame(page);
  const entriesBefore = await storageEntries(page);
  const movesBefore = await moveTexts(page);

  // Round 2, North's move replaced by a pawn moving straight ahead (pawns go diagonally).
  const [, , , north2] = MOVES;
  assert.ok(!MOVES[3].startsWith('clock'));
  const bad = 'c6-c5';
  assert.ok(!legalMoves(positionAfter(MOVES.slice(0, 3))).includes(bad), `${bad} is illegal there`);
  const broken = record.replace(` ${north2}`, ` ${bad}`);
  assert.notEqual(broken, record);
  assert.deepEqual(recordMoves(broken).slice(0, 4), [...MOVES.slice(0, 3), bad]);

  const dialog = await openImport(page);
  await dialog.locator('#import-record').fill(broken);
  await dialog.getByRole('button', { name: 'Check and open' }).click();
  const error = dialog.locator('.form-error');
  await error.waitFor({ timeout: 5_000 }).catch(() => assert.fail('no error shown for a record with an illegal move'));
  const message = (await error.textContent()).trim();
  t.diagnostic(`import error: ${message}`);
  assert.match(message, /round 2\b/, `the error names the round: ${JSON.stringify(message)}`);
  assert.ok(message.includes(bad), `the error quotes the bad move ${bad}: ${JSON.stringify(message)}`);
  assert.equal(await page.locator('form.seats-dialog').count(), 0, 'no game is offered to open');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await settle(page);
  assert.deepEqual(await moveTexts(page), movesBefore, 'the game on the board is unchanged');
  const entriesAfter = await storageEntries(page);
  assert.deepEqual(savedGameKeys(entriesAfter), savedGameKeys(entriesBefore), 'no new saved game');
  assert.deepEqual(entriesAfter, entriesBefore, 'storage is unchanged');
}, { engines: LOGIC_ONLY });

appTest('a record imported from a file, and the downloaded .txt, give the same game', async ({ page }) => {
  const before = await playedGame(page);
  const originalId = await currentGameId(page);

  // Download .txt saves exactly the record shown.
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.locator('.dialog.export');
  const record = await exportDialog.locator('#export-record').inputValue();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 10_000 }),
    exportDialog.getByRole('button', { name: 'Download .txt' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `martian-chess-${originalId}.txt`);
  // Saved where the test says: Chromium's browser is a server the test connects to, and its
  // downloads have no path here.
  const saved = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-download-')), download.suggestedFilename());
  await download.saveAs(saved);
  const file = await readFile(saved, 'utf8');
  assert.equal(file, record, 'the downloaded file holds the record');
  await exportDialog.getByRole('button', { name: 'Done' }).click();

  const dialog = await openImport(page);
  await dialog.locator('#import-file').setInputFiles({
    name: 'friday-game.txt', mimeType: 'text/plain', buffer: Buffer.from(file, 'utf8'),
  });
  await page.waitForFunction((r) => document.querySelector('#import-record')?.value === r, file, { timeout: 5_000 })
    .catch(() => assert.fail('the chosen file was not read into the record box'));
  await dialog.getByRole('button', { name: 'Check and open' }).click();
  await openWithPeople(page, 'Imported game');
  await page.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length === n, MOVES.length);
  assert.deepEqual(await seen(page), before, 'the game from the file: same moves, pieces, clock and turn');
  await waitForSaved(page, MOVES.length);
  assert.notEqual(await currentGameId(page), originalId);
  assert.deepEqual(recordMoves((await storedGame(page, originalId)).record), MOVES, 'the original is untouched');
});

appTest('a share link pasted into a tab that shows the app already opens the game as a fresh load does', async ({ page }) => {
  const before = await playedGame(page);
  const { link } = await exportGame(page);
  // Another game on the board, so the shared one is seen to arrive.
  await twoHumanGame(page);
  await page.evaluate(() => { window.__sameDocument = true; });
  // Only the fragment differs from the address shown: the browser does not load the page anew.
  await page.goto(link, { waitUntil: 'domcontentloaded' });
  await openWithPeople(page, 'Shared game');
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the page was not loaded anew');
  await page.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length === n, MOVES.length)
    .catch(async () => assert.fail(`the shared game's moves are not shown: [${(await moveTexts(page)).join(', ')}]`));
  assert.deepEqual(await seen(page), before, 'the shared game: same moves, pieces, clock and turn');
  assert.ok(!page.url().includes('#game='), `the game is taken out of the address bar: ${page.url()}`);
  await waitForSaved(page, MOVES.length);
});

appTest('a share link opens the game in another tab, as an additional saved game', async ({ page, context }) => {
  const before = await playedGame(page);
  const originalId = await currentGameId(page);
  const originalStored = (await storedGame(page, originalId));
  const { link } = await exportGame(page);
  assert.match(link, /#game=/, `the share link carries the game: ${link}`);

  const other = await context.newPage();
  await other.goto(link, { waitUntil: 'domcontentloaded' });
  await openWithPeople(other, 'Shared game');
  await other.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length === n, MOVES.length)
    .catch(async () => assert.fail(`the shared game's moves are not shown: [${(await moveTexts(other)).join(', ')}]`));
  assert.deepEqual(await seen(other), before, 'the shared game: same moves, pieces, clock and turn');
  assert.ok(!other.url().includes('#game='), `the game is taken out of the address bar: ${other.url()}`);
  await waitForSaved(other, MOVES.length);
  const sharedId = await currentGameId(other);
  assert.notEqual(sharedId, originalId, 'the shared game is a new saved game');

  // The game that was open before is still there, unchanged.
  assert.deepEqual(await storedGame(other, originalId), originalStored, 'the game open before is stored unchanged');
  await openLibrary(other);
  const listed = await libraryGames(other);
  const ids = listed.map((g) => g.id);
  assert.ok(ids.includes(originalId) && ids.includes(sharedId), `both are listed: ${JSON.stringify(listed)}`);
  assert.deepEqual(await resumeGame(other, originalId, MOVES), MOVES, 'the earlier game opens with its moves');
  assert.deepEqual(await pieces(other), before.pieces);

  // A reload of the shared tab does not open the shared game a second time.
  await other.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(other);
  await settle(other);
  assert.equal(await other.locator('form.seats-dialog').count(), 0, 'no second "Shared game" dialog after a reload');
  await waitForStatus(other, /to move/);
  await other.close();

  // A friend's browser (nothing saved there yet) opens the same link.
  const friendProblems = [];
  const friend = await context.browser().newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await watch(friend, friendProblems);
    const fresh = await friend.newPage();
    await fresh.goto(link, { waitUntil: 'domcontentloaded' });
    await openWithPeople(fresh, 'Shared game');
    await fresh.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length === n, MOVES.length);
    assert.deepEqual(await seen(fresh), before, "in a friend's browser: the same game");
    await waitForSaved(fresh, MOVES.length);
  } finally {
    await friend.close();
  }
  assert.deepEqual(friendProblems, [], "the friend's browser reported no problem");
});
