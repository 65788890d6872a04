// Runs the Embed dialog of a Sandships game round after round in one browser (run by hand, not
// part of the suite): each round opens the dialog, switches its live preview between step and
// play mode and through the computer's levels (every change is a new preview board with its own
// AI worker), opens the snippet's address in a second window and closes it. Written for
// WebKit's web-process crash (docs/webkit-wasm-fault.md, "The web process's crash"), which the
// suite met in this dialog's test; a crash ends the context, and the next round starts a new one.
//
//   E2E_BROWSER=webkit ROUNDS=100 node tests/e2e/stress/embed-dialog.mjs
//
// Options (environment): E2E_BROWSER, ROUNDS (100), WINDOW (1: open the second window; 0: not),
// SWITCHES (4: preview changes a round), OUT (a JSON line of the counts is appended to
// OUT/embed-dialog.jsonl, /tmp/martian-stress). JavaScriptCore's options pass through the
// environment (JSC_...) to WebKit's web process.

import { appendFileSync, mkdirSync } from 'node:fs';
import { ENGINE, launchBrowser, startSite, waitForBoard, watch } from '../harness.mjs';
import { newSandshipsGame, roll, stubDice } from '../sandships-harness.mjs';

const ROUNDS = Number(process.env.ROUNDS || 100);
const WINDOW = process.env.WINDOW !== '0';
const SWITCHES = Number(process.env.SWITCHES || 4);
const OUT = process.env.OUT || '/tmp/martian-stress';
const JSC = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('JSC_')));

mkdirSync(OUT, { recursive: true });
const site = await startSite();
const browser = await launchBrowser();
const counts = { engine: ENGINE, jsc: JSC, window: WINDOW, switches: SWITCHES, rounds: 0, previews: 0, windows: 0, crashes: 0, problems: 0 };
const caught = [];
const started = Date.now();

/** A context on a Sandships game with one action played, as the suite's test has it. */
async function fresh() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const problems = [];
  await watch(context, problems);
  context.setDefaultTimeout(20_000);
  await stubDice(context);
  const page = await context.newPage();
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await newSandshipsGame(page, { seats: { 1: 'human' } });
  await roll(page, 'BBM');
  await page.locator('[data-action=build]').click();
  await page.locator('[data-die="B"][data-used="true"]').waitFor();
  return { context, page, problems };
}

/** One round of the dialog: previews switched, the snippet opened in a second window. */
async function round({ context, page }) {
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.locator('.dialog.embed-dialog');
  await dialog.waitFor();
  const preview = page.frameLocator('.preview-frame');
  for (let i = 0; i < SWITCHES; i++) {
    await dialog.locator('#embed-mode').selectOption(i % 2 ? 'step' : 'play');
    if (i % 2 === 0) await dialog.locator('#embed-level').selectOption(String(1 + (i % 5)));
    counts.previews++;
  }
  await dialog.locator('#embed-mode').selectOption('play');
  await preview.locator('main.sandships [data-action=end]').waitFor();
  if (WINDOW) {
    const src = /src="([^"]+)"/.exec(await dialog.locator('#snippet-iframe').inputValue())[1];
    const direct = await context.newPage();
    await direct.goto(src);
    await direct.locator('main.sandships [data-action=end]').waitFor();
    await direct.close();
    counts.windows++;
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

let at = await fresh();
for (let i = 0; i < ROUNDS; i++) {
  let failed = null;
  try {
    await round(at);
  } catch (e) {
    failed = String(e.message).split('\n')[0];
  }
  await at.context.drain?.();
  counts.rounds++;
  const crashed = (at.context.crashes || 0) > 0;
  if (failed || at.problems.length || crashed) {
    if (crashed) counts.crashes++;
    else counts.problems++;
    const what = { round: i, seconds: Math.round((Date.now() - started) / 1000), failed, problems: at.problems.splice(0) };
    caught.push(what);
    console.log(`round ${i}: ${crashed ? 'CRASH' : 'PROBLEM'} ${JSON.stringify(what).slice(0, 2000)}`);
    await at.context.close().catch(() => {});
    at = await fresh();
  }
  if (i % 10 === 9) console.log(`${i + 1} rounds, ${counts.crashes} crashes, ${counts.problems} problems, ${Math.round((Date.now() - started) / 1000)} s`);
}
counts.seconds = Math.round((Date.now() - started) / 1000);
console.log(JSON.stringify(counts));
appendFileSync(`${OUT}/embed-dialog.jsonl`, `${JSON.stringify({ ...counts, caught })}\n`);
await browser.close();
await site.close?.();
process.exit(0);
