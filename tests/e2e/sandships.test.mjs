// Sandships in the app, played through the page as a player does: the dice (loaded by the test
// through Math.random, the app's only source of dice), dragging and tapping ships and spire
// pieces, the panel's buttons; every action checked against the command line's rules engine
// through the game saved in localStorage.

import assert from 'node:assert/strict';
import {
  LOGIC_ONLY, appTest, axeCheck, openApp, useApp, exportGame, watchGlides, glides, holdGlides, releaseGlides,
} from './harness.mjs';
import {
  bestTurn, diceShown, fields, kindOf, legalActions, loadRoll, newSandshipsGame, perform, recordActions,
  roll, savedSandships, shipsShown, stubDice, tap, waitForRecordChange, waitForTurn,
} from './sandships-harness.mjs';

useApp();

appTest('a ship pressed while it glides is picked up where it is drawn, and sails on', async ({ page, context }) => {
  await stubDice(context);
  await openApp(page);
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  let saved = await roll(page, 'TMM');
  assert.equal(fields(saved.state).dice, 'TMW', 'a Transform, a Move and a wild die');
  saved = await perform(page, 0, 'T:l>SW5');
  // The next move's glide is held just after it starts: the ship is drawn near SW5, where it
  // was, on its way to SW6.
  await holdGlides(page, 0.1);
  saved = await perform(page, 0, 'M:SW5-SW6', { how: 'tap' });
  const ship = page.locator('main.sandships svg [data-ship="0l"]');
  const centre = (b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
  const drawn = centre(await ship.boundingBox());

  // A quick player presses the Wild die, then the ship where it is drawn: it is picked up.
  await page.locator('[data-die="W"][data-used=false]').click();
  await page.mouse.click(drawn.x, drawn.y);
  await page.locator('main.sandships svg [data-ship="0l"].lifted').waitFor({ timeout: 5_000 })
    .catch(() => assert.fail('the ship pressed mid-glide is picked up'));
  await releaseGlides(page);
  const docked = centre(await ship.boundingBox());
  const apart = Math.hypot(docked.x - drawn.x, docked.y - drawn.y);
  assert.ok(apart > 30, `the press was where the ship was drawn, ${apart.toFixed(0)} px from where it docks`);
  await tap(page, page.locator('main.sandships svg [data-port="SW5"]'));
  saved = await waitForRecordChange(page, saved.record);
  assert.equal(recordActions(saved.record).at(-1), 'W:SW6-SW5', 'the ship picked up mid-glide sailed back');
}, { open: false });

/** Groups the legal bumps by the ship and port they need; those with two or more choices. */
function bumpsWithChoice(legal) {
  const groups = new Map();
  for (const a of legal.filter((a) => kindOf(a) === 'bump')) {
    const key = a.split('/')[0];
    groups.set(key, [...(groups.get(key) || []), a]);
  }
  return [...groups.values()].filter((g) => g.length >= 2).map((g) => g[0]);
}

/**
 * The test's next action: first the kinds of action not yet played (each through the page's
 * way of doing it), then the computer's own plan for the dice in hand.
 */
function choose(state, covered, turn, step) {
  const legal = legalActions(state);
  const wanted = [
    ['bump-choice', () => bumpsWithChoice(legal)[0]],
    ['end', () => (turn >= 1 && step >= 1 ? 'end' : undefined)],
    ['unfurl', () => legal.find((a) => kindOf(a) === 'unfurl')],
    ['zap', () => legal.find((a) => kindOf(a) === 'zap')],
    ['land', () => legal.find((a) => kindOf(a) === 'land')],
  ];
  for (const [kind, find] of wanted) {
    if (covered.has(kind)) continue;
    const action = find();
    if (action) return { action, kind };
  }
  const plan = bestTurn(state, turn + 1);
  assert.ok(legal.includes(plan[0]), `the plan's first action ${plan[0]} is legal in ${state}`);
  return { action: plan[0], kind: kindOf(plan[0]) };
}

appTest('a two-player game against the computer, won through the page with every kind of action', async ({ page, context, t }) => {
  await stubDice(context);
  await openApp(page);
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: '1' } });
  let saved = await savedSandships(page);
  assert.equal(saved.state, 'xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -', 'the standard start');
  assert.equal(await page.locator('[data-action=roll]').count(), 1, 'Blue is to roll');

  const covered = new Set();
  let turns = 0;
  for (; turns < 40; turns++) {
    saved = await waitForTurn(page, 0);
    if (fields(saved.state).result !== '-') break;
    const faces = turns === 0 ? 'ZMB' : turns === 1 ? 'TMB' : 'WWW';
    saved = await roll(page, faces);
    // The panel numbers the turn: the rolls in the saved record, this one included.
    const rolls = recordActions(saved.record).filter((a) => a.startsWith('roll ')).length;
    await page.locator(`.turn-number[data-turn="${rolls}"]`).waitFor({ timeout: 5_000 });
    assert.equal(await page.locator('.turn-number').textContent(), `Turn ${rolls}`, 'the turn is numbered');

    if (turns === 0) {
      // Nothing can be zapped at the start: the Zap die is shown as wild, and is spent as one.
      const dice = await diceShown(page);
      assert.deepEqual(dice.map((d) => d.face).sort(), ['B', 'M', 'Z']);
      assert.equal(dice.find((d) => d.face === 'Z').wild, true, 'the Zap die is wild: nothing can be zapped');
      assert.equal(dice.find((d) => d.face === 'B').wild, false, 'the Build die is not');
      saved = await perform(page, 0, 'Z:l>SW5');
      covered.add('wild').add('launch');
      assert.deepEqual((await diceShown(page)).filter((d) => d.used).map((d) => d.face), ['Z'], 'the Zap die paid');
      // The ship sails to its new port (animated in every engine, WebKit too), not jumps.
      await watchGlides(page, '.ship');
      saved = await perform(page, 0, 'M:SW5-SW6', { how: 'tap' });
      await page.waitForFunction(() => window.__glides > 0, null, { timeout: 5_000 }).catch(() => {});
      assert.equal(await glides(page), 1, 'the moved ship glides to its new port');
      saved = await perform(page, 0, 'B:b');
      covered.add('move').add('build');
      assert.equal(fields(saved.state).turn, 1, 'every die used: the computer\'s turn');
      continue;
    }
    if (turns === 1 && legalActions(saved.state).includes('T:s>SW5')) {
      saved = await perform(page, 0, 'T:s>SW5', { how: 'tap' });
    }

    for (let step = 0; ; step++) {
      const f = fields(saved.state);
      if (f.result !== '-' || f.turn !== 0 || f.dice === '-') break;
      const { action, kind } = choose(saved.state, covered, turns, step);
      const before = saved.state;
      saved = await perform(page, 0, action, {
        choice: kind === 'bump-choice',
        how: ['drag', 'tap', 'button'][step % 3],
      });
      covered.add(kind);
      if (kind === 'end') {
        assert.notEqual(fields(before).dice, '-', 'dice were left when the turn was ended');
      }
      if (fields(saved.state).result === '-') {
        assert.equal(await shipsShown(page), fields(saved.state).ships, 'the board shows the saved ships');
      }
    }
  }

  saved = await savedSandships(page);
  t.diagnostic(`won after ${turns} turns of Blue; kinds played: ${[...covered].join(' ')}`);
  t.diagnostic(`final state: ${saved.state}`);
  assert.equal(fields(saved.state).result, 'w0', `Blue (seat 0) won: ${saved.state}`);
  t.diagnostic(`result: ${saved.result}`);
  for (const kind of ['wild', 'launch', 'land', 'build', 'unfurl', 'move', 'bump-choice', 'zap', 'end']) {
    assert.ok(covered.has(kind), `a ${kind} was played through the page`);
  }
  await page.locator('.sandships-panel .result').waitFor();
  assert.match(await page.locator('.sandships-panel .result').textContent(), /^Blue \(you\) wins/);
  assert.equal(await page.locator('[data-action=roll]').count(), 0, 'nothing more to roll');
  await axeCheck(page, 'a won Sandships game');
  // The computer's turns were played (it rolled and acted), and the whole game is the record's.
  const actions = recordActions(saved.record);
  assert.ok(actions.filter((a) => a.startsWith('roll')).length >= 2 * turns - 1);
}, { open: false, timeout: 600_000, engines: LOGIC_ONLY });

