// What a returning player relies on: a game saved by the first release is still there after an
// update, and the app (with the game) loads without a network once it has been visited.

import assert from 'node:assert/strict';
import {
  useApp, appTest, pieces, moveTexts, clickMove, waitForMoves, waitForStatus, waitForBoard,
  COMPUTER_TIMEOUT, stopServer, startServer,
} from './harness.mjs';

useApp();

async function playOneRound(page) {
  await clickMove(page, 'd3', 'd4');
  await waitForMoves(page, 2, COMPUTER_TIMEOUT, "North's answer");
  await waitForStatus(page, /^Your move \(South\)\.$/);
  return { pieces: await pieces(page), moves: await moveTexts(page) };
}

appTest('a game saved by the first release (martian-chess/v1/ keys) is restored after an update', async ({ page }) => {
  const before = await playOneRound(page);
  // Rewrite the save as the first release stored it: format 1 under martian-chess/v1/ (no name,
  // no redo), and nothing of the newer format.
  const written = await page.evaluate(() => {
    const keys = Object.keys(localStorage);
    const currentKey = keys.find((k) => /^martian-chess\/v\d+\/current$/.test(k));
    if (!currentKey) return { error: `no current-game key among ${JSON.stringify(keys)}` };
    const id = localStorage.getItem(currentKey);
    const gameKey = keys.find((k) => /^martian-chess\/v\d+\/game\//.test(k) && k.endsWith(`/${id}`));
    if (!gameKey) return { error: `no saved game for ${id} among ${JSON.stringify(keys)}` };
    const saved = JSON.parse(localStorage.getItem(gameKey));
    const v1 = { format: 1, id, settings: saved.settings, record: saved.record, started: saved.started, updated: saved.updated };
    localStorage.clear();
    localStorage.setItem(`martian-chess/v1/game/${id}`, JSON.stringify(v1));
    localStorage.setItem('martian-chess/v1/current', id);
    return { id, keys };
  });
  assert.ok(!written.error, written.error);

  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await waitForMoves(page, 2, 5_000, 'the moves of the first-release save')
    .catch((e) => { e.message += ' — the old save was not restored'; throw e; });
  assert.deepEqual({ pieces: await pieces(page), moves: await moveTexts(page) }, before,
    'the game saved in the first format comes back as it was');
  const notices = await page.locator('.notice').allTextContents();
  assert.deepEqual(notices, [], 'no message about an unreadable save');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(keys.some((k) => k.endsWith(`/game/${written.id}`)), `the game is still stored: ${JSON.stringify(keys)}`);
});

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
