// The review of a saved game (Learn's page, #game=martian-chess&review=<id>): an imported game
// with a planted blunder judged by the AI's worker, the blunder marked with the better move, the
// review kept (a reload does not compute it again) and copied out with the record, Learn from
// your mistakes, Cancel and a reload half way losing nothing, a tampered review in storage not
// believed, the ways in (the menu, the end of a game, Saved games) and axe.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useApp, LOGIC_ONLY, appTest, axeCheck, ROOT, drag, squaresOf, waitForBoard, waitForProgress, HANG_GUARD, importRecord as importGame, waitForThought } from './harness.mjs';
import { teachBoard } from './sandships-harness.mjs';

useApp();

// South's queen steps onto the c-file, where North's queen takes it for nothing.
const BLUNDER = '[Players "2"]\n[Setup "2qd/4/4/4/4/4/1q2/p2p 0 - - 0,0"]\n\n1. b2-c2 c8xc2\n';
// Seven moves from a sparse start, ended by South emptying its zone; each seat blunders (South
// once, North three times), so each has mistakes to learn from. Short, so that its review is
// quick where the wasm is interpreted (WebKit here): a test needs a review to stop half way and
// to finish, not a long one (`martian analyse tests/e2e/fixtures/review-short.txt` judges it).
const SHORT = readFileSync(path.join(ROOT, 'tests/e2e/fixtures/review-short.txt'), 'utf8');
const SHORT_MOVES = 7;

const reviewKey = (id) => `martian-chess/v3/review/${id}`;

/** Opens the menu if it is folded (a narrow screen). */
async function openMenu(page) {
  if (await page.locator('.menu-toggle').isVisible()) await page.locator('.menu-toggle').click();
}


/** How many moves are judged (their list items no longer pending). */
const judgedCount = (page) => page.locator('ol.review-moves li:not(.pending)').count();

/** How far the review's progress bar says it is (0 before it shows). */
const progressValue = (page) => page.evaluate(() => Number(document.querySelector('.review-status progress')?.value ?? 0));

/**
 * Waits until every move is judged: as long as the review goes on judging moves (in WebKit the
 * wasm runs in JavaScriptCore's interpreter, and how long a review takes depends on the
 * machine); it fails when no move has been judged for a minute.
 */
const reviewed = (page) => waitForProgress(page, {
  what: 'the review',
  count: () => judgedCount(page),
  done: async () => (await page.locator('[data-review-done]').count()) > 0,
}, { timeout: HANG_GUARD });