appTest('a reload in the middle of a turn keeps the turn, its dice and what was used', async ({ page, context }) => {
  await stubDice(context);
  await openApp(page);
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  await roll(page, 'TTB');
  const dice = await diceShown(page);
  assert.deepEqual(dice.map((d) => d.face).sort(), ['B', 'T', 'W'], 'two Transforms: one becomes Wild');
  await perform(page, 0, 'T:l>SW5');
  const before = await savedSandships(page);
  const shownBefore = await diceShown(page);
  assert.equal(fields(before.state).dice, 'BW');

  await page.reload();
  await page.locator('main.sandships [data-die]').first().waitFor();
  assert.deepEqual(await diceShown(page), shownBefore, 'the same dice, the same used');
  assert.equal(await page.locator('[data-action=roll]').count(), 0, 'no second roll');
  assert.equal(await shipsShown(page), 'SW5:0l');
  const after = await savedSandships(page);
  assert.equal(after.state, before.state);

  // And the turn goes on.
  const next = await perform(page, 0, 'W:SW5-C5');
  assert.equal(fields(next.state).dice, 'B');
}, { open: false });

appTest('a die picked is forgotten by undo and redo: the same point comes back with nothing picked', async ({ page, context }) => {
  await stubDice(context);
  await openApp(page);
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  await roll(page, 'TMB');
  const pressed = () => page.locator('main.sandships [data-die][aria-pressed=true]').count();
  await perform(page, 0, 'T:l>SW5'); // picks the Transform die, then launches with it
  const played = await savedSandships(page);
  const undo = page.locator('.history-bar').getByRole('button', { name: '↶ Undo', exact: true });
  const redo = page.locator('.history-bar').getByRole('button', { name: 'Redo ↷', exact: true });
  await undo.click();
  const undone = await waitForRecordChange(page, played.record);
  assert.equal(await pressed(), 0, 'after an undo no die is picked');
  await redo.click();
  await waitForRecordChange(page, undone.record);
  assert.equal(await pressed(), 0, 'after a redo no die is picked');
  // The turn goes on as a player plays it: each die picked with one click.
  await undo.click();
  await waitForRecordChange(page, played.record);
  const again = await perform(page, 0, 'T:l>SW5');
  assert.equal(again.state, played.state, 'the same action, the same game');
  const next = await perform(page, 0, 'M:SW5-C5');
  assert.equal(fields(next.state).dice, 'B');
}, { open: false, engines: LOGIC_ONLY });

