// Study while playing (issue 33): the Hint button and key H draw the engine's best move as an
// arrow and say it in words, the move is legal (played here by click), the count of hints is
// kept with the game through a reload, a hint that comes after a move is dropped, Sandships
// shows the engine's plan for the dice in hand, "Show chances" puts each seat's chance beside
// it (summing to 100) and is remembered, and a game by link has no hint button.
//
// STUDY_SHOTS=/tmp/study-shots also saves screenshots of a board with a hint and chances.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  LOGIC_ONLY, useApp, appTest, clickSquare, moveTexts, waitForMoves, waitForStatus, waitForBoard,
  releaseComputer, newGame, openApp, COMPUTER_TIMEOUT, ENGINE, waitForThought
} from './harness.mjs';
import { newSandshipsGame, stubDice, roll, legalActions, perform } from './sandships-harness.mjs';

useApp();

const SHOTS = process.env.STUDY_SHOTS;

async function shot(page, name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${ENGINE}.png`) });
  if (!page.setViewportSize) return;
  // The same screen at phone size (WebKitGTK's and Firefox's drivers keep their window size).
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${ENGINE}-phone.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

/** The hint arrow drawn on the board: its squares and move text (waits for it). */
async function hintArrow(page) {
  await waitForThought(page, () => document.querySelector('[data-hint-from]') !== null, null, { what: 'no hint arrow was drawn' });
  return page.evaluate(() => {
    const a = document.querySelector('[data-hint-from]');
    return { from: a.getAttribute('data-hint-from'), to: a.getAttribute('data-hint-to'), text: a.getAttribute('data-hint') };
  });
}

const hintWords = (page) => page.locator('[data-hint-words]').textContent();
const hintsUsed = (page) => page.locator('[data-hints-used]').getAttribute('data-hints-used');

/** Every seat's chance shown, as numbers, once `n` fresh ones are on screen. */
async function chances(page, n) {
  await waitForThought(page, (n) => document.querySelectorAll('[data-chance]:not(.stale)').length === n,
    n, { what: `${n} seats' chances are not shown` });
  return page.evaluate(() => [...document.querySelectorAll('[data-chance]')]
    .map((e) => ({
      seat: Number(e.getAttribute('data-seat')),
      chance: Number(e.getAttribute('data-chance')),
      shown: e.textContent.trim(),
    })));
}

/** The chances sum to one, and so do the numbers a player reads: "51%" and "50%" would not. */
function sumsToAHundred(list) {
  const sum = list.reduce((s, c) => s + c.chance, 0);
  assert.ok(Math.abs(sum - 100) <= 0.5, `the chances sum to ${sum}: ${JSON.stringify(list)}`);
  assert.ok(list.every((c) => c.chance >= 0 && c.chance <= 100), JSON.stringify(list));
  const shown = list.map((c) => Number(c.shown.replace(/%$/, '')));
  assert.ok(list.every((c, i) => Math.abs(shown[i] - c.chance) < 1), `shown far from the chance: ${JSON.stringify(list)}`);
  // Whole per cents add up to a hundred (equal chances are shown alike, so they may not).
  const whole = list.every((c) => /^\d+%$/.test(c.shown));
  const distinct = new Set(list.map((c) => c.chance)).size === list.length;
  if (whole && distinct) {
    assert.equal(shown.reduce((s, x) => s + x, 0), 100, `the numbers shown: ${JSON.stringify(list)}`);
  }
}

