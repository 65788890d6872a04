// The embed, as a rules author uses it: the example rules page served from another origin
// (another port) than the app, its boards in every mode, their messages to the page, their
// sizes, and what they must never do (write to storage, set cookies, fetch from elsewhere).

import assert from 'node:assert/strict';
import { after } from 'node:test';
import {
  useApp, LOGIC_ONLY, appTest, siteUrl, currentSite, drag, pieces, placementPieces, play, legalMoves,
  START_2P, COMPUTER_TIMEOUT, settle, twoHumanGame, playMoves, openApp,
  CAN, ENGINE, openWithPeople,
} from './harness.mjs';
import { startAuthorSite, recordBoardMessages } from './author-site.mjs';
import { loadRoll, newSandshipsGame, playActions, replay, roll, stubDice } from './sandships-harness.mjs';

useApp();

// The author's site starts with the first test that needs it (after the app's site is up).
let author;
async function authorSite() {
  author ??= await startAuthorSite(currentSite().dir, siteUrl());
  return author;
}
after(async () => {
  await author?.close();
});

// The boards of the example page, in page order.
const VIEW = 0;
const TRY = 1;
const STEP = 2;
const REJECTION = 3;
const PUZZLE = 4;
const FOUR = 5;
const PLAY = 6;
const SAND_STEP = 7;
const SAND_PLAY = 8;
const SAND_START = 'xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -';
// The Sandships record of the example page's step board, and the comments on its actions.
const SAND_ACTIONS = ['roll TBM', 'B:b', 'T:l>SW5', 'M:SW5-C5', 'roll TTU', 'T:l>NE1', 'W:NE1-C1', 'U:b', 'roll MZZ', 'Z:C.xm', 'W:C.xs', 'M:C5-C4'];
const TRY_START = '3p/4/4/4/1p2/4/1d2/q3 0 - - 0,0';
const PUZZLE_START = '1q2/4/4/2d1/3p/q3/2d1/4 0 - - 0,0';
const STEP_MOVES = ['d3-d5', 'c6-b5', 'd2xd5', 'b5-c4'];
const STEP_COMMENTS = [
  "South's drone crosses the canal: it is North's drone now.",
  'North moves a pawn towards it.',
  "South's queen takes the drone: 2 points. The queen now stands in North's zone.",
  "North's pawn crosses the other way and becomes South's.",
];

/** Opens the author's example page with the boards' messages recorded. */
async function openRulesPage(page, url) {
  url ??= (await authorSite()).url;
  await page.addInitScript(recordBoardMessages);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
}

const messages = (page, frame) =>
  page.evaluate((frame) => window.__boardMessages.filter((m) => frame === undefined || m.frame === frame), frame);

async function waitForMessage(page, frame, type, count = 1, timeout = 15_000) {
  try {
    await page.waitForFunction(([frame, type, count]) =>
      window.__boardMessages.filter((m) => m.frame === frame && m.type === type).length >= count,
    [frame, type, count], { timeout });
  } catch {
    assert.fail(`board ${frame} did not post ${count} "${type}" message(s) in ${timeout} ms; it posted ${JSON.stringify(await messages(page, frame))}`);
  }
  return (await messages(page, frame)).filter((m) => m.type === type);
}

/** The board in the page's n-th iframe, scrolled into view (they load lazily) and ready. */
async function board(page, n) {
  const iframe = page.locator('iframe').nth(n);
  await iframe.waitFor({ state: 'attached' });
  await iframe.scrollIntoViewIfNeeded();
  await waitForMessage(page, n, 'ready');
  const frame = await (await iframe.elementHandle()).contentFrame();
  await frame.locator('svg.board [data-piece], svg.sand-board [data-spire-piece]').first().waitFor();
  return frame;
}

const text = (frame, selector) => frame.locator(selector).first().textContent().then((t) => t.trim());