appTest('four players, three of them the computer: a whole round is played', async ({ page, context, t }) => {
  await stubDice(context);
  await openApp(page);
  await newSandshipsGame(page, { players: 4, seats: { 0: 'human', 1: '1', 2: '1', 3: '1' } });
  let saved = await savedSandships(page);
  assert.equal(saved.state, '1lms/2lms/3lms/0lms/xlms - llmmss/llmmss/llmmss/llmmss 0 - -');
  saved = await roll(page, 'TBU');
  for (const action of bestTurn(saved.state)) {
    if (fields(saved.state).turn !== 0) break;
    saved = await perform(page, 0, action);
  }
  if (fields(saved.state).turn === 0) saved = await perform(page, 0, 'end');
  saved = await waitForTurn(page, 0, 120_000);
  const rolls = recordActions(saved.record).filter((a) => a.startsWith('roll'));
  t.diagnostic(`after a round: ${saved.state}; ${recordActions(saved.record).length} actions`);
  assert.equal(rolls.length, 4, 'each of the four seats rolled once');
  const seats = await page.evaluate(() => [...document.querySelectorAll('.action-log .turn-seat')].map((e) => e.textContent));
  assert.deepEqual(seats, ['1. Blue (you)', '2. Amber (computer 1)', '3. Green (computer 1)', '4. Rose (computer 1)']);
  assert.equal(await page.locator('[data-action=roll]').count(), 1, 'Blue rolls again');
}, { open: false, timeout: 180_000, engines: LOGIC_ONLY });

