// Learn Sandships, end to end: lessons done through the page by pointer and by keyboard, wrong
// actions taken back with their reasons, a hint that shows what to touch, progress kept over a
// reload, axe clean. The steps come from the lesson file itself
// (src/games/sandships/learn/lessons.txt); every board is checked against the command line's
// rules engine (`martian sandships play`).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useApp, LOGIC_ONLY, appTest, axeCheck, ROOT, waitForGlides } from './harness.mjs';
import { dragBetween, fields, kindOf, newSandshipsGame, playActions, tap, teachBoard } from './sandships-harness.mjs';

useApp();

/** The lessons' steps as the file gives them: { id, state, goal, answer, success, wrong, mistakes }. */
function lessonSteps() {
  const text = readFileSync(path.join(ROOT, 'src', 'games', 'sandships', 'learn', 'lessons.txt'), 'utf8');
  const steps = [];
  let lesson;
  let step;
  for (const line of text.split('\n')) {
    if (line.startsWith(';')) continue;
    if (line.startsWith('## ')) {
      step = { lesson, index: steps.filter((s) => s.lesson === lesson).length, fields: {}, mistakes: [] };
      steps.push(step);
    } else if (line.startsWith('# ')) {
      step = undefined;
    } else if (line.startsWith('id: ') && !step) {
      lesson = line.slice(4).trim();
    } else if (step && /^[a-z]+: /.test(line) && !step.inText) {
      const i = line.indexOf(': ');
      const [name, value] = [line.slice(0, i), line.slice(i + 2).trim()];
      if (name === 'mistake') step.mistakes.push(value);
      else step.fields[name] = value;
    } else if (step && line.trim() === '') {
      step.inText = true;
    }
  }
  return steps.map((s) => {
    const f = s.fields;
    const [goal, ...rest] = f.goal.split(' ');
    // A `do` goal names the action without its die: every step's own face pays for it.
    const answer = f.answer ? f.answer.split(/\s+/)
      : goal === 'roll' ? [`roll ${f.roll}`]
        : goal === 'end' ? ['end']
          : goal === 'do' ? [`${ownFace(rest[0])}:${rest[0]}`]
            : rest;
    return { id: `${s.lesson}/${s.index}`, lesson: s.lesson, state: f.state, goal, answer, success: f.success, wrong: f.wrong, hint: f.hint };
  });
}

/** The face whose own action an action text (without its die) is. */
function ownFace(body) {
  const kind = kindOf(`X:${body}`);
  return { launch: 'T', land: 'T', build: 'B', unfurl: 'U', move: 'M', bump: 'M', zap: 'Z' }[kind];
}

const STEPS = lessonSteps();
const LESSONS = [...new Set(STEPS.map((s) => s.lesson))];
const stepsOf = (lesson) => STEPS.filter((s) => s.lesson === lesson);

const board = '.learn-board svg.sand-board';
const { ship, portSpot, spirePiece, perform } = teachBoard('.learn-board');
const message = (page) => page.locator('.learn-message').first().textContent().then((t) => t.trim());
const stepShown = (page) => page.locator('#step-title').getAttribute('data-step');

/** What the board shows: its ships as the state text writes them, and its spire pieces by city. */
async function shown(page) {
  return page.evaluate((sel) => {
    const order = 'NW7 NW8 NE1 NE2 SE3 SE4 SW5 SW6 C1 C2 C3 C4 C5 C6 C7 C8'.split(' ');
    const ships = [...document.querySelectorAll(`${sel} [data-ship]`)].map((e) => `${e.getAttribute('data-at')}:${e.getAttribute('data-ship')}`);
    ships.sort((a, b) => order.indexOf(a.split(':')[0]) - order.indexOf(b.split(':')[0]));
    const pieces = [...document.querySelectorAll(`${sel} [data-spire-piece]`)].map((e) => `${e.getAttribute('data-city')}:${e.getAttribute('data-spire-piece')}`);
    return { ships: ships.join(',') || '-', spires: pieces.sort().join(' ') };
  }, board);
}

/** What the board must show for a state text. */
function expected(state) {
  const { spires, ships } = fields(state);
  const cities = ['NW', 'NE', 'SE', 'SW', 'C'];
  const pieces = [];
  spires.split('/').forEach((text, i) => {
    if (text === '-') return;
    for (const spire of text.split(',')) {
      for (const size of spire.slice(1)) pieces.push(`${cities[i]}:${spire[0]}${size}`);
    }
  });
  return { ships, spires: pieces.sort().join(' ') };
}

