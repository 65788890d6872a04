// The puzzle trainer (Learn's page, #game=martian-chess&puzzles): a puzzle from the shipped sets
// solved by drag and by keyboard, the answers played for the other side, a wrong move taken back
// with the engine's reason, the rating kept across a reload, the puzzle of the day the same in
// two browsers, and a tampered rating in storage refused.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useApp, LOGIC_ONLY, appTest, watch, axeCheck, ROOT, drag, clickSquare, pieces, squaresOf as squarePair, settle, waitForThought, HANG_GUARD } from './harness.mjs';

/** A move text's squares as { from, to }. */
const squaresOf = (move) => {
  const [from, to] = squarePair(move);
  return { from, to };
};

useApp();

/** Every shipped puzzle by id: { id, set, players, start, solution: [move texts], rating }. */
function shipped() {
  const byId = {};
  for (const set of ['two', 'three', 'four', 'four-teams', 'five', 'six']) {
    const text = readFileSync(path.join(ROOT, 'static', 'puzzles', `${set}.tsv`), 'utf8');
    for (const line of text.split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      const [id, players, , start, solution, , rating] = line.split('\t');
      byId[id] = { id, set, players: Number(players), start, solution: solution.split(' '), rating: Number(rating) };
    }
  }
  return byId;
}

// South to move, two solver moves with North's answer between (a4xa8 a8xa3 d1xd5).
const PUZZLE = '5f4d478c7c';
const KEY = 'martian-chess/v3/puzzles/martian-chess';

const trainer = (id) => `learn.html#game=martian-chess&puzzles${id ? `=${id}` : ''}`;
const shownId = (page) => page.locator('.puzzle-board').getAttribute('data-puzzle-id');
const rating = (page) => page.locator('.puzzle-rating strong').getAttribute('data-rating').then(Number);
const status = (page) => page.locator('.puzzle-status').textContent();

/** Opens the trainer at `id` (or the trainer's choice) from the app's page. */
async function openTrainer(page, id) {
  await page.goto(new URL(trainer(id), page.url()).href, { waitUntil: 'domcontentloaded' });
  await page.locator('.puzzle-board [data-piece]').first().waitFor();
}

/** Waits until the solver is to move again (the answers played) or the puzzle is solved. */
async function waitForSolverOrSolved(page) {
  await page.waitForFunction(() => /find the best move|Solved!/.test(document.querySelector('.puzzle-status')?.textContent || ''),
    undefined, { timeout: 10_000 });
  await settle(page);
}

appTest('Puzzles from the menu: a puzzle solved by drag, the answer played for North, the rating up and kept after a reload', async ({ page }) => {
  const all = shipped();
  // The sets hold what the trainer promises: 200 for two players, 50 for four (alone and in
  // teams), 50 over three, five and six.
  const count = (sets) => Object.values(all).filter((p) => sets.includes(p.set)).length;
  assert.ok(count(['two']) >= 200, `${count(['two'])} puzzles for two players`);
  assert.ok(count(['four', 'four-teams']) >= 50, `${count(['four', 'four-teams'])} puzzles for four`);
  assert.ok(count(['three', 'five', 'six']) >= 50, `${count(['three', 'five', 'six'])} puzzles for three, five and six`);
  // In the menu (behind its button on a narrow screen).
  if (await page.locator('.menu-toggle').isVisible()) await page.locator('.menu-toggle').click();
  await page.locator('a.puzzles-nav').click();
  await page.locator('.puzzle-board [data-piece]').first().waitFor();
  const first = await shownId(page);
  assert.ok(all[first], `the trainer shows a shipped puzzle: ${first}`);
  assert.equal(await page.evaluate(() => location.hash), `#game=martian-chess&puzzles=${first}`, 'the address names it');
  assert.equal(await rating(page), 1500, 'a new player starts at 1500');
  assert.equal(await page.evaluate(() => document.title), 'Martian Chess puzzles');
  await axeCheck(page, 'the puzzle trainer');

  // The puzzle asked for by its link.
  await openTrainer(page, PUZZLE);
  assert.equal(await shownId(page), PUZZLE);
  const { solution } = all[PUZZLE];
  const [s1, answer, s2] = solution.map(squaresOf);
  assert.match(await status(page), /^South to move: find the best move\.$/);
  await drag(page, s1.from, s1.to);
  // North's answer comes by itself, then South is to move again.
  await waitForSolverOrSolved(page);
  let board = await pieces(page);
  assert.equal(board[answer.from], undefined, `North's answer ${solution[1]} was played`);
  assert.ok(board[answer.to], `a piece stands on ${answer.to}`);
  await drag(page, s2.from, s2.to);
  await page.locator('.puzzle-result[data-result="solved"]').waitFor();
  assert.equal(await status(page), 'Solved!');
  const after = await rating(page);
  assert.ok(after > 1500, `the rating rose: ${after}`);
  assert.match(await page.locator('.puzzle-result').textContent(), new RegExp(`Your puzzle rating: ${after} \\(\\+\\d+\\)`));

  // Kept: a reload finds the rating and the attempt in the history; the same puzzle again is not rated.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.locator('.puzzle-board [data-piece]').first().waitFor();
  assert.equal(await shownId(page), PUZZLE, 'the address reopens the same puzzle');
  assert.equal(await rating(page), after);
  assert.match(await page.locator('.puzzle-history').textContent(), new RegExp(`${PUZZLE} solved`));
  const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
  assert.equal(stored.history.length, 1);
  await drag(page, s1.from, s1.to);
  await waitForSolverOrSolved(page);
  await drag(page, s2.from, s2.to);
  await page.locator('.puzzle-result[data-result="solved"]').waitFor();
  assert.match(await page.locator('.puzzle-result').textContent(), /not rated/);
  assert.equal(await rating(page), after);

  // Next brings another puzzle.
  await page.locator('[data-control="next-puzzle"]').click();
  await page.waitForFunction((id) => document.querySelector('.puzzle-board')?.getAttribute('data-puzzle-id') !== id, PUZZLE);
}, { timeout: 90_000 });