appTest('a Sandships record exported and imported gives the same game; its share link too', async ({ page, context }) => {
  await stubDice(context);
  await openApp(page);
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  await roll(page, 'TMB');
  await perform(page, 0, 'T:l>SW5');
  await perform(page, 0, 'M:SW5-C5');
  await perform(page, 0, 'B:b');
  await roll(page, 'UZT');
  await perform(page, 1, 'T:l>NE1', { how: 'tap' });
  const original = await savedSandships(page);
  const originalDice = await diceShown(page);

  const { record, link } = await exportGame(page);
  assert.match(record, /\[Game "sandships"\]/);
  assert.deepEqual(recordActions(record), recordActions(original.record), 'the export is the saved game');
  assert.deepEqual(recordActions(record).filter((a) => a.startsWith('roll')), ['roll TMB', 'roll UZT'], 'with its rolls');

  const open = async (title, tab = page) => {
    const seats = tab.locator('form.seats-dialog');
    await seats.waitFor();
    assert.equal((await seats.locator('#seats-title').textContent()).trim(), `${title}: Sandships`);
    for (const i of [0, 1]) await seats.locator(`#open-seat-${i}`).selectOption('human');
    await seats.getByRole('button', { name: 'Open game' }).click();
    await seats.waitFor({ state: 'detached' });
    await tab.locator('main.sandships [data-die]').first().waitFor();
  };

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.locator('form.dialog.import');
  await dialog.locator('#import-record').fill(record);
  await dialog.getByRole('button', { name: 'Check and open' }).click();
  await open('Imported game');
  const imported = await savedSandships(page);
  assert.notEqual(imported.id, original.id, 'a new saved game');
  assert.equal(imported.state, original.state, 'the same state, dice in hand included');
  assert.deepEqual(await diceShown(page), originalDice);
  assert.equal(await shipsShown(page), 'NE1:1l,C5:0l');

  const other = await context.newPage();
  await other.goto(link, { waitUntil: 'domcontentloaded' });
  await open('Shared game', other);
  const shared = await savedSandships(other);
  assert.equal(shared.state, original.state, 'the share link opens the same game');
  assert.ok(![original.id, imported.id].includes(shared.id), 'as a new saved game');
  assert.equal(await shipsShown(other), 'NE1:1l,C5:0l');
}, { open: false, engines: LOGIC_ONLY });

appTest('a turn played with the keyboard alone', async ({ page, context }) => {
  await stubDice(context);
  await openApp(page);
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  await loadRoll(page, 'TMU');
  await page.locator('[data-action=roll]').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-die=T]').waitFor();
  // Launch: the spire piece, then the port, each reached by focus and pressed with Enter.
  const piece = page.locator('main.sandships svg [data-spire-piece="0l"][data-city="SW"]');
  assert.equal(await piece.getAttribute('tabindex'), '0', 'a spire piece is a keyboard stop');
  assert.match(await piece.getAttribute('aria-label'), /\w/, 'and is named');
  await piece.focus();
  await page.keyboard.press('Enter');
  // A port becomes a keyboard stop once the piece is picked up and the board drawn again:
  // focusing it before that would leave the focus (and the next Enter) on the piece.
  const port = page.locator('main.sandships svg [data-port="SW5"][tabindex="0"]');
  await port.waitFor();
  await port.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('main.sandships svg [data-ship][data-at="SW5"]'));
  // Move it: the ship, then a port of the centre.
  await page.locator('main.sandships svg [data-ship][data-at="SW5"]').focus();
  await page.keyboard.press('Enter');
  const centre = page.locator('main.sandships svg [data-port="C5"][tabindex="0"]');
  await centre.waitFor();
  await centre.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('main.sandships svg [data-ship][data-at="C5"]'));
  // End the turn from the keyboard, the Unfurl die unused.
  await page.locator('[data-action=end]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-action=roll]'));
  const saved = await savedSandships(page);
  assert.deepEqual(recordActions(saved.record), ['roll TMU', 'T:l>SW5', 'M:SW5-C5', 'end']);
}, { open: false });

// WebKit laid out the freshly drawn Sandships form 54 px taller until the pointer's first hover
// over it, so "Start game" moved from under the pointer between press and release and the click
// went to the backdrop (styles/shell.css: the form's fieldsets stay blocks).
appTest('New game: Sandships chosen, "Start game" at once starts it; the form holds still under the pointer', async ({ page }) => {
  await page.getByRole('button', { name: 'New game' }).click();
  const form = page.locator('form.new-game');
  await form.locator('label[for=game-sandships]').click();
  await form.locator('#sand-players').waitFor();
  const start = form.getByRole('button', { name: 'Start game' });
  const before = await start.boundingBox();
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  const after = await start.boundingBox();
  assert.deepEqual(after, before, 'the button stays where it was when the pointer comes over it');
  await start.click();
  await form.waitFor({ state: 'detached' });
  await page.locator('main.sandships svg [data-spire-piece]').first().waitFor();
});