appTest('the example rules page on another origin: every board shows, fits its frame, and writes nothing', async ({ page, context }) => {
  await openRulesPage(page);
  const count = await page.locator('iframe').count();
  assert.ok(count >= 6, `the example page has at least six boards; found ${count}`);
  const modes = [];
  for (let n = 0; n < count; n++) {
    const frame = await board(page, n);
    const [ready] = await waitForMessage(page, n, 'ready');
    assert.equal(ready.origin, new URL(siteUrl()).origin, 'the board runs on the app\'s origin');
    modes.push(ready.mode);
    // The frame takes the height its board reports (embed.js), and the board fills its width.
    const sizes = await waitForMessage(page, n, 'size');
    const reported = sizes.at(-1).height;
    await page.waitForFunction(([n, h]) => Math.abs(document.querySelectorAll('iframe')[n].clientHeight - h) <= 1, [n, reported])
      .catch(() => assert.fail(`board ${n}: the frame did not take the reported height ${reported}`));
    const fit = await frame.evaluate(() => ({
      content: document.querySelector('.embed').getBoundingClientRect().height,
      frame: window.innerHeight,
      board: document.querySelector('svg.board, svg.sand-board').getBoundingClientRect().width,
      width: window.innerWidth,
    }));
    assert.ok(fit.content <= fit.frame + 1, `board ${n}: nothing is cut off (${fit.content} in ${fit.frame})`);
    assert.ok(fit.board >= fit.width * 0.9, `board ${n}: the board fills the frame's width (${fit.board} of ${fit.width})`);
    assert.equal(await frame.evaluate(() => localStorage.length), 0, `board ${n} wrote nothing to storage`);
  }
  for (const mode of ['view', 'step', 'try', 'puzzle', 'play']) {
    assert.ok(modes.includes(mode), `a board in ${mode} mode: ${modes}`);
  }
  assert.deepEqual(await context.cookies(), [], 'no cookies');
  assert.deepEqual(await pieces(await board(page, VIEW)), placementPieces(START_2P), 'the diagram shows the start');
  const four = await board(page, FOUR);
  assert.equal(await four.locator('svg.board [data-square]').count(), 64);
  assert.equal(await four.locator('svg.board .coord').count(), 0, 'coords=0 hides the coordinates');
  assert.equal(await four.locator('svg.board .drawn-arrow').count(), 1, 'the arrow is drawn');
}, { open: false, timeout: 90_000 });

appTest('step mode: the controls, the arrow keys and the move list step through the game, with its comments', async ({ page }) => {
  await openRulesPage(page);
  const frame = await board(page, STEP);
  const shows = async (ply) => {
    await frame.waitForFunction((ply) => document.querySelector('.embed-controls .counter')?.textContent.startsWith(`${ply} /`), ply);
    assert.deepEqual(await pieces(frame), placementPieces(play(START_2P, STEP_MOVES.slice(0, ply))), `the board after ${ply} moves`);
    if (ply > 0) assert.equal(await text(frame, '.embed-comment'), STEP_COMMENTS[ply - 1], `the comment of move ${ply}`);
    else assert.equal(await frame.locator('.embed-comment').count(), 0, 'no comment before the first move');
  };
  await shows(0);
  assert.equal(await frame.locator('svg.board .drawn-arrow').count(), 1, 'arrows@0 draws on the first position');
  await frame.locator('[data-control="next"]').click();
  await shows(1);
  assert.equal(await frame.locator('svg.board .drawn-arrow').count(), 0, 'and only there');
  await frame.locator('[data-control="last"]').click();
  await shows(4);
  assert.ok(await frame.locator('[data-control="next"]').isDisabled(), 'no next move at the end');
  await frame.locator('[data-control="first"]').click();
  await shows(0);
  // The keyboard, once the frame has the focus.
  await frame.locator('.embed-caption').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await shows(2);
  await page.keyboard.press('End');
  await shows(4);
  await page.keyboard.press('ArrowLeft');
  await shows(3);
  await page.keyboard.press('Home');
  await shows(0);
  await frame.locator('ol.move-list .move').nth(2).click();
  await shows(3);
  assert.equal(await frame.locator('svg.board [data-piece].ghost, svg.board .piece.dragging').count(), 0);
}, { open: false });

