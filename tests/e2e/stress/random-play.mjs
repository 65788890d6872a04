// Random play through the page, for the stress driver and the soak test (run by hand, not part
// of the suite): a player who makes moves by drag and by click, takes them back and plays them
// again, steps through the history, reloads, and lets computer seats play, in both games and
// with any number of seats. Every choice comes from a seeded generator, so a run can be told
// again by its seed; the legal moves come from the command line's rules engine, read from the
// game as the page saved it, so every action is one a player could make.
//
// Faults are what the page reports (an uncaught error with its stack, an unhandled rejection,
// a console error such as the app's panic message, a failed request) and a browser that stops
// answering; an action the page did not take (a move not saved in time) is a slip of the
// driver, counted apart, and the page is reloaded to carry on.

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  ROOT, clickMove, drag, legalMoves, squaresOf, waitForGlides,
} from '../harness.mjs';
import { fields, legalActions, loadRoll, newSandshipsGame, perform, replay as replaySandships } from '../sandships-harness.mjs';

const CLI = path.join(ROOT, 'target', 'release', 'martian');
const CURRENT = 'martian-chess/v3/current';

/** A seeded generator (mulberry32): `next()` in [0, 1), `int(n)`, `pick(list)`, `chance(p)`. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)], chance: (p) => next() < p };
}

/**
 * Runs first in the page: an error inside a web worker (the AI's: its own wasm) reaches the page
 * only as an error event on the Worker, which the app handles by starting a fresh worker; this
 * also writes it to the console, where the driver sees it.
 */
export function reportWorkerErrors() {
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('error', (e) => {
        console.error(`worker error: ${e.message} (${e.filename}:${e.lineno}:${e.colno})`);
      });
    }
  };
}

/** Waits for either game's board to be drawn and the app's wasm to have started. */
export async function waitForAnyBoard(page) {
  await page.locator('svg.board [data-piece], main.sandships svg [data-ship], main.sandships svg [data-spire-piece]').first().waitFor();
  await page.waitForFunction(() => window.wasmBindings !== undefined);
}

/** The game in progress as the page saved it: `{ id, game, record }` (null when none). */
export async function savedNow(page) {
  return page.evaluate((key) => {
    const id = localStorage.getItem(key);
    const text = id && localStorage.getItem(`martian-chess/v3/game/${id}`);
    if (!text) return null;
    const saved = JSON.parse(text);
    return { id, game: saved.game || 'martian-chess', record: saved.record };
  }, CURRENT);
}

/** A Martian Chess record's position and result, by the command line. */
function replayChess(record) {
  const file = path.join(tmpdir(), `stress-record-${process.pid}.txt`);
  writeFileSync(file, record);
  const [position, result] = execFileSync(CLI, ['replay', file], { encoding: 'utf8' }).split('\n');
  return { position, over: !!result?.startsWith('result: ') };
}

/** Waits until the saved game differs from `before` (its id or record); false when it did not. */
export async function waitForSaveChange(page, before, timeout) {
  return page.waitForFunction(([key, id, record]) => {
    const now = localStorage.getItem(key);
    const text = now && localStorage.getItem(`martian-chess/v3/game/${now}`);
    return !!text && (now !== id || JSON.parse(text).record !== record);
  }, [CURRENT, before?.id ?? null, before?.record ?? null], { timeout, polling: 100 }).then(() => true, () => false);
}

/** What a game is: `{ game, players, seats: ['human' | level] }`. */
export function chooseGame(rng, { computers = true } = {}) {
  const game = rng.chance(0.5) ? 'martian-chess' : 'sandships';
  const players = game === 'martian-chess' ? 2 + rng.int(5) : 2 + rng.int(3);
  const seats = Array.from({ length: players }, () => 'human');
  if (computers) {
    // One to all-but-one computer seats, at the quick levels (a run plays many turns).
    const n = rng.int(players);
    const order = seats.map((_, i) => i).sort(() => rng.next() - 0.5);
    for (const i of order.slice(0, n)) seats[i] = String(1 + rng.int(2));
  }
  return { game, players, seats };
}

/** Starts the game through the New game form. */
export async function startGame(page, { game, players, seats }) {
  const bySeat = Object.fromEntries(seats.map((who, i) => [i, who]));
  if (game === 'martian-chess') {
    // The form opens on the game last played: Martian Chess is chosen first.
    await page.getByRole('button', { name: 'New game' }).click();
    const form = page.locator('form.new-game');
    await form.locator('label[for=game-martian-chess]').click();
    await form.locator('#players').selectOption(String(players));
    await form.locator(`#seat-${players - 1}`).waitFor();
    for (const [seat, who] of Object.entries(bySeat)) await form.locator(`#seat-${seat}`).selectOption(who);
    await form.getByRole('button', { name: 'Start game' }).click();
    await form.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('svg.board [data-piece]').length > 0);
  } else {
    await newSandshipsGame(page, { players, seats: bySeat });
  }
}

const historyButton = (page, name) => page.locator('.history-bar').getByRole('button', { name, exact: true });

async function enabled(locator) {
  return (await locator.count()) > 0 && !(await locator.isDisabled().catch(() => true));
}

/**
 * Whose turn it is and what they may do, from the saved game: `{ over, seat, moves }` where
 * `moves` are the legal move or action texts (a Sandships seat yet to roll: `['roll']`).
 */
export function turnOf(saved) {
  if (saved.game === 'sandships') {
    const { state, result } = replaySandships(saved.record);
    const f = fields(state);
    if (result || f.result !== '-') return { over: true };
    return { over: false, seat: f.turn, moves: f.dice === '-' ? ['roll'] : legalActions(state), state };
  }
  const { position, over } = replayChess(saved.record);
  if (over) return { over: true };
  const moves = legalMoves(position);
  return { over: moves.length === 0, seat: Number(position.split(' ')[1]), moves };
}

/**
 * Plays one random action for the person to move, or waits for a computer seat: returns what
 * was done (`drag`, `click`, `roll`, `undo`, `redo`, `look-back`, `reload`, `computer`,
 * `over`) and whether the page saved it (`slip` when it did not).
 */
export async function step(page, rng, setup, { computerTimeout = 60_000, reloads = true } = {}) {
  const saved = await savedNow(page);
  if (!saved) return { did: 'nothing saved', slip: true };
  const turn = turnOf(saved);
  if (turn.over) return { did: 'over' };
  if (setup.seats[turn.seat] !== 'human') {
    const ok = await waitForSaveChange(page, saved, computerTimeout);
    return { did: 'computer', slip: !ok };
  }
  const roll = rng.next();
  if (roll < 0.07 && (await enabled(historyButton(page, '↶ Undo')))) {
    await historyButton(page, '↶ Undo').click();
    return { did: 'undo', slip: !(await waitForSaveChange(page, saved, 10_000)) };
  }
  if (roll < 0.12 && (await enabled(historyButton(page, 'Redo ↷')))) {
    await historyButton(page, 'Redo ↷').click();
    return { did: 'redo', slip: !(await waitForSaveChange(page, saved, 10_000)) };
  }
  if (roll < 0.15 && (await enabled(historyButton(page, 'Previous move')))) {
    for (let i = 1 + rng.int(3); i > 0 && (await enabled(historyButton(page, 'Previous move'))); i--) {
      await historyButton(page, 'Previous move').click();
    }
    await historyButton(page, 'Last position').click();
    await historyButton(page, 'Last position').waitFor({ state: 'attached' });
    return { did: 'look-back' };
  }
  if (reloads && roll < 0.2) {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForAnyBoard(page);
    return { did: 'reload' };
  }
  const how = rng.chance(0.5) ? 'drag' : 'click';
  if (saved.game === 'sandships') {
    if (turn.moves[0] === 'roll') {
      await loadRoll(page, Array.from({ length: 3 }, () => rng.pick('TBUMZW')).join(''));
      await page.locator('[data-action=roll]').click();
      return { did: 'roll', slip: !(await waitForSaveChange(page, saved, 10_000)) };
    }
    // Mostly act; end the turn now and then, or when nothing else is left.
    const acts = turn.moves.filter((a) => a !== 'end');
    const action = acts.length && !rng.chance(0.15) ? rng.pick(acts) : 'end';
    await perform(page, turn.seat, action, { how: how === 'drag' ? 'drag' : 'tap' });
    return { did: action === 'end' ? 'end turn' : how, slip: false };
  }
  const mv = rng.pick(turn.moves);
  const [from, to] = squaresOf(mv);
  await waitForGlides(page);
  if (how === 'drag') await drag(page, from, to);
  else await clickMove(page, from, to);
  return { did: how, move: mv, slip: !(await waitForSaveChange(page, saved, 10_000)) };
}