appTest('a wrong move is taken back with the engine\'s reason, the miss lowers the rating, and Show the solution plays it out', async ({ page }) => {
  const all = shipped();
  await openTrainer(page, PUZZLE);
  const { solution } = all[PUZZLE];
  const s1 = squaresOf(solution[0]);
  const before = await pieces(page);
  // The queen on a4 to another of its squares: legal, and not the puzzle's move.
  await clickSquare(page, s1.from);
  const targets = await page.evaluate(() => [...document.querySelectorAll('svg.board [data-square].dest')].map((e) => e.getAttribute('data-square')));
  const wrong = targets.find((t) => t !== s1.to);
  assert.ok(wrong, `the queen has other moves: ${targets}`);
  await clickSquare(page, wrong);
  await page.locator('.puzzle-result[data-result="missed"]').waitFor();
  await settle(page);
  assert.deepEqual(await pieces(page), before, 'the wrong move was taken back');
  // The engine's answer to it, in words, from the AI's worker.
  await waitForThought(page, () => /answers (clock )?[a-d][1-8][-x+][a-d][1-8].*your chance to win would be \d+ %/
    .test(document.querySelector('.learn-message')?.textContent || ''), undefined);
  const said = await page.locator('.learn-message').textContent();
  assert.match(said, new RegExp(`^${s1.from}[-x]${wrong} is not the best move here: North answers `), said);
  assert.ok((await rating(page)) < 1500, 'the miss cost rating');

  // Show the solution: every move of the line played on the board, and named.
  await page.locator('[data-control="show-solution"]').click();
  await page.waitForFunction(() => document.querySelector('.puzzle-status')?.textContent === 'The solution is on the board.', undefined, { timeout: 10_000 });
  assert.equal(await page.locator('.puzzle-board').getAttribute('data-solution'), solution.join(' '));
  const end = await pieces(page);
  const last = squaresOf(solution[2]);
  assert.equal(end[last.from], undefined);
  assert.ok(end[last.to]);
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('a puzzle solved with the keyboard alone', async ({ page }) => {
  const all = shipped();
  await openTrainer(page, PUZZLE);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-square'));
  // Tab from the page's start until a square of the board has the focus.
  let square = null;
  for (let i = 0; i < 30 && !square; i++) {
    await page.keyboard.press('Tab');
    square = await focused();
  }
  assert.ok(square, 'Tab reaches the board');
  const walk = async (target) => {
    for (let i = 0; i < 14; i++) {
      const at = await focused();
      if (at === target) return;
      const [f, r] = [at.charCodeAt(0), Number(at[1])];
      const [tf, tr] = [target.charCodeAt(0), Number(target[1])];
      await page.keyboard.press(tf > f ? 'ArrowRight' : tf < f ? 'ArrowLeft' : tr > r ? 'ArrowUp' : 'ArrowDown');
    }
    assert.equal(await focused(), target, `the arrows reach ${target}`);
  };
  const { solution } = all[PUZZLE];
  for (const i of [0, 2]) {
    const { from, to } = squaresOf(solution[i]);
    await walk(from);
    await page.keyboard.press('Enter');
    await page.locator(`svg.board [data-square="${to}"].dest`).waitFor({ state: 'attached' });
    await walk(to);
    await page.keyboard.press('Enter');
    await waitForSolverOrSolved(page);
  }
  await page.locator('.puzzle-result[data-result="solved"]').waitFor();
});

appTest('the puzzle of the day is the same in two browsers with nothing in common', async ({ page, context }) => {
  await openTrainer(page);
  await page.locator('[data-mode="day"]').click();
  await page.waitForFunction(() => document.querySelector('#puzzles-title')?.textContent === 'Puzzle of the day');
  const first = await shownId(page);
  // A second, fresh context (its own storage): the same puzzle on the same date.
  const friendProblems = [];
  const friend = await context.browser().newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await watch(friend, friendProblems);
    const other = await friend.newPage();
    await other.goto(page.url().replace(/#.*$/, '#game=martian-chess&puzzles'), { waitUntil: 'domcontentloaded' });
    await other.locator('.puzzle-board [data-piece]').first().waitFor();
    await other.locator('[data-mode="day"]').click();
    await other.waitForFunction(() => document.querySelector('#puzzles-title')?.textContent === 'Puzzle of the day');
    assert.equal(await other.locator('.puzzle-board').getAttribute('data-puzzle-id'), first);
  } finally {
    await friend.close();
  }
  assert.deepEqual(friendProblems, [], "the second browser reported no problem");
}, { engines: LOGIC_ONLY });

appTest('a puzzle rating tampered with in storage is refused, set aside, and said in words', async ({ page }) => {
  await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({
    player: { rating: 3999, deviation: 1, volatility: 0.06 }, puzzles: {}, history: [], best_streak: 99,
  })), KEY);
  await openTrainer(page, PUZZLE);
  assert.equal(await rating(page), 1500, 'the claimed rating is not shown');
  assert.match(await page.locator('.notice').textContent(), /could not be read .*set aside/);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('set-aside')));
  assert.equal(kept.length, 1, 'the entry is kept aside, not deleted');
  // A puzzle id that is none of ours: said, and another puzzle shown.
  // (The trainer then names the puzzle it shows in the address, so the page reads it at once.)
  await page.evaluate(() => { location.hash = '#game=martian-chess&puzzles=%3Cimg%20src=x%3E'; });
  await page.waitForFunction(() => /no such puzzle/.test(document.querySelector('.notice')?.textContent || ''));
  await page.locator('.puzzle-board [data-piece]').first().waitFor();
  assert.match(await page.evaluate(() => location.hash), /^#game=martian-chess&puzzles=[0-9a-f]+$/);
  assert.equal(await page.locator('img').count(), 0);
}, { engines: LOGIC_ONLY });