appTest('Hint draws the best move as an arrow with words, the move plays by click, H asks again and a reload keeps the count', async ({ page, t }) => {
  const button = page.getByRole('button', { name: /^Hint/ });
  assert.equal(await button.getAttribute('aria-keyshortcuts'), 'h', 'the button names its key');
  const asked = Date.now();
  await button.click();
  const hint = await hintArrow(page);
  t.diagnostic(`hint ${hint.text} shown ${Date.now() - asked} ms after the click (the page shows an answer after 400 ms at the least)`);
  assert.match(hint.text, new RegExp(`${hint.from}.${hint.to}`), 'the arrow\'s squares are its move\'s');
  const words = (await hintWords(page)).trim();
  assert.ok(words.length > 10, `the hint is said in words: "${words}"`);
  assert.equal(await page.locator('[data-hint-words]').getAttribute('aria-live'), 'polite');
  assert.equal(await hintsUsed(page), '1');
  // While it is shown there is nothing more to ask: the button says so, rather than looking broken.
  assert.equal((await button.textContent()).trim(), 'Hint shown', 'the button says the hint is shown');
  assert.equal(await button.isEnabled(), false, 'the same hint is not asked twice');

  // The hinted move is one of the legal targets: play it by click.
  await clickSquare(page, hint.from);
  await page.locator(`svg.board [data-square="${hint.to}"].dest`).waitFor({ state: 'attached', timeout: 5_000 })
    .catch(() => assert.fail(`after clicking ${hint.from}, the hinted ${hint.to} is not a legal target`));
  await clickSquare(page, hint.to);
  const played = await waitForMoves(page, 1, 5_000, 'the hinted move');
  assert.equal(played[0], hint.text, 'the move played is the hint\'s');
  assert.equal(await page.locator('[data-hint-from]').count(), 0, 'the arrow goes with its position');

  await waitForMoves(page, 2, COMPUTER_TIMEOUT, "North's answer");
  await waitForStatus(page, /^Your move \(South\)\.$/);
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('h');
  await hintArrow(page);
  assert.equal(await hintsUsed(page), '2', 'the key H asked for the second hint');
  await shot(page, 'martian-hint');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await page.waitForFunction(() => document.querySelector('[data-hints-used]')?.getAttribute('data-hints-used') === '2',
    null, { timeout: 5_000 }).catch(() => assert.fail('the count of hints did not survive the reload'));
  assert.match(await page.locator('.hints-used').textContent(), /2 hints used in this game/);
}, { timeout: 120_000, engines: LOGIC_ONLY });

appTest('a hint that comes after a move was made is dropped, and not counted', async ({ page }) => {
  const button = page.getByRole('button', { name: /^Hint/ });
  await button.click();
  await page.waitForFunction(() => document.querySelector('[data-hint-button]')?.getAttribute('aria-busy') === 'true',
    null, { timeout: 5_000 }).catch(() => assert.fail('the button does not show it is working'));
  // The worker answers, but the answer is held while a move is made.
  await waitForThought(page, () => window.__computer.held() > 0, null);
  await clickSquare(page, 'c3');
  await page.locator('svg.board [data-square="b4"].dest').waitFor({ state: 'attached', timeout: 5_000 });
  await clickSquare(page, 'b4');
  await waitForMoves(page, 1, 5_000, 'your move c3-b4');
  await releaseComputer(page);
  await waitForMoves(page, 2, COMPUTER_TIMEOUT, "North's answer");
  await waitForStatus(page, /^Your move \(South\)\.$/);
  assert.equal(await page.locator('[data-hint-from]').count(), 0, 'no arrow from the stale hint');
  assert.equal(await hintsUsed(page), '0', 'a stale hint is not counted');
  assert.equal(await page.locator('[data-hint-button]').isEnabled(), true, 'a new hint can be asked');
}, { holdComputer: true, timeout: 90_000, engines: LOGIC_ONLY });

appTest('Show chances puts each seat\'s chance beside it and a bar beside the board, and is remembered', async ({ page }) => {
  assert.equal(await page.locator('[data-chance]').count(), 0, 'off by default');
  await page.getByLabel('Show chances').check();
  let list = await chances(page, 2);
  sumsToAHundred(list);
  assert.deepEqual(list.map((c) => c.seat), [0, 1]);
  await page.locator('[data-chances-bar]').waitFor();
  await page.getByRole('button', { name: /^Hint/ }).click();
  await hintArrow(page);
  await shot(page, 'martian-hint-chances');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  assert.equal(await page.getByLabel('Show chances').isChecked(), true, 'the switch is remembered');
  list = await chances(page, 2);
  sumsToAHundred(list);
  await page.getByLabel('Show chances').uncheck();
  await page.waitForFunction(() => !document.querySelector('[data-chance], [data-chances-bar]'));
}, { timeout: 90_000 });