/** Waits until the board shows `state` (the engine's). */
async function boardIs(page, state, why) {
  const want = expected(state);
  await page.waitForFunction(([sel, want]) => {
    const order = 'NW7 NW8 NE1 NE2 SE3 SE4 SW5 SW6 C1 C2 C3 C4 C5 C6 C7 C8'.split(' ');
    const ships = [...document.querySelectorAll(`${sel} [data-ship]`)].map((e) => `${e.getAttribute('data-at')}:${e.getAttribute('data-ship')}`);
    ships.sort((a, b) => order.indexOf(a.split(':')[0]) - order.indexOf(b.split(':')[0]));
    const pieces = [...document.querySelectorAll(`${sel} [data-spire-piece]`)].map((e) => `${e.getAttribute('data-city')}:${e.getAttribute('data-spire-piece')}`);
    return (ships.join(',') || '-') === want.ships && pieces.sort().join(' ') === want.spires;
  }, [board, want], { timeout: 5_000 }).catch(async () => assert.deepEqual(await shown(page), want, why));
  await waitForGlides(page);
}

/** Opens Sandships' How to play and follows its link to a lesson (`''`: where the reader left
 * off) on Learn's page. */
async function learnFromRules(page, lesson) {
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'How to play' }).click();
  await page.locator(`.sandships-rules a.learn-link[data-lesson="${lesson}"]`).first().click();
  await page.locator('main.learn .learn-step').waitFor();
}

/** Back from Learn's page to the app, by the link `how`: the Sandships game still open there. */
async function backToTheGame(page, how = 'a.back-to-game') {
  await page.locator(how).click();
  await page.locator('body[data-page="app"] main.sandships svg [data-spire-piece]').first().waitFor();
}

async function waitForStep(page, id) {
  await page.waitForFunction((id) => document.querySelector('#step-title')?.getAttribute('data-step') === id, id)
    .catch(async () => assert.fail(`expected step ${id}, the page shows ${await stepShown(page)}`));
  await page.locator(`${board}`).waitFor();
}

/** Waits for the message to match `said`, and checks the board did not change. */
async function refused(page, state, said, what) {
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('.learn-message.wrong')?.textContent || ''), said.source)
    .catch(async () => assert.fail(`${what} should be refused saying ${said}; the step says ${JSON.stringify(await message(page).catch(() => ''))}`));
  await boardIs(page, state, `${what} was taken back`);
}

/** Plays a step's answer through the page and checks every board on the way and the words of success. */
async function solve(page, step, options) {
  await waitForStep(page, step.id);
  await boardIs(page, step.state, `${step.id} starts from its state`);
  const seat = fields(step.state).turn;
  const played = [];
  for (const action of step.answer) {
    await perform(page, seat, action, options);
    played.push(action);
    await boardIs(page, playActions(step.state, played), `${step.id}: the board after ${played.join(' ')}`);
  }
  await page.locator('.learn-message.success').waitFor()
    .catch(async () => assert.fail(`${step.id}: no success after ${step.answer.join(' ')}; it says ${JSON.stringify(await message(page).catch(() => ''))}`));
  assert.equal(await message(page), step.success, `${step.id} says its words of success`);
  await page.locator('h2#step-title .done-badge').waitFor();
}