/** Counts the AI workers the page starts and stops (an init script: every document of the context). */
function countAiWorkers() {
  const Native = window.Worker;
  window.__aiWorkers = { started: 0, stopped: 0 };
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      this.__ai = String(url).includes('ai-worker');
      if (this.__ai) window.__aiWorkers.started++;
    }

    terminate() {
      if (this.__ai) window.__aiWorkers.stopped++;
      return super.terminate();
    }
  };
}

appTest('another puzzle opened by its address keeps the AI\'s worker: it is not stopped and loaded again', async ({ page, context }) => {
  await context.addInitScript(countAiWorkers);
  await openTrainer(page, PUZZLE);
  const other = Object.values(shipped()).find((p) => p.set === 'two' && p.id !== PUZZLE).id;
  // A shared link to another puzzle pasted into the same tab: only the fragment changes, and
  // the trainer opens afresh at that puzzle.
  await page.evaluate((id) => { location.hash = `#game=martian-chess&puzzles=${id}`; }, other);
  await page.waitForFunction((id) => document.querySelector('.puzzle-board')?.getAttribute('data-puzzle-id') === id, other);
  await page.locator('.puzzle-board [data-piece]').first().waitFor();
  // And once more to the first, before that worker could have loaded (it was stopped while its
  // script still loaded, and the browser reported that load aborted).
  await page.evaluate((id) => { location.hash = `#game=martian-chess&puzzles=${id}`; }, PUZZLE);
  await page.waitForFunction((id) => document.querySelector('.puzzle-board')?.getAttribute('data-puzzle-id') === id, PUZZLE);
  assert.deepEqual(await page.evaluate(() => window.__aiWorkers), { started: 1, stopped: 0 },
    'one AI worker for the trainer, kept from puzzle to puzzle');
});

