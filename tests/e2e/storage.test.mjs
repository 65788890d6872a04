// What a returning player relies on: a game saved by an earlier release is still there after an
// update, and the app (with the game) loads without a network once it has been visited.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  LOGIC_ONLY, useApp, appTest, pieces, moveTexts, clickMove, waitForMoves, waitForStatus, waitForBoard,
  COMPUTER_TIMEOUT, stopServer, startServer, siteUrl, openLibrary, libraryGames, resumeGame,
} from './harness.mjs';

useApp();

async function playOneRound(page) {
  await clickMove(page, 'd3', 'd4');
  await waitForMoves(page, 2, COMPUTER_TIMEOUT, "North's answer");
  await waitForStatus(page, /^Your move \(South\)\.$/);
  return { pieces: await pieces(page), moves: await moveTexts(page) };
}

// The releases before Sandships saved Martian Chess games in format 1 (the first release: no
// name, no redo) and format 2, under their own keys; both come back after the update.
for (const format of [1, 2]) {
  appTest(`a Martian Chess game saved in format ${format} (martian-chess/v${format}/ keys) is restored after an update`, async ({ page }) => {
    const before = await playOneRound(page);
    // Rewrite the save as that release stored it, and nothing of the newer format.
    const written = await page.evaluate((format) => {
      const keys = Object.keys(localStorage);
      const currentKey = keys.find((k) => /^martian-chess\/v\d+\/current$/.test(k));
      if (!currentKey) return { error: `no current-game key among ${JSON.stringify(keys)}` };
      const id = localStorage.getItem(currentKey);
      const gameKey = keys.find((k) => /^martian-chess\/v\d+\/game\//.test(k) && k.endsWith(`/${id}`));
      if (!gameKey) return { error: `no saved game for ${id} among ${JSON.stringify(keys)}` };
      const saved = JSON.parse(localStorage.getItem(gameKey));
      const old = { format, id, settings: saved.settings, record: saved.record, started: saved.started, updated: saved.updated };
      if (format === 2) Object.assign(old, { name: 'Before the update', redo: [] });
      localStorage.clear();
      localStorage.setItem(`martian-chess/v${format}/game/${id}`, JSON.stringify(old));
      localStorage.setItem(`martian-chess/v${format}/current`, id);
      return { id, keys };
    }, format);
    assert.ok(!written.error, written.error);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForBoard(page);
    await waitForMoves(page, 2, 5_000, `the moves of the format-${format} save`)
      .catch((e) => { e.message += ' — the old save was not restored'; throw e; });
    assert.deepEqual({ pieces: await pieces(page), moves: await moveTexts(page) }, before,
      `the game saved in format ${format} comes back as it was`);
    const notices = await page.locator('.notice').allTextContents();
    assert.deepEqual(notices, [], 'no message about an unreadable save');
    const stored = await page.evaluate((id) => ({
      keys: Object.keys(localStorage),
      saved: JSON.parse(localStorage.getItem(`martian-chess/v3/game/${id}`) ?? 'null'),
    }), written.id);
    assert.ok(stored.saved, `the game is stored in the current format: ${JSON.stringify(stored.keys)}`);
    assert.equal(stored.saved.game, 'martian-chess', 'it says which game it is');
    assert.ok(!stored.keys.some((k) => k.startsWith(`martian-chess/v${format}/`)), 'the old entry is gone once migrated');
    if (format === 2) assert.equal(stored.saved.name, 'Before the update', 'its name is kept');
  }, { engines: LOGIC_ONLY });
}

// Saves written by the build before games became folders (commit 5e887f4), played through its
// page: two Martian Chess games (one named, with a clock call and a move taken back, one
// against the computer), a fresh one, and a Sandships game mid-turn (the game in progress).
// Format 3 is read and written alike: each opens as it was, and writing it again gives the
// same JSON, to the letter.
const OLD_SAVES = JSON.parse(readFileSync(new URL('./fixtures/saves-5e887f4.json', import.meta.url), 'utf8'));

appTest('saves written by the previous build open as they were, and are written back to the letter', async ({ page, context }) => {
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem('seeded', 'yes');
  }, OLD_SAVES);
  await page.goto(siteUrl(), { waitUntil: 'domcontentloaded' });
  const stored = (key) => page.evaluate((k) => localStorage.getItem(k), key);
  const current = OLD_SAVES['martian-chess/v3/current'];
  // The game in progress is the Sandships game, mid-turn: its dice and the actions played.
  await page.locator('main.sandships svg [data-spire-piece]').first().waitFor();
  assert.match(await page.locator('header.topbar h1').innerText(), /Sandships/);
  const dice = await page.evaluate(() => [...document.querySelectorAll('[data-die]')]
    .map((d) => `${d.getAttribute('data-die')}${d.getAttribute('data-used') === 'true' ? ' used' : ''}`));
  assert.deepEqual(dice.sort(), ['B used', 'M', 'T used']);
  assert.equal(await stored(`martian-chess/v3/game/${current}`), OLD_SAVES[`martian-chess/v3/game/${current}`]);

  await openLibrary(page);
  const listed = await libraryGames(page);
  assert.equal(listed.length, 4, JSON.stringify(listed));
  const friday = listed.find((g) => g.title === 'Friday night');
  assert.ok(friday, `the named game is listed: ${JSON.stringify(listed)}`);
  assert.match(friday.meta, /South · North · score 2-0 · North to move · 3 moves/);
  const moves = await resumeGame(page, friday.id, ['d3-d5', 'c6-b5', 'clock d2xd5']);
  assert.deepEqual(moves, ['d3-d5', 'c6-b5', 'clock d2xd5']);
  // Opening it wrote it again: the same JSON as the previous build wrote.
  const key = `martian-chess/v3/game/${friday.id}`;
  await page.waitForFunction((k) => localStorage.getItem('martian-chess/v3/current') === k.split('/').pop(), key);
  assert.equal(await stored(key), OLD_SAVES[key]);
  // The move it had taken back is still there to play again.
  await page.getByRole('button', { name: /Redo/ }).click();
  await waitForMoves(page, 4);
  assert.deepEqual(await moveTexts(page), ['d3-d5', 'c6-b5', 'clock d2xd5', 'b5-c4']);
}, { open: false });

appTest('after one visit the app and the game load with the server gone (offline)', async ({ page, problems }) => {
  // Playwright's offline switch does not reach a service worker's own requests: the server
  // itself is stopped, so nothing at all can come from the network.
  assert.ok(await page.evaluate(() => 'serviceWorker' in navigator), 'this browser supports service workers');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 })
    .catch(() => assert.fail('no service worker took control of the page within 15 s'));
  const before = await playOneRound(page);

  await stopServer();
  try {
    const down = await page.evaluate(() => fetch('./no-cache-here-' + Date.now()).then(() => 'answered', () => 'refused'));
    assert.equal(down, 'refused', 'the server is really gone');

    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForBoard(page);
    await waitForMoves(page, 2, 5_000, 'the saved moves, offline');
    assert.deepEqual({ pieces: await pieces(page), moves: await moveTexts(page) }, before, 'offline, the game is as it was');

    // The computer (its worker and wasm come from the cache too) still answers.
    await clickMove(page, 'c3', 'b4');
    await waitForMoves(page, 4, COMPUTER_TIMEOUT, "North's answer, offline");
    await waitForStatus(page, /^Your move \(South\)\.$/);
    // The refused probe above was deliberate.
    for (let i = problems.length - 1; i >= 0; i--) if (problems[i].includes('no-cache-here-')) problems.splice(i, 1);
  } finally {
    await startServer();
  }
});
