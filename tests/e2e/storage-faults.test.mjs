// Storage going wrong never costs a game: unreadable entries are set aside (kept) and named,
// other sites' keys are never touched, and a full storage is reported while the game goes on.

import assert from 'node:assert/strict';
import {
  LOGIC_ONLY, useApp, appTest, pieces, moveTexts, clickMove, waitForMoves, waitForStatus, waitForBoard, settle,
  COMPUTER_TIMEOUT, legalMoves, positionAfter, squaresOf, currentGameId, storedGame, recordMoves,
  waitForSaved, openLibrary, libraryGames, resumeGame, storageEntries, notices, piecesAfter,
} from './harness.mjs';

useApp();

const FOREIGN = { key: 'someone-else', value: '{"not":"martian chess","keep":true}' };
const GAME = 'martian-chess/v3/game/';
const ASIDE = 'martian-chess/set-aside/';

/** One round against the computer: your move and its answer. */
async function playRound(page) {
  const before = await moveTexts(page);
  const legal = legalMoves(positionAfter(before));
  const mine = legal.find((m) => m.includes('-'));
  await clickMove(page, ...squaresOf(mine));
  const moves = await waitForMoves(page, before.length + 2, COMPUTER_TIMEOUT, `the computer's answer to ${mine}`);
  await waitForStatus(page, /^Your move \(South\)\.$/);
  return moves;
}

appTest('unreadable saved games are set aside and named in Saved games; the rest is listed, other keys untouched', async ({ page }) => {
  const moves = await playRound(page);
  await waitForSaved(page, 2);
  const goodId = await currentGameId(page);

  const bad = {
    bad1: '{"format":2,"id":"bad1","settings":{', // cut off
    bad2: JSON.stringify({ ...(await storedGame(page, goodId)), id: 'bad2', record: '[Players "2"]\n\n1. c3-c5\n' }), // an illegal move
    bad3: JSON.stringify({ format: 99, id: 'bad3' }), // a format from the future
  };
  await page.evaluate(([bad, foreign, prefix]) => {
    for (const [id, text] of Object.entries(bad)) localStorage.setItem(prefix + id, text);
    localStorage.setItem(foreign.key, foreign.value);
  }, [bad, FOREIGN, GAME]);

  await openLibrary(page);
  const listed = await libraryGames(page);
  assert.ok(listed.some((g) => g.id === goodId), `the good game is listed: ${JSON.stringify(listed)}`);
  assert.ok(!listed.some((g) => g.id in bad), 'no unreadable entry is listed as a game');
  const said = await page.locator('article.library .notice').allTextContents();
  for (const id of Object.keys(bad)) {
    assert.ok(said.some((n) => n.includes(id) && /set aside/.test(n)), `a notice names ${id} and says it was set aside: ${JSON.stringify(said)}`);
  }

  const entries = await storageEntries(page);
  for (const [id, text] of Object.entries(bad)) {
    const kept = Object.entries(entries).filter(([k, v]) => k.startsWith(ASIDE) && k.endsWith(id) && v === text);
    assert.equal(kept.length, 1, `the raw text of ${id} is kept under ${ASIDE}…: ${JSON.stringify(Object.keys(entries))}`);
  }
  assert.equal(entries[FOREIGN.key], FOREIGN.value, 'a key of another app is untouched');

  // Listing again: nothing more to say, nothing lost.
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await waitForBoard(page);
  await openLibrary(page);
  assert.equal(await page.locator('article.library .notice').count(), 0, 'the set-aside entries are not reported twice');
  assert.deepEqual(await resumeGame(page, goodId, moves), moves, 'the good game opens with its moves');
  await playRound(page);

  const after = await storageEntries(page);
  for (const [k, v] of Object.entries(entries)) {
    if (k.startsWith(ASIDE)) assert.equal(after[k], v, `${k} is still kept`);
  }
  assert.equal(after[FOREIGN.key], FOREIGN.value, 'the key of another app is still untouched');
}, { engines: LOGIC_ONLY });