/** Solves the puzzle on the board: the solver's moves by drag (every `players`-th move of the line). */
async function solve(page, puzzle) {
  for (let i = 0; i < puzzle.solution.length; i += puzzle.players) {
    const { from, to } = squaresOf(puzzle.solution[i]);
    await drag(page, from, to);
    await waitForSolverOrSolved(page);
  }
}

appTest('a streak starts at the easiest puzzle, climbs, and ends at the first miss with the best kept', async ({ page }) => {
  const all = Object.values(shipped());
  const easiest = [...all].sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : 1));
  await openTrainer(page);
  await page.locator('[data-mode="streak"]').click();
  await page.waitForFunction((id) => document.querySelector('.puzzle-board')?.getAttribute('data-puzzle-id') === id, easiest[0].id);
  await page.locator('.puzzle-board [data-piece]').first().waitFor();
  assert.equal(await page.locator('.puzzle-streak').getAttribute('data-streak'), '0');
  await solve(page, easiest[0]);
  await page.locator('.puzzle-result[data-result="solved"]').waitFor();
  assert.match(await page.locator('.puzzle-result').textContent(), /The streak is 1\./);
  assert.equal(await rating(page), 1500, 'a streak is not rated');

  // The next is the next easiest; a wrong move there ends the streak.
  await page.locator('[data-control="next-puzzle"]').click();
  await page.waitForFunction((id) => document.querySelector('.puzzle-board')?.getAttribute('data-puzzle-id') === id, easiest[1].id);
  await page.locator('.puzzle-board [data-piece]').first().waitFor();
  await page.locator('[data-control="hint"]').click();
  await page.locator('.puzzle-result[data-result="missed"]').waitFor();
  assert.match(await page.locator('.puzzle-result').textContent(), /the streak ends at 1 \(best 1\)/);
  const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
  assert.equal(stored.best_streak, 1);
  assert.match(await page.locator('.puzzle-counts').textContent(), /best streak 1/);
}, { engines: LOGIC_ONLY });

appTest('a puzzle embedded: the snippet carries its start and line, and the preview is the same puzzle, solved there', async ({ page }) => {
  const all = shipped();
  await openTrainer(page, PUZZLE);
  await page.locator('[data-control="puzzle-embed"]').click();
  const snippet = await page.locator('#snippet-iframe').inputValue();
  const fragment = decodeURIComponent(/src="[^"#]+#([^"]+)"/.exec(snippet)[1].replace(/&amp;/g, '&'));
  const fields = Object.fromEntries(fragment.split('&').map((p) => p.split('=')));
  assert.equal(fields.mode, 'puzzle', fragment);
  assert.equal(fields.solution, all[PUZZLE].solution.join(' '), fragment);
  assert.match(fields.caption, new RegExp(PUZZLE));
  // The preview is the real embed: the same pieces, and the line solves it there too.
  const preview = page.frameLocator('.preview-frame');
  await preview.locator('svg.board [data-piece]').first().waitFor();
  const [s1, answer, s2] = all[PUZZLE].solution.map(squaresOf);
  assert.equal(await preview.locator('svg.board [data-piece]').count(), Object.keys(await pieces(page)).length);
  await page.evaluate(() => document.querySelector('.preview-frame').scrollIntoView({ block: 'center' }));
  await drag(page, s1.from, s1.to, preview);
  // North's answer, played by the embed: its piece leaves its square.
  await preview.locator(`svg.board [data-at="${answer.from}"][data-piece]`).waitFor({ state: 'detached' });
  await drag(page, s2.from, s2.to, preview);
  await preview.locator('.embed-message.success').filter({ hasText: /Solved/ }).waitFor();
  await page.getByRole('button', { name: 'Done' }).click();
  assert.equal(await page.locator('.puzzle-embed').count(), 0);
}, { engines: LOGIC_ONLY });