appTest('a Sandships lesson by pointer from How to play, wrong actions taken back with their reasons, progress kept over a reload', async ({ page }) => {
  assert.ok(LESSONS.length >= 18 && STEPS.length >= 30, `${LESSONS.length} lessons, ${STEPS.length} steps`);
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  await learnFromRules(page, 'bump');
  assert.equal(await page.locator('.learn-count').textContent(), `0 of ${LESSONS.length} lessons done`);
  const [push, larger, swap] = stepsOf('bump');

  // A bump onto the small ship, with the bumped ship's port chosen on the board.
  await waitForStep(page, push.id);
  await boardIs(page, push.state, 'the first step starts from its state');
  await solve(page, push);
  await page.locator('[data-control="next-step"]').click();

  // A larger ship cannot be bumped: the ship goes back and the step says why.
  await waitForStep(page, larger.id);
  await dragBetween(page, ship(page, 'C6'), portSpot(page, 'C1'));
  await refused(page, larger.state, /Amber's large ship on C1 is larger than yours/, 'a bump of a larger ship');
  await solve(page, larger);
  await page.locator('[data-control="next-step"]').click();

  // A legal bump that misses the goal is taken back with the lesson's own words.
  await waitForStep(page, swap.id);
  await dragBetween(page, ship(page, 'C5'), portSpot(page, 'SW5'));
  await page.locator('.learn-board [data-action=cancel-bump]').waitFor();
  await tap(page, portSpot(page, 'SW6'));
  await refused(page, swap.state, new RegExp(`^${swap.wrong.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), 'a bump that leaves Amber at home');
  assert.equal(await message(page), swap.wrong);
  await solve(page, swap);

  await page.locator('.lesson-link.done[data-lesson="bump"]').waitFor();
  assert.equal(await page.locator('.learn-count').textContent(), `1 of ${LESSONS.length} lessons done`);
  await axeCheck(page, 'learn-sandships-step');

  // Progress survives a reload, and the way back to the game and back into Learn.
  await page.reload();
  await page.locator('.lesson-link.done[data-lesson="bump"]').waitFor();
  assert.equal(await page.locator('.learn-count').textContent(), `1 of ${LESSONS.length} lessons done`, 'progress survives a reload');
  await backToTheGame(page);
  await learnFromRules(page, '');
  await page.locator('.lesson-link.done[data-lesson="bump"]').waitFor();
  assert.equal(await page.locator('.learn-count').textContent(), `1 of ${LESSONS.length} lessons done`, 'progress kept');
  assert.equal(await page.locator('.lesson-link.done').count(), 1);
}, { timeout: 120_000 });

appTest('Sandships lessons by keyboard: the first turn, a zap explained, and a hint that shows the die and the pieces', async ({ page }) => {
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  await learnFromRules(page, 'first-turn');
  for (const step of stepsOf('first-turn')) {
    await solve(page, step, { keyboard: true });
    await page.locator('[data-control="next-step"]').focus();
    await page.keyboard.press('Enter');
  }
  await page.locator('.lesson-link.done[data-lesson="first-turn"]').waitFor();

  // A piece the ships cannot zap, pressed: nothing happens but the reason.
  await page.locator('.lesson-link[data-lesson="zap"]').click();
  const [zap] = stepsOf('zap');
  await waitForStep(page, zap.id);
  await tap(page, spirePiece(page, '1', 'l', 'NE'));
  await refused(page, zap.state, /Your ships docked at NE have 3 pips together/, "a zap of Amber's large");
  await solve(page, zap, { keyboard: true });

  // The null-wild step's hint: the Move die to pick, the piece and the port.
  await page.locator('.lesson-link[data-lesson="null-wild"]').click();
  const [nullWild] = stepsOf('null-wild');
  await waitForStep(page, nullWild.id);
  await page.locator('.learn-step [data-control="hint"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('.learn-message.info').waitFor();
  assert.equal(await message(page), nullWild.hint);
  assert.equal(await page.locator('.learn-board .die.hinted').getAttribute('data-die'), 'M', 'the hint picks out the Move die');
  assert.equal(await page.locator(`${board} .glow.hint`).count(), 2, 'the piece and the port glow');
  await axeCheck(page, 'learn-sandships-hint');
  await solve(page, nullWild, { keyboard: true });
}, { timeout: 120_000, engines: LOGIC_ONLY });

appTest('every Sandships lesson walked through: each step solved through the page, every board the engine\'s', async ({ page }) => {
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  await learnFromRules(page, 'first-turn');
  for (const [i, step] of STEPS.entries()) {
    // Every other step by keyboard.
    await solve(page, step, { keyboard: i % 2 === 1 });
    await page.locator('[data-control="next-step"]').click();
  }
  // The last "next" leads back to the game (Sandships still open); Learn remembers every lesson.
  await page.locator('body[data-page="app"] main.sandships svg [data-spire-piece]').first().waitFor();
  await learnFromRules(page, '');
  assert.equal(await page.locator('.learn-count').textContent(), `${LESSONS.length} of ${LESSONS.length} lessons done`);
}, { timeout: 300_000, engines: LOGIC_ONLY });