appTest('Review this game from the menu: the planted blunder marked, the better move named and drawn, the review kept', async ({ page }) => {
  const id = await importGame(page, BLUNDER);
  await openMenu(page);
  await page.locator('a.review-nav').click();
  await reviewed(page);
  assert.equal(await page.locator('[data-review-id]').getAttribute('data-review-id'), id);
  const first = page.locator('ol.review-moves li[data-ply="0"]');
  assert.equal(await first.getAttribute('data-judgement'), 'blunder');
  const best = await first.getAttribute('data-best');
  assert.ok(best && best !== 'b2-c2' && !/c[23]$/.test(best), `the better move keeps the queen off the c-file: ${best}`);
  // Its name, as a screen reader says it (its text, the parts not shown included).
  const name = (await first.locator('button').evaluate((b) => b.textContent)).replace('??', '');
  assert.match(name, new RegExp(`^move 1, South, b2-c2, a blunder: it lost \\d+\\.\\d points of win chance; better was ${best}$`));
  // North's capture was its best.
  assert.equal(await page.locator('ol.review-moves li[data-ply="1"]').getAttribute('data-judgement'), null);
  // The graph: a line a seat, the blunder marked on South's.
  const graph = page.locator('[data-review-graph]');
  assert.equal(await graph.locator('polyline.seat-line').count(), 2);
  assert.equal(await graph.locator('circle.judged.blunder.zone-0').count(), 1);
  // At the start the board shows the position before move 1: the better move as an arrow, the words.
  assert.match(await page.locator('.verdict').textContent(), new RegExp(`b2-c2\\?\\? is a blunder.*Better was ${best}`));
  assert.equal(await page.locator('.review-board .drawn-arrow').count(), 1);
  assert.equal(await page.locator('tr[data-summary-seat="0"] td').nth(3).textContent(), '1');
  // Arrow keys on the graph walk the game.
  await graph.focus();
  await page.keyboard.press('End');
  assert.equal(await graph.getAttribute('aria-valuenow'), '2');
  assert.match(await page.locator('.verdict').textContent(), /unfinished/);
  // Kept beside the saved game: a reload shows it at once, judged the same.
  const kept = await page.evaluate((k) => localStorage.getItem(k), reviewKey(id));
  assert.match(kept, /\{review: key v1-n200000-[0-9a-f]{16}\}/);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await reviewed(page);
  assert.equal(await page.locator('ol.review-moves li[data-ply="0"]').getAttribute('data-best'), best);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), reviewKey(id)), kept);
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('The record with the review imports as a new game whose review opens without being computed', async ({ page }) => {
  const id = await importGame(page, BLUNDER);
  await page.goto(new URL(`review.html#game=martian-chess&review=${id}`, page.url()).href, { waitUntil: 'domcontentloaded' });
  await reviewed(page);
  const withReview = await page.evaluate((k) => localStorage.getItem(k), reviewKey(id));
  await page.goto(new URL('./', page.url()).href, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  const second = await importGame(page, withReview);
  assert.notEqual(second, id);
  await page.goto(new URL(`review.html#game=martian-chess&review=${second}`, page.url()).href, { waitUntil: 'domcontentloaded' });
  // Done on the first paint: nothing was asked of the engine.
  await page.locator('[data-review-done]').waitFor({ timeout: 5_000 });
  assert.equal(await page.locator('progress').count(), 0);
  assert.equal(await page.locator('ol.review-moves li[data-ply="0"]').getAttribute('data-judgement'), 'blunder');
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('A tampered review in storage is not believed: the game is judged again', async ({ page }) => {
  const id = await importGame(page, BLUNDER);
  await page.goto(new URL(`review.html#game=martian-chess&review=${id}`, page.url()).href, { waitUntil: 'domcontentloaded' });
  await reviewed(page);
  // A cheat calls the blunder the best move (the chances left as they were).
  await page.evaluate((k) => localStorage.setItem(k, localStorage.getItem(k).replace('blunder', 'best')), reviewKey(id));
  await page.reload({ waitUntil: 'domcontentloaded' });
  await reviewed(page);
  assert.equal(await page.locator('ol.review-moves li[data-ply="0"]').getAttribute('data-judgement'), 'blunder');
  assert.match(await page.evaluate((k) => localStorage.getItem(k), reviewKey(id)), /blunder, lost/);
  // An id that names no saved game, or markup, is said in words.
  await page.goto(new URL('review.html#game=martian-chess&review=<img src=x>', page.url()).href, { waitUntil: 'domcontentloaded' });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.locator('.review-page [role="alert"]').waitFor();
  assert.match(await page.locator('.review-page [role="alert"]').textContent(), /not among the saved games/);
  assert.equal(await page.locator('img').count(), 0);
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('Learn from your mistakes: the blunder refused again, then the better move accepted', async ({ page }) => {
  const id = await importGame(page, BLUNDER);
  await page.goto(new URL(`review.html#game=martian-chess&review=${id}`, page.url()).href, { waitUntil: 'domcontentloaded' });
  await reviewed(page);
  const best = await page.locator('ol.review-moves li[data-ply="0"]').getAttribute('data-best');
  await page.locator('[data-control="learn-mistakes"]').click();
  const words = page.locator('[data-mistake-state]');
  await words.waitFor();
  assert.equal(await words.getAttribute('data-mistake-state'), 'asking');
  const board = page.locator('.learn-mistakes');
  // The blunder itself is judged by the worker and refused.
  await drag(page, 'b2', 'c2', board);
  await waitForThought(page, () => document.querySelector('[data-mistake-state]')?.dataset.mistakeState === 'wrong', undefined);
  assert.match(await words.textContent(), /b2-c2 would be a blunder too/);
  const [from, to] = squaresOf(best);
  await drag(page, from, to, board);
  await waitForThought(page, () => document.querySelector('[data-mistake-state]')?.dataset.mistakeState === 'found', undefined);
  assert.match(await words.textContent(), /^Yes/);
  await page.locator('[data-control="next-mistake"]').click();
  await page.locator('[data-mistakes-done]').waitFor();
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('Cancel and a reload half way through a review lose nothing; the end of a game and Saved games lead to it', async ({ page }) => {
  const id = await importGame(page, SHORT);
  // The end of the game offers its review. The worker's answers are held, two let through: the
  // review is half way when Cancel is pressed, however fast this machine judges.
  await page.locator('a[data-control="review-game"]').click();
  await page.locator('ol.review-moves').waitFor();
  await page.evaluate(() => window.__computer.allow(2));
  await waitForProgress(page, { what: 'the first two moves judged', count: () => progressValue(page), done: async () => (await progressValue(page)) >= 2 });
  await page.locator('[data-control="cancel-review"]').click();
  await page.locator('[data-control="resume-review"]').waitFor();
  const stopped = await judgedCount(page);
  assert.equal(stopped, 2, 'two moves judged before Cancel');
  // The answer the worker had ready for the third move arrives after Cancel: it is not taken.
  await page.evaluate(() => window.__computer.release());
  await page.waitForTimeout(1_000);
  assert.equal(await judgedCount(page), stopped, 'nothing is judged after Cancel');
  assert.match(await page.locator('.review-status').textContent(), new RegExp(`Stopped after ${stopped} of ${SHORT_MOVES} moves`));
  // The board stays usable meanwhile.
  await page.locator('ol.review-moves li[data-ply="1"] button').click();
  assert.equal(await page.locator('[data-review-graph]').getAttribute('aria-valuenow'), '1');
  // A reload resumes from where it stopped and finishes.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.locator('ol.review-moves').waitFor();
  await page.evaluate(() => window.__computer.release());
  assert.ok(await judgedCount(page) >= stopped, 'the judged moves were kept');
  await reviewed(page);
  assert.equal(await judgedCount(page), SHORT_MOVES);
  // Both seats made mistakes: whose to learn from is the player's choice, both at first.
  const seatCount = async (seat) => Number(/\((\d+)\)/.exec(await page.locator(`label:has([data-whose-seat="${seat}"])`).textContent())[1]);
  const learnCount = async () => Number(/\((\d+)\)/.exec(await page.locator('[data-control="learn-mistakes"]').textContent())[1]);
  const [south, north] = [await seatCount(0), await seatCount(1)];
  assert.ok(south > 0 && north > 0, `both seats have mistakes: ${south}, ${north}`);
  assert.equal(await learnCount(), south + north);
  await page.locator('[data-whose-seat="1"]').uncheck();
  await page.waitForFunction((n) => document.querySelector('[data-control="learn-mistakes"]')?.textContent.includes(`(${n})`), south);
  await page.locator('[data-control="learn-mistakes"]').click();
  assert.match(await page.locator('.learn-mistakes h2').textContent(), new RegExp(`1 of ${south}$`));
  await page.getByRole('button', { name: 'Back to the review' }).click();
  await axeCheck(page, 'the review');
  // Saved games lead to the same review.
  await page.goto(new URL('./', page.url()).href, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await openMenu(page);
  await page.getByRole('button', { name: 'Saved games' }).click();
  const link = page.locator(`a[data-control="review-saved"][href$="review=${id}"]`);
  await link.click();
  await page.locator('ol.review-moves').waitFor();
  await page.evaluate(() => window.__computer.release());
  await reviewed(page);
  assert.equal(await judgedCount(page), SHORT_MOVES);
}, { timeout: HANG_GUARD, holdComputer: true });

// Sandships: Blue launches its last home piece (sandships-ai's planted blunder).
const SAND_BLUNDER = '[Game "sandships"]\n[Setup "xlms/1lms/xlms/0s/xlms C5:0l,C6:0m llmmss/llmmss 0 - -"]\n\n1. roll TBM T:s>SW5\n';

appTest('Sandships: a turn reviewed from Saved games, the plan played judged a blunder and the better plan pointed at and said', async ({ page }) => {
  const id = await importGame(page, SAND_BLUNDER);
  await openMenu(page);
  await page.getByRole('button', { name: 'Saved games' }).click();
  await page.locator(`a[data-control="review-saved"][href$="review=${id}"]`).click();
  await reviewed(page);
  assert.match(await page.locator('.review-status').textContent(), /Every turn judged \(1\)/);
  const turn = page.locator('ol.review-turns li[data-turn="0"]');
  assert.equal(await turn.getAttribute('data-judgement'), 'blunder');
  const best = await turn.getAttribute('data-best');
  assert.ok(best && !best.includes('T:s>'), `the better plan keeps the last piece home: ${best}`);
  const name = (await turn.locator('button').evaluate((b) => b.textContent)).replace('??', '');
  assert.match(name, /^turn 1, Blue.*, T:s>SW5, a blunder: it lost \d+\.\d points of win chance; better was /);
  // The board as the turn began: the plan played lit, the better plan's first action pointed at.
  assert.ok(await page.locator('.sand-review-board .glow.hint').count() >= 1, 'the better plan is pointed at');
  assert.match(await page.locator('.verdict').textContent(), /Turn 1, Blue.* rolled .*blunder.*Better was:/);
  assert.ok(await page.locator('.verdict ol.plan-words.better li').count() >= 1);
  assert.equal(await page.locator('tr[data-summary-seat="0"] td').nth(3).textContent(), '1');
  await axeCheck(page, 'the Sandships review');
  // Kept: a reload shows it without asking the engine again.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.locator('[data-review-done]').waitFor({ timeout: 5_000 });
  assert.equal(await page.locator('ol.review-turns li[data-turn="0"]').getAttribute('data-best'), best);
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('Sandships: Learn from your mistakes refuses the lost turn played again, then takes the engine\'s plan in another order', async ({ page }) => {
  const id = await importGame(page, SAND_BLUNDER);
  await page.goto(new URL(`review.html#game=sandships&review=${id}`, page.url()).href, { waitUntil: 'domcontentloaded' });
  await reviewed(page);
  const best = (await page.locator('ol.review-turns li[data-turn="0"]').getAttribute('data-best')).split(' ');
  assert.equal(await page.locator('[data-whose-seat]').count(), 0, 'one seat made mistakes: nothing to choose');
  await page.locator('[data-control="learn-mistakes"]').click();
  const words = page.locator('[data-mistake-state]');
  await words.waitFor();
  assert.equal(await page.locator('.learn-mistakes').getAttribute('data-mistake-turn'), '0');
  assert.match(await words.textContent(), /^Turn 1: Blue.* rolled .* and played a blunder: .*Play this turn better/);
  const { perform, spirePiece } = teachBoard('.learn-mistakes');
  // The lost turn itself (launching the last home piece, which ends Blue's game) is judged by
  // the worker and refused, and the board goes back to the turn's start.
  await perform(page, '0', 'T:s>SW5');
  await waitForThought(page, () => document.querySelector('[data-mistake-state]')?.dataset.mistakeState === 'wrong', undefined);
  assert.match(await words.textContent(), /That turn would be a blunder too/);
  await spirePiece(page, '0', 's', 'SW').waitFor();
  await axeCheck(page, 'Learn from your mistakes in Sandships');
  // The engine's plan, its actions in another order: accepted.
  const order = [...best.filter((a) => a.startsWith('B:')), ...best.filter((a) => !a.startsWith('B:'))];
  assert.notDeepEqual(order, best, `the plan ${best.join(' ')} is played in another order`);
  for (const action of order) await perform(page, '0', action);
  await waitForThought(page, () => document.querySelector('[data-mistake-state]')?.dataset.mistakeState === 'found', undefined);
  assert.match(await words.textContent(), /^Yes/);
  await page.locator('[data-control="next-mistake"]').click();
  await page.locator('[data-mistakes-done]').waitFor();
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });
