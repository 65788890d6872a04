// Helpers for the Sandships end-to-end tests (not a test file itself).
//
// - The dice: the app throws its dice with Math.random; `stubDice(context)` lets a test load the
//   next roll (`loadRoll(page, 'ZMB')`), and every other call of Math.random stays random.
// - The game as saved: the record in localStorage, read back through the command line's engine
//   (`martian sandships replay`), so every check compares the page with the rules engine.
// - Acting through the page: `perform(page, seat, 'Z:l>SW5')` turns an action text into what a
//   player does: pick the die, then drag a ship, tap a spire piece and a port, tap an enemy
//   piece, or press a panel button.

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentGameId, martian, stillBox, storedGame, waitForGlides } from './harness.mjs';

const FACES = 'TBUMZW';
const RECORDS = mkdtempSync(path.join(tmpdir(), 'sandships-records-'));

const cli = (args, input) => martian(['sandships', ...args], input);

/** Every legal action of a state (the engine's canonical list). */
export const legalActions = (state) => cli(['actions', state]).split('\n').filter(Boolean);

/** The state after `actions`. */
export const playActions = (state, actions) => cli(['play', state, ...actions]).split('\n')[0];

/** The computer's plan for the dice in hand (level 3, a node budget: deterministic). */
export const bestTurn = (state, seed = 1) =>
  cli(['bestturn', state, '--level', '3', '--nodes', '20000', '--seed', String(seed)]).trim().split(/\s+/);

/** The final state of a record, and its result line (or null). */
export function replay(record) {
  const file = path.join(RECORDS, `record-${process.pid}.txt`);
  writeFileSync(file, record);
  const [state, result] = cli(['replay', file]).split('\n');
  return { state, result: result?.startsWith('result: ') ? result.slice(8) : null };
}

/** Lets the test choose the app's next roll: Math.random answers from `window.__dice` first. */
export async function stubDice(context) {
  await context.addInitScript(() => {
    const random = Math.random;
    window.__dice = [];
    Math.random = () => (window.__dice.length ? window.__dice.shift() : random());
  });
}

/** Loads the three faces of the next throw (`'ZMB'`). */
export async function loadRoll(page, faces) {
  const numbers = [...faces].map((f) => (FACES.indexOf(f) + 0.5) / 6);
  assert.ok(numbers.every((n) => n > 0), `bad faces ${faces}`);
  await page.evaluate((n) => { window.__dice = n; }, numbers);
}

/** The saved game in progress: its record, state text and result. */
export async function savedSandships(page) {
  const id = await currentGameId(page);
  const saved = id && await storedGame(page, id);
  assert.ok(saved, 'a game in progress is saved');
  assert.equal(saved.game, 'sandships', 'the saved game is Sandships');
  return { id, record: saved.record, ...replay(saved.record) };
}

/** The state text's fields. */
export function fields(state) {
  const [spires, ships, pools, turn, dice, result] = state.split(' ');
  return { spires, ships, pools, turn: Number(turn), dice, result };
}

/** The number of action tokens of a record (rolls included), turn numbers and tags left out. */
export function recordActions(record) {
  const body = record.split('\n').filter((l) => !l.startsWith('[')).join(' ').replace(/\{[^}]*\}/g, ' ');
  const tokens = body.split(/\s+/).filter((t) => t && !/^\d+\.$/.test(t));
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === 'roll') out.push(`roll ${tokens[++i]}`);
    else out.push(tokens[i]);
  }
  return out;
}

/** Starts a Sandships game through the New game form; `seats` maps a seat to 'human' or a level. */
export async function newSandshipsGame(page, { players = 2, seats = {} } = {}) {
  await page.getByRole('button', { name: 'New game' }).click();
  const form = page.locator('form.new-game');
  await form.waitFor();
  await form.locator('label[for=game-sandships]').click();
  await form.locator('#sand-players').selectOption(String(players));
  for (const [seat, who] of Object.entries(seats)) {
    await form.locator(`#sand-seat-${seat}`).selectOption(String(who));
  }
  await form.getByRole('button', { name: 'Start game' }).click();
  await page.locator('main.sandships svg [data-ship], main.sandships svg [data-spire-piece]').first().waitFor();
  // The new game is saved after it is drawn (WebKit's tests read storage in between).
  await page.waitForFunction(() => {
    const id = localStorage.getItem('martian-chess/v3/current');
    const text = id && localStorage.getItem(`martian-chess/v3/game/${id}`);
    return !!text && JSON.parse(text).game === 'sandships';
  }, undefined, { timeout: 5_000 }).catch(() => assert.fail('the new Sandships game was not saved as the game in progress'));
}

/** Rolls `faces` with the Roll button and waits for the saved game to hold the roll. */
export async function roll(page, faces) {
  const before = (await savedSandships(page)).record;
  await loadRoll(page, faces);
  await page.locator('[data-action=roll]').click();
  return waitForRecordChange(page, before);
}

/** Waits until the saved record differs from `before`; returns the saved game. */
export async function waitForRecordChange(page, before, timeout = 10_000) {
  const id = await currentGameId(page);
  await page.waitForFunction(([id, before]) => {
    const text = localStorage.getItem(`martian-chess/v3/game/${id}`);
    return text && JSON.parse(text).record !== before;
  }, [id, before], { timeout });
  return savedSandships(page);
}

/** The dice shown: `[{ face, used, wild }]`. */
export async function diceShown(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-die]')].map((d) => ({
    face: d.getAttribute('data-die'),
    used: d.getAttribute('data-used') === 'true',
    wild: d.classList.contains('wild-now'),
  })));
}

const CITY_OF_PORT = (port) => port.replace(/\d+$/, '');

const ship = (page, port) => page.locator(`main.sandships svg [data-ship][data-at="${port}"]`);
const portSpot = (page, port) => page.locator(`main.sandships svg [data-port="${port}"]`);
const city = (page, name) => page.locator(`main.sandships svg [data-city="${name}"]:not([data-spire-piece])`);
const spirePiece = (page, owner, size, cityName) =>
  page.locator(`main.sandships svg [data-spire-piece="${owner}${size}"][data-city="${cityName}"]`).last();

async function centreOf(locator) {
  const box = await stillBox(locator);
  assert.ok(box, 'the element is on the board');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A mouse drag between two elements' centres, in small steps, once nothing glides; the board
 * scrolled into view first, as a player scrolls back to it after picking a die below it on a
 * phone. Both ends must then be on the screen: no pointer drags past its edge.
 */
export async function dragBetween(page, from, to) {
  await waitForGlides(page);
  await from.evaluate(async (el) => {
    let board = el.ownerSVGElement ?? el;
    while (board.ownerSVGElement) board = board.ownerSVGElement;
    const r = board.getBoundingClientRect();
    if (r.top >= 0 && r.bottom <= innerHeight) return;
    // By its rectangle: WebKitGTK 2.50 scrolls to an <svg> (scrollIntoView, centred or to its
    // end) as if this 503-pixel board at the phone size were 1,167 px tall, past its top.
    scrollBy(0, r.height <= innerHeight ? r.top + (r.height - innerHeight) / 2 : r.top);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const a = await centreOf(from);
  const b = await centreOf(to);
  const [w, h] = await page.evaluate(() => [innerWidth, innerHeight]);
  assert.ok(b.x >= 0 && b.y >= 0 && b.x < w && b.y < h, `the drag's end (${Math.round(b.x)}, ${Math.round(b.y)}) is on the ${w} × ${h} screen`);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 6, a.y + 6, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
}

/**
 * A tap at an element's centre, once nothing glides; scrolled into view first, as a player
 * scrolls to what they tap (on a phone a die's button and the far side of the board may not both
 * fit on the screen).
 */
export async function tap(page, locator) {
  await waitForGlides(page);
  await locator.scrollIntoViewIfNeeded();
  const c = await centreOf(locator);
  await page.mouse.click(c.x, c.y);
}

/** What kind of action a text is. */
export function kindOf(action) {
  if (action === 'end') return 'end';
  if (action.startsWith('roll')) return 'roll';
  const body = action.slice(2);
  if (/^[lms]>/.test(body)) return 'launch';
  if (body.endsWith('^')) return 'land';
  if (body === 'b') return 'build';
  if (body.endsWith('+')) return 'unfurl';
  if (body.includes('/')) return 'bump';
  if (body.includes('-')) return 'move';
  if (body.includes('.')) return 'zap';
  throw new Error(`unknown action ${action}`);
}

/**
 * Plays `action` (an action text of the engine) for `seat` through the page: picks its die,
 * then does on the board or panel what a player does. `how` chooses 'drag', 'tap' or 'button'
 * where there is a choice. Returns the saved game after it. A bump whose ship has a choice of ports goes through
 * the choice (`choice: true` asserts that the page asked).
 */
export async function perform(page, seat, action, { how = 'drag', choice = false } = {}) {
  const { record: before, state } = await savedSandships(page);
  if (action === 'end') {
    await page.locator('[data-action=end]').click();
    return waitForRecordChange(page, before);
  }
  const die = action[0];
  const body = action.slice(2);
  await page.locator(`[data-die="${die}"][data-used=false]`).first().click();
  await page.locator(`[data-die="${die}"][data-used=false][aria-pressed=true]`).first().waitFor();
  let m;
  switch (kindOf(action)) {
    case 'launch': {
      m = /^([lms])>(\w+)$/.exec(body);
      const piece = spirePiece(page, seat, m[1], CITY_OF_PORT(m[2]));
      if (how === 'tap') {
        await tap(page, piece);
        await tap(page, portSpot(page, m[2]));
      } else {
        await dragBetween(page, piece, portSpot(page, m[2]));
      }
      break;
    }
    case 'land':
      m = /^(\w+)\^$/.exec(body);
      await dragBetween(page, ship(page, m[1]), city(page, CITY_OF_PORT(m[1])));
      break;
    case 'build':
      await page.locator('[data-action=build]').click();
      break;
    case 'unfurl': {
      // The next larger piece of the pool replaces the ship: dragged onto it, or tapped and
      // then the ship tapped; or the panel's button.
      m = /^(\w+)\+$/.exec(body);
      const size = new RegExp(`${m[1]}:\\d([lms])`).exec(fields(state).ships)[1];
      const larger = page.locator(`main.sandships svg [data-pool-piece="${seat}${size === 's' ? 'm' : 'l'}"]`).first();
      if (how === 'tap') {
        await tap(page, larger);
        await tap(page, ship(page, m[1]));
      } else if (how === 'drag') {
        await dragBetween(page, larger, ship(page, m[1]));
      } else {
        await page.locator(`[data-action=unfurl][data-port="${m[1]}"]`).click();
      }
      break;
    }
    case 'move':
    case 'bump': {
      m = /^(\w+)-(\w+)(?:\/(\w+))?$/.exec(body);
      if (how === 'tap') {
        await tap(page, ship(page, m[1]));
        await tap(page, portSpot(page, m[2]));
      } else {
        await dragBetween(page, ship(page, m[1]), portSpot(page, m[2]));
      }
      if (m[3]) {
        // With one place for the bumped ship the page bumps at once; with more it asks.
        const asks = page.locator('[data-action=cancel-bump]');
        const played = waitForRecordChange(page, before).then(() => false, () => false);
        const asked = await Promise.race([asks.waitFor().then(() => true, () => false), played]);
        if (choice) assert.ok(asked, `the page asks where the bumped ship of ${action} goes`);
        if (asked) {
          assert.match(await page.locator('.status').first().textContent(), /Choose where the bumped ship goes/);
          await tap(page, portSpot(page, m[3]));
        }
      }
      break;
    }
    case 'zap': {
      m = /^(\w+)\.([0-3x])([lms])$/.exec(body);
      await tap(page, spirePiece(page, m[2], m[3], m[1]));
      break;
    }
    default:
      throw new Error(`cannot perform ${action}`);
  }
  const after = await waitForRecordChange(page, before).catch(async () => {
    const notice = await page.locator('.notice').first().textContent().catch(() => null);
    assert.fail(`the page did not play ${action}${notice ? `: it says ${JSON.stringify(notice)}` : ''}`);
  });
  const actions = recordActions(after.record);
  assert.equal(actions.at(-1), action, `the saved game ends with the action played (${action})`);
  return after;
}

/** The ships drawn on the board, as the state text writes them (`NE1:0m,C3:2l`, in port order). */
export async function shipsShown(page) {
  const order = 'NW7 NW8 NE1 NE2 SE3 SE4 SW5 SW6 C1 C2 C3 C4 C5 C6 C7 C8'.split(' ');
  const ships = await page.evaluate(() => [...document.querySelectorAll('main.sandships svg [data-ship]')]
    .map((e) => `${e.getAttribute('data-at')}:${e.getAttribute('data-ship')}`));
  ships.sort((a, b) => order.indexOf(a.split(':')[0]) - order.indexOf(b.split(':')[0]));
  return ships.join(',') || '-';
}

/** Waits until `seat` is to roll (or the game is over); returns the saved game. */
export async function waitForTurn(page, seat, timeout = 60_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const saved = await savedSandships(page);
    const f = fields(saved.state);
    if (f.result !== '-' || (f.turn === seat && f.dice === '-')) return saved;
    assert.ok(Date.now() < until, `seat ${seat} is not to roll after ${timeout} ms: ${saved.state}`);
    await page.waitForTimeout(300);
  }
}

/**
 * A Sandships teaching board inside `root` (Learn's step, Learn from your mistakes): its
 * pieces, ports and dice as locators, and `perform`, which does one action text on it with the
 * pointer (or, with `keyboard`, the keyboard), as a player does.
 */
export function teachBoard(root) {
  const board = `${root} svg.sand-board`;
  const ship = (page, port) => page.locator(`${board} [data-ship][data-at="${port}"]`);
  const portSpot = (page, port) => page.locator(`${board} [data-port="${port}"]`);
  const city = (page, name) => page.locator(`${board} [data-city="${name}"]:not([data-spire-piece])`);
  const spirePiece = (page, owner, size, cityName) =>
    page.locator(`${board} [data-spire-piece="${owner}${size}"][data-city="${cityName}"]`).last();
  /** A port as a keyboard reaches it: an occupied port's stop is its ship. */
  const portStop = async (page, port) => ((await ship(page, port).count()) ? ship(page, port) : portSpot(page, port));
  const freeDie = (page, face) => page.locator(`${root} [data-die="${face}"][data-used=false]`).first();

  async function perform(page, seat, action, { keyboard = false } = {}) {
    const press = async (locator) => {
      if (keyboard) {
        await waitForGlides(page);
        await locator.focus();
        await page.keyboard.press('Enter');
      } else {
        await tap(page, locator);
      }
    };
    const put = async (from, to) => {
      if (keyboard) {
        await press(from);
        await press(to);
      } else {
        await dragBetween(page, from, to);
      }
    };
    if (action.startsWith('roll')) return press(page.locator(`${root} [data-action=roll]`));
    if (action === 'end') return press(page.locator(`${root} [data-action=end]`));
    await press(freeDie(page, action[0]));
    await page.locator(`${root} [data-die="${action[0]}"][aria-pressed=true]`).first().waitFor();
    const body = action.slice(2);
    let m;
    switch (kindOf(action)) {
      case 'launch':
        m = /^([lms])>(\w+)$/.exec(body);
        await press(spirePiece(page, seat, m[1], m[2].replace(/\d+$/, '')));
        return press(portSpot(page, m[2]));
      case 'land':
        m = /^(\w+)\^$/.exec(body);
        return put(ship(page, m[1]), city(page, m[1].replace(/\d+$/, '')));
      case 'build':
        return press(page.locator(`${root} [data-action=build]`));
      case 'unfurl':
        m = /^(\w+)\+$/.exec(body);
        return press(page.locator(`${root} [data-action=unfurl][data-port="${m[1]}"]`));
      case 'move':
      case 'bump': {
        m = /^(\w+)-(\w+)(?:\/(\w+))?$/.exec(body);
        await put(ship(page, m[1]), keyboard ? await portStop(page, m[2]) : portSpot(page, m[2]));
        if (m[3]) {
          // With more than one place for the bumped ship, the board asks which.
          const asks = await page.locator(`${root} [data-action=cancel-bump]`).waitFor({ timeout: 2_000 }).then(() => true, () => false);
          if (asks) await press(keyboard ? await portStop(page, m[3]) : portSpot(page, m[3]));
        }
        return undefined;
      }
      case 'zap':
        m = /^(\w+)\.([0-3x])([lms])$/.exec(body);
        return press(spirePiece(page, m[2], m[3], m[1]));
      default:
        throw new Error(`cannot perform ${action}`);
    }
  }
  return { ship, portSpot, city, spirePiece, portStop, freeDie, perform };
}