appTest('try mode: a legal move is played and reported; an illegal one goes back with the reason; reset', async ({ page }) => {
  await openRulesPage(page);
  const frame = await board(page, TRY);
  await drag(page, 'b2', 'd2', frame);
  const [moved] = await waitForMessage(page, TRY, 'move');
  assert.equal(moved.move, 'b2-d2');
  assert.equal(moved.ply, 1);
  assert.equal(moved.position, play(TRY_START, ['b2-d2']), 'the parent is told the position after the move');
  assert.deepEqual(await pieces(frame), placementPieces(moved.position));
  // North to move now; its pawn does not move straight.
  const before = await pieces(frame);
  await drag(page, 'd8', 'd7', frame);
  await frame.locator('.embed-message.wrong').waitFor();
  assert.match(await text(frame, '.embed-message.wrong'), /A pawn moves one square diagonally, so it cannot go from d8 to d7/);
  await settle(frame);
  assert.deepEqual(await pieces(frame), before, 'the illegal move changed nothing');
  assert.equal((await messages(page, TRY)).filter((m) => m.type === 'move').length, 1, 'and was not reported as a move');
  // A piece of the side not to move: said in words too.
  await drag(page, 'd2', 'd3', frame);
  await frame.waitForFunction(() => /North's turn|in South's zone/.test(document.querySelector('.embed-message')?.textContent || ''));
  await frame.locator('[data-control="reset"]').click();
  await frame.waitForFunction(() => document.querySelector('[data-control="reset"]').disabled);
  assert.deepEqual(await pieces(frame), placementPieces(TRY_START), 'reset goes back to the start');
}, { open: false });

appTest('puzzle: a wrong move is taken back and reported, the hint points, the solution is solved', async ({ page }) => {
  await openRulesPage(page);
  const frame = await board(page, PUZZLE);
  assert.ok(legalMoves(PUZZLE_START).includes('a3xc5'), 'the queen may take the drone (a legal, wrong answer)');
  await drag(page, 'a3', 'c5', frame);
  const [failed] = await waitForMessage(page, PUZZLE, 'failed');
  assert.equal(failed.move, 'a3xc5');
  await frame.locator('.embed-message.wrong').waitFor();
  await settle(frame);
  assert.deepEqual(await pieces(frame), placementPieces(PUZZLE_START), 'the wrong move was taken back');
  await frame.locator('[data-control="hint"]').click();
  await frame.locator('svg.board .hl.hint').waitFor();
  const [hint, d4] = await Promise.all([
    frame.locator('svg.board .hl.hint').boundingBox(),
    frame.locator('svg.board [data-square="d4"]').boundingBox(),
  ]);
  assert.ok(Math.abs(hint.x - d4.x) < 4 && Math.abs(hint.y - d4.y) < 4, `the hint marks the pawn on d4: ${JSON.stringify([hint, d4])}`);
  assert.match(await text(frame, '.embed-message'), /pawn on d4/);
  await drag(page, 'd4', 'c5', frame);
  await waitForMessage(page, PUZZLE, 'solved');
  assert.match(await text(frame, '.embed-message.success'), /Solved/);
  const moved = (await messages(page, PUZZLE)).filter((m) => m.type === 'move');
  assert.deepEqual(moved.map((m) => m.move), ['d4xc5']);
}, { open: false, engines: LOGIC_ONLY });

appTest('play mode: the computer answers the reader\'s move with a legal move', async ({ page }) => {
  await openRulesPage(page);
  const frame = await board(page, PLAY);
  await drag(page, 'c3', 'd4', frame);
  const moves = await waitForMessage(page, PLAY, 'move', 2, COMPUTER_TIMEOUT);
  assert.equal(moves[0].move, 'c3-d4');
  const afterMine = play(START_2P, ['c3-d4']);
  assert.ok(legalMoves(afterMine).includes(moves[1].move), `the computer's ${moves[1].move} is legal`);
  assert.equal(moves[1].position, play(afterMine, [moves[1].move]));
  await frame.waitForFunction(() => /Your move/.test(document.querySelector('.embed-status')?.textContent || ''));
  assert.deepEqual(await pieces(frame), placementPieces(moves[1].position));
}, { open: false });