appTest('an unreadable game in progress: named, set aside, and a fresh playable game instead', async ({ page }) => {
  const moves = await playRound(page);
  await waitForSaved(page, 2);
  const goodId = await currentGameId(page);
  const corrupt = '{"format":2,"id":"broken7","record":"1. d3-d5 c7-d6 2. ';
  await page.evaluate(([corrupt, foreign, prefix]) => {
    localStorage.setItem(prefix + 'broken7', corrupt);
    localStorage.setItem('martian-chess/v3/current', 'broken7');
    localStorage.setItem(foreign.key, foreign.value);
  }, [corrupt, FOREIGN, GAME]);

  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await page.locator('.panel .notice').waitFor({ timeout: 5_000 })
    .catch(() => assert.fail('no message about the unreadable game in progress'));
  const said = (await notices(page)).join(' ');
  assert.match(said, /broken7/, `the message names the entry: ${said}`);
  assert.match(said, /set aside/, `the message says it was kept: ${said}`);
  assert.match(said, /new game/i, `the message says a new game was started: ${said}`);

  assert.deepEqual(await moveTexts(page), [], 'a fresh game');
  assert.equal(Object.keys(await pieces(page)).length, 18, 'a full board');
  await waitForStatus(page, /^Your move \(South\)\.$/);
  await playRound(page);
  await waitForSaved(page, 2);
  const freshId = await currentGameId(page);
  assert.ok(![goodId, 'broken7'].includes(freshId), 'the fresh game has its own id');

  const entries = await storageEntries(page);
  assert.equal(entries[`${ASIDE}v3/game/broken7`], corrupt, 'the unreadable text is kept, set aside');
  assert.equal(entries[FOREIGN.key], FOREIGN.value, 'a key of another app is untouched');
  assert.deepEqual(recordMoves(JSON.parse(entries[GAME + goodId]).record), moves, 'the earlier good game is still stored');
  await openLibrary(page);
  const ids = (await libraryGames(page)).map((g) => g.id);
  assert.ok(ids.includes(goodId) && ids.includes(freshId), `both readable games are listed: ${ids}`);
});

appTest('with storage full the move is played and a message says it could not be saved; once there is room it is saved again', async ({ page, problems }) => {
  const first = await playRound(page);
  await waitForSaved(page, 2);

  // Another app fills the storage to the last byte.
  const filled = await page.evaluate(() => {
    let n = 0;
    let size = 1 << 20;
    while (size >= 1) {
      try {
        localStorage.setItem(`someone-else/filler-${n}`, 'x'.repeat(size));
        n++;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return n;
  });
  assert.ok(filled > 0, 'the storage was filled');
  const full = await page.evaluate(() => {
    try {
      localStorage.setItem('someone-else/probe', 'xxxxxxxx');
      localStorage.removeItem('someone-else/probe');
      return false;
    } catch {
      return true;
    }
  });
  assert.ok(full, 'the storage takes no more');

  // A move now: on the board, a message, and the computer answers.
  const legal = legalMoves(positionAfter(first));
  const mine = legal.find((m) => m.includes('-'));
  await clickMove(page, ...squaresOf(mine));
  const shown = await waitForMoves(page, 3, 5_000, `your move ${mine} with the storage full`);
  assert.equal(shown[2], mine, 'the move is played');
  await page.locator('.panel .notice').waitFor({ timeout: 5_000 })
    .catch(() => assert.fail('no message that the game could not be saved'));
  assert.match((await notices(page)).join(' '), /storage is full/i);
  const moves = await waitForMoves(page, 4, COMPUTER_TIMEOUT, "the computer's answer with the storage full");
  await waitForStatus(page, /^Your move \(South\)\.$/);
  assert.equal(moves[2], mine);
  assert.deepEqual(await pieces(page), piecesAfter(moves), 'the board holds your move and the answer');
  assert.match((await notices(page)).join(' '), /storage is full/i, 'still said after the answer, which could not be saved either');
  assert.equal(await page.locator('.fatal.shown').count(), 0, 'no crash message');
  assert.deepEqual(problems, [], 'no console error or page error');

  // Room again: the next move saves everything, the message goes.
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('someone-else/filler-')) localStorage.removeItem(k);
  });
  const more = await playRound(page);
  assert.deepEqual(more.slice(0, 4), moves);
  await waitForSaved(page, 6);
  await settle(page);
  assert.equal(await page.locator('.panel .notice').count(), 0, 'no storage message once it is saved');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  assert.deepEqual(await waitForMoves(page, 6, 5_000, 'after the reload'), more, 'a reload keeps every move, those made while full too');
});
