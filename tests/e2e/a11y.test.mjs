// Accessibility audited by axe-core on every screen: no violation of impact "serious" or
// "critical" anywhere (the minor ones are gathered in AXE_REPORT, see the harness). An audit is
// CPU-bound work (on a loaded two-core machine the five of the Sandships test took 60-64 s): the
// tests' totals are only a guard against a hang (HANG_GUARD), each step keeps the driver's own
// limit. axe reads the document's markup, roles and names, the same wasm's in every engine, so
// these audits run in Chromium (docs/testing.md, "One engine or three").

import {
  useApp, LOGIC_ONLY, appTest, siteUrl, axeCheck, newGame, openLibrary, twoHumanGame, playMoves, drag,
  waitForStatus, openApp, HANG_GUARD,
} from './harness.mjs';
import { newSandshipsGame, perform, roll, stubDice } from './sandships-harness.mjs';

useApp();

async function menu(page, name) {
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name, exact: true }).click();
}

appTest('axe: the play board (two players), New game, Import, Export, Embed, How to play', async ({ page }) => {
  await axeCheck(page, 'play board, two players');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('form.new-game').waitFor();
  await axeCheck(page, 'New game');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await menu(page, 'Import');
  await page.locator('.dialog').waitFor();
  await axeCheck(page, 'Import');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await menu(page, 'Export');
  await page.locator('.dialog.export').waitFor();
  await axeCheck(page, 'Export');
  await page.getByRole('button', { name: 'Done' }).click();
  await menu(page, 'Embed');
  await page.frameLocator('.preview-frame').locator('svg.board [data-piece]').first().waitFor();
  await axeCheck(page, 'Embed dialog');
  await page.getByRole('button', { name: 'Done' }).click();
  await menu(page, 'How to play');
  await page.locator('article.rules').waitFor();
  await axeCheck(page, 'How to play');
}, { holdComputer: true, timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('axe: four players, Saved games, a finished game', async ({ page }) => {
  await newGame(page, { players: 4, seats: { 0: 'human', 1: 'human', 2: 'human', 3: 'human' } });
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-square]').length === 64);
  await axeCheck(page, 'play board, four players');
  await openLibrary(page);
  await axeCheck(page, 'Saved games');
  await page.getByRole('button', { name: /^(Resume|Back to it)$/ }).first().click();
  await newGame(page, { seats: { 0: 'human', 1: 'human' }, setup: '4/4/2q1/4/2p1/4/4/4 0 - - 5,4' });
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  await drag(page, 'c4', 'd5');
  await waitForStatus(page, /South wins/);
  await axeCheck(page, 'a finished game');
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('axe: Learn, with a wrong move explained and a step met', async ({ page }) => {
  await page.getByRole('link', { name: 'Learn', exact: true }).click();
  await page.locator('main.learn svg.board [data-piece]').first().waitFor();
  await axeCheck(page, 'Learn');
  await page.locator('[data-control="next-step"]').click();
  await drag(page, 'c6', 'd5');
  await page.locator('.learn-message.wrong').waitFor();
  await drag(page, 'd3', 'd4');
  await page.locator('.learn-message.success').waitFor();
  await axeCheck(page, 'Learn, a step met');
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('axe: an embed in every mode, a bad fragment, and the example rules page', async ({ page, context }) => {
  const boards = {
    view: 'players=2&mode=view&marks=c3&arrows=c3d4&caption=A%20diagram',
    step: 'moves=d3-d5%20c6-b5%20d2xd5&ply=1&theme=dark',
    try: 'mode=try&theme=light',
    puzzle: 'moves=d3-d5&ply=1&solution=c6-b5%20d2xd5',
    play: 'mode=play&level=1&players=4',
    'Sandships step': 'game=sandships&actions=roll%20TBM%20B:b%20T:l%3ESW5&ply=2&theme=dark',
    'Sandships try': 'game=sandships&mode=try&players=3&theme=light',
    'Sandships play': 'game=sandships&mode=play&level=1',
  };
  // Each game's boards in a page of their own (left open): embed.html loads one game's build
  // and loads itself anew when the fragment names another game, which would cut off the last
  // board's downloads (its computer's worker) in the middle.
  const pages = {};
  const pageFor = async (game) => (pages[game] ??= game === 'martian-chess' ? page : await context.newPage());
  for (const [mode, fragment] of Object.entries(boards)) {
    const board = await pageFor(fragment.startsWith('game=sandships') ? 'sandships' : 'martian-chess');
    await board.goto(`${siteUrl()}embed.html#${fragment}`);
    await board.locator('svg.board [data-piece], svg.sand-board [data-spire-piece]').first().waitFor();
    if (mode === 'puzzle') await board.locator('[data-control="hint"]').click();
    await axeCheck(board, `embed, ${mode} mode`);
  }
  await page.goto(`${siteUrl()}embed.html#mode=nothing`);
  await page.locator('.embed-problem').waitFor();
  await axeCheck(page, 'embed, a bad fragment');
  const rules = await context.newPage();
  await rules.goto(`${siteUrl()}examples/rules-page.html`);
  const frames = rules.locator('iframe');
  for (let i = 0; i < await frames.count(); i++) await frames.nth(i).scrollIntoViewIfNeeded();
  await rules.waitForFunction(() => [...document.querySelectorAll('iframe')]
    .every((f) => f.contentDocument?.querySelector('svg.board [data-piece], svg.sand-board [data-spire-piece]')));
  await axeCheck(rules, 'the example rules page');
}, { open: false, timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('axe: a game after a few moves, with a message shown', async ({ page }) => {
  await twoHumanGame(page);
  await playMoves(page, ['d3-d5', 'c6-b5', 'd2xd5']);
  await drag(page, 'b7', 'b6');
  await axeCheck(page, 'play board, mid-game');
}, { timeout: HANG_GUARD, engines: LOGIC_ONLY });

appTest('axe: Sandships: New game, the board (two and four players, ships at sea), How to play, Saved games', async ({ page, context }) => {
  await stubDice(context);
  await openApp(page);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('form.new-game label[for=game-sandships]').click();
  await page.locator('#sand-players').waitFor();
  await axeCheck(page, 'New game, Sandships chosen');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await newSandshipsGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  await roll(page, 'TMM');
  await perform(page, 0, 'T:l>SW5');
  await axeCheck(page, 'Sandships board, two players, mid-turn with a ship');
  await menu(page, 'How to play');
  await page.locator('article.sandships-rules').waitFor();
  await axeCheck(page, 'How to play Sandships');
  await openLibrary(page);
  await axeCheck(page, 'Saved games with a Sandships game');
  await page.getByRole('button', { name: /^(Resume|Back to it)$/ }).first().click();
  await newSandshipsGame(page, { players: 4, seats: { 0: 'human', 1: 'human', 2: 'human', 3: 'human' } });
  await axeCheck(page, 'Sandships board, four players');
}, { open: false, timeout: HANG_GUARD, engines: LOGIC_ONLY });