appTest('a bad fragment shows a message naming the bad parameter, in a frame that fits it', async ({ page }) => {
  const url = (await authorSite()).page('bad.html', `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bad boards</title>
    <script src="${siteUrl()}embed.js"></script></head><body>
    <div data-martian-chess="moves=d3-d5%20c3-c5" data-loading="eager"></div>
    <div data-martian-chess="mdoe=view" data-loading="eager"></div>
    <iframe title="unknown theme" src="${siteUrl()}embed.html#theme=blue"></iframe></body></html>`);
  await openRulesPage(page, url);
  const expected = [/parameter moves is wrong: move 2 `c3-c5`/, /parameter mdoe is wrong: unknown parameter/, /parameter theme is wrong: `blue`: write light, dark or auto/];
  for (const [n, re] of expected.entries()) {
    await waitForMessage(page, n, 'size');
    const frame = await (await page.locator('iframe').nth(n).elementHandle()).contentFrame();
    await frame.locator('.embed-problem').waitFor();
    const said = await text(frame, '.embed-problem');
    assert.match(said, /cannot be shown/);
    assert.match(said, re, `frame ${n} names the bad field: ${said}`);
  }
  assert.equal((await messages(page)).filter((m) => m.type === 'ready').length, 0, 'no board is ready');
}, { open: false, engines: LOGIC_ONLY });

appTest('"Open in Martian Chess" opens the shown position in the app as a new game', async ({ page, context }) => {
  await openRulesPage(page);
  const frame = await board(page, REJECTION);
  await drag(page, 'c4', 'd3', frame);
  const [moved] = await waitForMessage(page, REJECTION, 'move');
  const [app] = await Promise.all([context.waitForEvent('page'), frame.locator('.embed-open a').click()]);
  await openWithPeople(app);
  await app.waitForFunction(() => document.querySelectorAll('svg.board [data-piece]').length > 0);
  assert.deepEqual(await pieces(app), placementPieces(moved.position), 'the app shows the embed\'s position');
  await app.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('martian-chess/v3/game/')));
}, { open: false });

/** A square's rect on a board without the testing attributes (the Embed dialog's drawing board). */
async function squareCentre(page, scope, square) {
  const id = (square.charCodeAt(1) - 49) * 8 + (square.charCodeAt(0) - 97);
  const box = await page.locator(`${scope} [data-sq-id="${id}"]`).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The Embed dialog's iframe snippet once it holds every one of `parts`. The dialog redraws a
 * moment after a field changes (yew's scheduler yields to the browser every 16 ms, so a busy
 * page draws the change in a later task): read at once, the snippet can still be the last one.
 */
async function snippetWith(page, parts) {
  await page.waitForFunction((parts) => {
    const text = document.querySelector('.dialog.embed-dialog #snippet-iframe')?.value || '';
    return parts.every((p) => text.includes(p));
  }, parts).catch(async () => assert.fail(`the snippet never held ${parts.join(', ')}: ${await page.locator('#snippet-iframe').inputValue()}`));
  return page.locator('#snippet-iframe').inputValue();
}

appTest('the Embed dialog: mode, first position, a drawn arrow and mark, a caption; preview and snippet agree', async ({ page, context }) => {
  await twoHumanGame(page);
  await playMoves(page, ['d3-d5', 'c6-b5']);
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.locator('.dialog.embed-dialog');
  await dialog.waitFor();
  await dialog.locator('#embed-mode').selectOption('step');
  await dialog.locator('#embed-ply').selectOption('1');
  // An arrow by right-drag, a mark by Shift-click, as on lichess.
  const a = await squareCentre(page, '.drawing-board', 'c6');
  const b = await squareCentre(page, '.drawing-board', 'b5');
  // WebKitGTK's driver releases a right button as the left one (the page gets no pointerup), so
  // there the arrow is drawn the other way the board offers: a Shift-drag.
  const button = ENGINE === 'webkit' ? 'left' : 'right';
  if (ENGINE === 'webkit') await page.keyboard.down('Shift');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up({ button });
  if (ENGINE === 'webkit') await page.keyboard.up('Shift');
  const d5 = await squareCentre(page, '.drawing-board', 'd5');
  await page.keyboard.down('Shift');
  await page.mouse.click(d5.x, d5.y);
  await page.keyboard.up('Shift');
  const caption = '<img src=x onerror=window.__xss=1> North answers';
  await dialog.locator('#embed-caption').fill(caption);
  const snippet = await snippetWith(page, ['caption=%3Cimg', 'North%20answers']);
  const src = /src="([^"]+)"/.exec(snippet)[1];
  const fragment = src.split('#')[1];
  for (const part of ['mode=step', 'ply=1', 'arrows@1=c6b5', 'marks@1=d5', 'moves=d3-d5%20c6-b5']) {
    assert.ok(fragment.split('&').includes(part), `the snippet's fragment has ${part}: ${fragment}`);
  }
  assert.match(await dialog.locator('#snippet-script').inputValue(), /<script src="[^"]+embed\.js" defer><\/script>\n<div data-martian-chess="/);
  // The live preview is the real embed with that fragment.
  const preview = page.frameLocator('.preview-frame');
  await preview.locator('.embed-caption').filter({ hasText: 'North answers' }).waitFor();
  assert.equal(await preview.locator('.embed-caption').textContent(), caption, 'the caption is text, never markup');
  assert.equal(await preview.locator('svg.board .drawn-arrow').count(), 1);
  assert.equal(await preview.locator('svg.board .drawn-ring').count(), 1);
  assert.equal(await preview.locator('.embed-controls .counter').textContent(), '1 / 2');
  assert.equal(await preview.locator('img').count(), 0, 'no element made from the caption');
  // The snippet's address opens the same board on its own.
  const direct = await context.newPage();
  await direct.goto(src);
  await direct.locator('.embed-caption').waitFor();
  assert.deepEqual(await pieces(direct), placementPieces(play(START_2P, ['d3-d5'])));
  assert.equal(await direct.evaluate(() => window.__xss), undefined, 'the caption ran nothing');
  assert.equal(await page.evaluate(() => window.__xss), undefined);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
});

appTest('the New game form embeds its start position', async ({ page }) => {
  await page.getByRole('button', { name: 'New game' }).click();
  const form = page.locator('form.new-game');
  await form.locator('#players').selectOption('4');
  await form.getByRole('button', { name: 'Embed this start…' }).click();
  const dialog = page.locator('.dialog.embed-dialog');
  await dialog.waitFor();
  const preview = page.frameLocator('.preview-frame');
  await preview.locator('svg.board [data-piece]').first().waitFor();
  assert.equal(await preview.locator('svg.board [data-square]').count(), 64, 'the four-player board');
  assert.match(await snippetWith(page, ['players=4']), /embed\.html#players=4&amp;mode=view|embed\.html#players=4&mode=view/);
}, { engines: LOGIC_ONLY });

/** A Sandships board's ships, as the state text writes them (`C4:0l,C1:1l`, in port order). */
async function sandShips(frame) {
  const order = 'NW7 NW8 NE1 NE2 SE3 SE4 SW5 SW6 C1 C2 C3 C4 C5 C6 C7 C8'.split(' ');
  const ships = await frame.evaluate(() => [...document.querySelectorAll('svg.sand-board [data-ship]')]
    .map((e) => `${e.getAttribute('data-at')}:${e.getAttribute('data-ship')}`));
  ships.sort((a, b) => order.indexOf(a.split(':')[0]) - order.indexOf(b.split(':')[0]));
  return ships.join(',') || '-';
}

/** A Sandships board's dice: faces of those unused, in the state text's order. */
const unusedDice = (frame) => frame.evaluate(() => [...document.querySelectorAll('[data-die]')]
  .filter((d) => d.getAttribute('data-used') === 'false').map((d) => d.getAttribute('data-die')).join(''));

appTest('a Sandships board steps through a record with its rolls and comments (game=sandships)', async ({ page }) => {
  await openRulesPage(page);
  const frame = await board(page, SAND_STEP);
  const [ready] = await waitForMessage(page, SAND_STEP, 'ready');
  assert.deepEqual([ready.mode, ready.position], ['step', SAND_START]);
  const shows = async (n) => {
    await frame.waitForFunction((n) => document.querySelector('.embed-controls .counter')?.textContent.startsWith(`${n} /`), n);
    const state = playActions(SAND_START, SAND_ACTIONS.slice(0, n));
    const [, ships, , , dice] = state.split(' ');
    assert.equal(await sandShips(frame), ships, `the ships after ${n} actions (${state})`);
    assert.equal(await unusedDice(frame), dice === '-' ? '' : dice, `the dice in hand after ${n} actions`);
  };
  await shows(0);
  assert.equal(await text(frame, '.embed-controls .counter'), `0 / ${SAND_ACTIONS.length}`);
  assert.match(await text(frame, '.embed-status'), /Blue to roll/);
  await frame.locator('[data-control="next"]').click();
  await shows(1);
  assert.equal(await text(frame, '.embed-comment'), 'Blue rolls Transform, Build and Move.');
  for (let n = 2; n <= 4; n++) {
    await frame.locator('[data-control="next"]').click();
    await shows(n);
  }
  assert.match(await text(frame, '.embed-comment'), /sails to the centre/);
  await frame.locator('.embed-caption').click();
  await page.keyboard.press('End');
  await shows(SAND_ACTIONS.length);
  assert.ok(await frame.locator('[data-control="next"]').isDisabled(), 'nothing after the last action');
  await page.keyboard.press('ArrowLeft');
  await shows(SAND_ACTIONS.length - 1);
  // The turn list: a click shows the state after that action; Amber's wild die is said so.
  const wild = frame.locator('.action-log .act', { hasText: 'with the W die, as wild' }).first();
  await wild.click();
  await shows(7);
  assert.equal(await frame.evaluate(() => localStorage.length), 0, 'nothing stored');
}, { open: false, engines: LOGIC_ONLY });

appTest('a Sandships board in play mode: the reader rolls and acts, the computer answers, each action posted', async ({ page, context }) => {
  await stubDice(context);
  await openRulesPage(page);
  const frame = await board(page, SAND_PLAY);
  await loadRoll(frame, 'BBM');
  await frame.locator('[data-action=roll]').click();
  const [rolled] = await waitForMessage(page, SAND_PLAY, 'move');
  assert.equal(rolled.move, 'roll BBM');
  assert.equal(rolled.position, playActions(SAND_START, ['roll BBM']));
  // Two Builds: one die became Wild (the duplicates rule), shown as such.
  assert.equal(await unusedDice(frame), 'BMW');
  await frame.locator('[data-action=build]').click();
  const moves = await waitForMessage(page, SAND_PLAY, 'move', 2);
  assert.equal(moves[1].move, 'B:b');
  assert.equal(moves[1].position, playActions(SAND_START, ['roll BBM', 'B:b']));
  await frame.locator('[data-action=end]').click();
  // The computer (Amber) rolls and plays its turn, each action posted; then it is the reader's
  // roll again. (The roll button alone does not say so: a loaded WebKit read the messages while
  // Amber still played.)
  await page.waitForFunction((n) => {
    const moves = window.__boardMessages.filter((m) => m.frame === n && m.type === 'move');
    return moves.length > 3 && moves[moves.length - 1].position.split(' ')[3] === '0';
  }, SAND_PLAY, { timeout: COMPUTER_TIMEOUT });
  await frame.locator('[data-action=roll]').waitFor();
  const all = (await messages(page, SAND_PLAY)).filter((m) => m.type === 'move');
  const amber = all.slice(3);
  assert.match(amber[0].move, /^roll [TBUMZW]{3}$/, `Amber rolled: ${all.map((m) => m.move)}`);
  let state = all[2].position;
  for (const m of amber) {
    state = playActions(state, [m.move]);
    assert.equal(m.position, state, `Amber's ${m.move} is legal and reported with the state after it`);
  }
  assert.equal(state.split(' ')[3], '0', 'Blue to act');
  assert.equal(await frame.evaluate(() => localStorage.length), 0, 'nothing stored');
  await frame.locator('[data-control="reset"]').click();
  await frame.waitForFunction(() => document.querySelector('[data-control="reset"]').disabled);
  assert.equal(await sandShips(frame), '-', 'reset goes back to the start');
}, { open: false, timeout: 90_000 });

appTest('a bad Sandships fragment names the parameter; Martian Chess parameters are refused by name', async ({ page }) => {
  const url = (await authorSite()).page('bad-sand.html', `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bad boards</title>
    <script src="${siteUrl()}embed.js"></script></head><body>
    <div data-martian-chess="game=sandships&position=x" data-loading="eager"></div>
    <div data-martian-chess="game=sandships&actions=roll%20TBM%20Z:C.xl" data-loading="eager"></div>
    <div data-martian-chess="game=sandships&mode=puzzle" data-loading="eager"></div></body></html>`);
  await openRulesPage(page, url);
  const expected = [/parameter position is wrong: is for Martian Chess boards \(a Sandships board's is `state`\)/,
    /parameter actions is wrong: action 2 `Z:C.xl`/, /parameter mode is wrong: .*no puzzles/];
  for (const [n, re] of expected.entries()) {
    await waitForMessage(page, n, 'size');
    const frame = await (await page.locator('iframe').nth(n).elementHandle()).contentFrame();
    await frame.locator('.embed-problem').waitFor();
    const said = await text(frame, '.embed-problem');
    assert.match(said, /This Sandships board cannot be shown/);
    assert.match(said, re, `frame ${n} names the bad field: ${said}`);
  }
}, { open: false, engines: LOGIC_ONLY });

appTest('an embed downloads its own game\'s build only, and a fragment that names another game loads that one', async ({ page }) => {
  const wasm = () => page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname.split('/').pop()).filter((n) => n.endsWith('.wasm')));
  await page.goto(`${siteUrl()}embed.html#moves=d3-d5&ply=1`);
  await page.locator('svg.board [data-piece]').first().waitFor();
  assert.deepEqual(await wasm(), ['embed-martian-chess_bg.wasm'], 'a Martian Chess board loads Martian Chess\'s build alone');
  // The same frame told to show a Sandships board: it loads itself anew with Sandships's build.
  await page.evaluate(() => { location.hash = 'game=sandships&actions=roll%20TBM%20B:b&ply=1'; });
  await page.locator('svg.sand-board [data-spire-piece]').first().waitFor();
  assert.deepEqual(await wasm(), ['embed-sandships_bg.wasm'], 'then Sandships\'s build alone');
  // An unknown game is named by the default build, in words.
  await page.evaluate(() => { location.hash = 'game=chess'; });
  await page.locator('.embed-problem').waitFor();
  assert.match(await page.locator('.embed-problem').innerText(), /game is wrong: `chess`: write martian-chess or sandships/);
}, { open: false });

appTest('the Embed dialog of a Sandships game: step mode from an action, a caption; preview and snippet agree', async ({ page, context }) => {
  await stubDice(context);
  await openApp(page);
  await newSandshipsGame(page, { seats: { 1: 'human' } });
  await roll(page, 'BBM');
  await page.locator('[data-action=build]').click();
  await page.locator('[data-die="B"][data-used="true"]').waitFor();
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.locator('.dialog.embed-dialog');
  await dialog.waitFor();
  assert.equal(await dialog.locator('#embed-mode option[value=puzzle]').count(), 0, 'no puzzles for Sandships');
  await dialog.locator('#embed-mode').selectOption('step');
  await dialog.locator('#embed-ply').selectOption('1');
  await dialog.locator('#embed-caption').fill('Two Builds: one die is wild.');
  const src = /src="([^"]+)"/.exec(await snippetWith(page, ['caption=Two%20Builds']))[1];
  const fragment = src.split('#')[1].split('&');
  for (const part of ['game=sandships', 'players=2', 'mode=step', 'ply=1', 'actions=roll%20BBM%20B:b']) {
    assert.ok(fragment.includes(part), `the snippet's fragment has ${part}: ${fragment.join('&')}`);
  }
  const preview = page.frameLocator('.preview-frame');
  await preview.locator('.embed-caption').filter({ hasText: 'one die is wild' }).waitFor();
  assert.equal(await preview.locator('.embed-controls .counter').textContent(), '1 / 2');
  assert.deepEqual(await preview.locator('[data-die]').evaluateAll((ds) => ds.map((d) => d.getAttribute('data-die'))), ['B', 'M', 'W'],
    'the preview shows the roll with the duplicates rule applied');
  // Play mode from the live state: the computer's level travels. (Each change is a new preview
  // board; the first one's worker is let finish loading before it is replaced.)
  await dialog.locator('#embed-ply').selectOption('2');
  // (Firefox and WebKit: the test's server sees only the requests the service worker passes on,
  // and the worker's files come from its cache; the preview's new board is waited for instead.)
  const workerLoaded = CAN.routing ? context.waitForEvent('requestfinished', (r) => r.url().endsWith('/worker.js')) : null;
  await dialog.locator('#embed-mode').selectOption('play');
  if (workerLoaded) await workerLoaded;
  else await preview.locator('main.sandships [data-action], svg.sand-board [data-spire-piece]').first().waitFor();
  await dialog.locator('#embed-level').selectOption('4');
  const play = /src="([^"]+)"/.exec(await snippetWith(page, ['level=4']))[1].split('#')[1].split('&');
  for (const part of ['game=sandships', 'mode=play', 'level=4']) {
    assert.ok(play.includes(part), `the snippet's fragment has ${part}: ${play.join('&')}`);
  }
  assert.ok(play.some((p) => p.startsWith('state=')), 'a state from mid-turn is given whole');
  await preview.locator('main.sandships [data-action=end]').waitFor();
  const direct = await context.newPage();
  await direct.goto(src);
  await direct.locator('.embed-caption').waitFor();
  assert.equal(await direct.locator('.embed-controls .counter').textContent(), '1 / 2', 'the snippet\'s address opens the same board');
}, { open: false, engines: LOGIC_ONLY });

appTest('"Open in Sandships" opens the shown state in the app as a new Sandships game', async ({ page, context }) => {
  await openRulesPage(page);
  const frame = await board(page, SAND_STEP);
  await frame.locator('[data-control="last"]').click();
  await frame.waitForFunction(() => document.querySelector('.embed-controls .counter')?.textContent.startsWith('12 /'));
  const state = playActions(SAND_START, SAND_ACTIONS);
  const [app] = await Promise.all([context.waitForEvent('page'), frame.locator('.embed-open a').click()]);
  await openWithPeople(app);
  await app.locator('main.sandships svg [data-spire-piece]').first().waitFor();
  assert.equal(await sandShips(app), state.split(' ')[1], 'the app shows the embed\'s ships');
  await app.waitForFunction(() => Object.entries(localStorage)
    .some(([k, v]) => k.startsWith('martian-chess/v3/game/') && v.includes('"game":"sandships"')));
  const saved = await app.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('martian-chess/v3/game/')).map(([, v]) => JSON.parse(v)));
  const sand = saved.filter((g) => g.game === 'sandships');
  assert.equal(sand.length, 1, 'one Sandships game saved');
  assert.equal(replay(sand[0].record).state, state, 'its record gives the embed\'s state');
}, { open: false, engines: LOGIC_ONLY });
