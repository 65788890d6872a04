// A four-player game: every seat a person (the 8 x 8 board and one full round of moves), and one
// person against three computers at full strength (they search and play out games in the worker).

import assert from 'node:assert/strict';
import {
  useApp, LOGIC_ONLY, appTest, pieces, moveTexts, dests, clickSquare, statusText, newGame, waitForMoves,
  waitForStatus, legalMoves, play, squaresOf, START_4P, COMPUTER_TIMEOUT,
  scores,
} from './harness.mjs';

useApp();

const SEATS = ['South-West', 'North-West', 'North-East', 'South-East'];

appTest('a four-player game starts and plays a round, one move per seat', async ({ page, t }) => {
  await newGame(page, { players: 4, seats: { 0: 'human', 1: 'human', 2: 'human', 3: 'human' } });
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-square]').length === 64, null, { timeout: 5_000 })
    .catch(async () => assert.fail(`the four-player board should have 64 squares, it has ${await page.locator('svg.board [data-square]').count()}`));
  const start = await pieces(page);
  assert.equal(Object.keys(start).length, 36, `36 pieces on distinct squares, found ${Object.keys(start).length}`);
  assert.equal(await page.locator('.seat').count(), 4, 'four seats in the panel');
  assert.deepEqual(await scores(page), ['0', '0', '0', '0']);
  assert.deepEqual(await moveTexts(page), [], 'a fresh game');
  for (const name of SEATS) {
    assert.ok(await page.locator('.seat .seat-name', { hasText: new RegExp(`^${name}$`) }).count(),
      `${name} is listed as a person (no "computer")`);
  }

  const played = [];
  for (let turn = 0; turn < 4; turn++) {
    const position = play(START_4P, played);
    const seat = Number(position.split(' ')[1]);
    assert.equal(seat, turn, `seat ${turn} moves in turn ${turn + 1}`);
    await waitForStatus(page, new RegExp(`^${SEATS[seat]} to move\\.$`));
    const legal = legalMoves(position);
    // Prefer a quiet move; take the first in the engine's order so the test is repeatable.
    const move = legal.find((m) => m.includes('-')) || legal[0];
    const [from, to] = squaresOf(move);
    const expectedTargets = legal.filter((m) => squaresOf(m)[0] === from).map((m) => squaresOf(m)[1]).sort();

    await clickSquare(page, from);
    await page.waitForSelector('svg.board [data-square].dest', { timeout: 5_000 })
      .catch(() => assert.fail(`${SEATS[seat]}: clicking ${from} offers no target`));
    assert.deepEqual(await dests(page), expectedTargets, `${SEATS[seat]}: the targets of ${from} are its legal moves`);
    await clickSquare(page, to);
    const moves = await waitForMoves(page, turn + 1, 5_000, `${SEATS[seat]} plays ${move}`);
    assert.equal(moves[turn], move, `the move list shows ${SEATS[seat]}'s move`);
    played.push(move);
    t.diagnostic(`${SEATS[seat]}: ${move}`);

    // The board agrees with the engine after every move.
    const engine = play(START_4P, played).split(' ')[0];
    assert.deepEqual(await pieces(page), placementToPieces(engine), `the board matches the engine after ${played.join(' ')}`);
  }
  assert.equal(await page.locator('ol.move-list > li').count(), 1, 'the four moves form one round in the move list');
  await waitForStatus(page, /^South-West to move\.$/);
  assert.equal(await statusText(page), 'South-West to move.', 'after the round it is South-West again');
});

appTest('three computers at level 5 answer in turn with legal moves, and a reload keeps them', async ({ page, t }) => {
  await newGame(page, { players: 4, seats: { 0: 'human', 1: '5', 2: '5', 3: '5' } });
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  await waitForStatus(page, /^Your move \(South-West\)\.$/);
  const first = legalMoves(START_4P).find((m) => m.includes('-'));
  const [from, to] = squaresOf(first);
  await clickSquare(page, from);
  await clickSquare(page, to);
  const started = Date.now();
  const moves = await waitForMoves(page, 4, 3 * COMPUTER_TIMEOUT, 'your move and the three computers\' answers');
  t.diagnostic(`three level-5 answers in ${Date.now() - started} ms: ${moves.slice(1).join(' ')}`);
  assert.equal(moves[0], first, 'your move is first');
  for (let i = 1; i < 4; i++) {
    const before = play(START_4P, moves.slice(0, i));
    assert.ok(legalMoves(before).includes(moves[i]),
      `${SEATS[i]}'s move ${moves[i]} is legal in ${before} (engine: ${legalMoves(before).join(' ')})`);
  }
  await waitForStatus(page, /^Your move \(South-West\)\.$/);
  const engine = play(START_4P, moves).split(' ')[0];
  assert.deepEqual(await pieces(page), placementToPieces(engine), 'the board matches the engine after the round');

  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-square]').length === 64, null, { timeout: 10_000 });
  assert.deepEqual((await moveTexts(page)).slice(0, 4), moves, 'after a reload the round is still there');
  assert.deepEqual(await pieces(page), placementToPieces(engine), 'and the board with it');
}, { timeout: 4 * COMPUTER_TIMEOUT, engines: LOGIC_ONLY });

/** `{ square: kind }` from a position text's placement field. */
function placementToPieces(placement) {
  const kinds = { p: 'pawn', d: 'drone', q: 'queen' };
  const out = {};
  placement.split('/').forEach((rank, i) => {
    let file = 0;
    for (const ch of rank) {
      if (/\d/.test(ch)) file += Number(ch);
      else out[`${'abcdefgh'[file++]}${8 - i}`] = kinds[ch];
    }
  });
  return out;
}