appTest('four players: every seat\'s chance, summing to a hundred', async ({ page }) => {
  await newGame(page, { players: 4, seats: { 1: 3, 2: 3, 3: 3 } });
  await page.locator('.seat').nth(3).waitFor();
  await page.getByLabel('Show chances').check();
  sumsToAHundred(await chances(page, 4));
}, { timeout: 90_000, engines: LOGIC_ONLY });

appTest('Sandships: the hint is the engine\'s plan for the dice in hand, step by step', async ({ page, context }) => {
  await stubDice(context);
  await openApp(page);
  await newSandshipsGame(page, { players: 2, seats: { 1: 3 } });
  const button = page.getByRole('button', { name: /^Hint/ });
  assert.equal(await button.isDisabled(), true, 'no hint before the roll');
  const { state } = await roll(page, 'TBM');
  await page.getByLabel('Show chances').check();
  await button.click();
  const steps = page.locator('[data-hint-words] [data-hint-step], [data-hint-words] [data-hint]');
  await waitForThought(page, () => document.querySelector('[data-hint-words] [data-hint-step], [data-hint-words] [data-hint]') !== null,
    null, { what: 'no plan was shown' });
  const first = await page.evaluate(() => {
    const e = document.querySelector('[data-hint-words] [data-hint-step], [data-hint-words] [data-hint]');
    return e.getAttribute('data-hint-step') ?? e.getAttribute('data-hint');
  });
  assert.ok(legalActions(state).includes(first), `the plan's first action ${first} is legal in ${state}`);
  assert.ok((await hintWords(page)).trim().length > 10, 'the plan is said in words');
  assert.ok(await page.locator('svg .glow.hint').count() > 0, 'the action shown is pointed at on the board');
  if (await steps.count() > 1) {
    const plan = await page.locator('[data-hint-words] [data-hint-step]')
      .evaluateAll((es) => es.map((e) => e.getAttribute('data-hint-step')));
    assert.equal(await page.locator('[data-hint-step][aria-current=step]').getAttribute('data-hint-step'), first);
    await page.getByRole('button', { name: 'Next step' }).click();
    const second = await page.locator('[data-hint-step][aria-current=step]').getAttribute('data-hint-step');
    assert.equal(second, plan[1], 'the next step is marked');
    // The player plays the plan's first action: the plan stays, that action marked done, the
    // next one current and pointed at on the board; no second hint is counted.
    await perform(page, 0, first);
    await page.locator(`[data-hint-words] [data-hint-step="${first}"][data-hint-done]`).waitFor();
    assert.deepEqual(await page.locator('[data-hint-words] [data-hint-step]')
      .evaluateAll((es) => es.map((e) => e.getAttribute('data-hint-step'))), plan, 'the same plan');
    assert.equal(await page.locator('[data-hint-step][aria-current=step]').getAttribute('data-hint-step'), plan[1]);
    assert.ok(await page.locator('svg .glow.hint').count() > 0, 'the next action is pointed at on the board');
    assert.equal(await page.getByRole('button', { name: 'Previous step' }).isDisabled(), true, 'no way back to a step played');
  }
  sumsToAHundred(await chances(page, 2));
  await page.locator('[data-chances-bar]').waitFor();
  assert.equal(await hintsUsed(page), '1');
  await shot(page, 'sandships-hint-chances');
}, { timeout: 120_000, open: false, engines: LOGIC_ONLY });

appTest('a game by link has no hint button, and says so', async ({ page }) => {
  await newGame(page, { players: 2, seats: { 1: 'friend' } });
  await page.locator('[data-no-hints]').waitFor();
  assert.equal(await page.locator('[data-no-hints]').textContent(), 'No hints in a game played by link');
  assert.equal(await page.locator('[data-hint-button]').count(), 0);
  await page.keyboard.press('h');
  assert.equal(await page.locator('[data-hint-from]').count(), 0);
  assert.deepEqual(await moveTexts(page), []);
}, { engines: LOGIC_ONLY });
