// Sandships measurements, run by hand (not part of the test suite):
//   node tests/e2e/tools/measure-sandships.mjs
//
// Prints:
// - the longest main-thread task ('longtask' entries, a buffered PerformanceObserver installed
//   before the page's scripts) while the computer plays a Sandships turn: its roll, its search
//   in the worker and its actions shown one by one, at levels 3 (the default) and 5, TURNS
//   turns each (Blue rolls and ends its turn at once, so each turn measured is the computer's);
// - the engine's and AI's speed inside the AI's web worker (the message "bench": Sandships
//   random playouts per second and a level-5 turn search's states per second; the same code as
//   `cargo run --release -p martian-worker --example bench`), median of RUNS runs.
//
// Same setup as the suite: a copy of dist/ served from 127.0.0.1/martian/, Debian's Chromium
// headless. Options: TURNS=n (default 4), RUNS=n (default 3), LEVELS=a,b (default 3,5),
// PLAYERS=n (default 2: with more, every seat but Blue's is the computer, and each round
// measured is all of their turns).

import { startSite, launchBrowser, watch, waitForBoard } from '../harness.mjs';
import { newSandshipsGame, roll, savedSandships, fields, stubDice, waitForTurn } from '../sandships-harness.mjs';

const TURNS = Number(process.env.TURNS || 4);
const RUNS = Number(process.env.RUNS || 3);
const LEVELS = (process.env.LEVELS || '3,5').split(',').map(Number);
const PLAYERS = Number(process.env.PLAYERS || 2);
const ms = (x) => `${Math.round(x)} ms`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function instrument() {
  window.__measure = { longtasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__measure.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    window.__measure.error = String(e);
  }
}

async function computerTurns(browser, url, level, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await watch(context, problems, { block: false });
  await context.addInitScript(instrument);
  await stubDice(context);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  const seats = { 0: 'human' };
  for (let s = 1; s < PLAYERS; s++) seats[s] = String(level);
  await newSandshipsGame(page, { players: PLAYERS, seats });
  const rows = [];
  for (let i = 0; i < TURNS; i++) {
    await waitForTurn(page, 0, 120_000);
    await roll(page, 'TBU');
    const t0 = await page.evaluate(() => performance.now());
    await page.locator('[data-action=end]').click();
    const saved = await waitForTurn(page, 0, 120_000);
    const t1 = await page.evaluate(() => performance.now());
    const tasks = (await page.evaluate(() => window.__measure.longtasks)).filter((e) => e.start + e.duration >= t0 && e.start <= t1);
    rows.push({ wall: t1 - t0, longest: tasks.reduce((a, e) => Math.max(a, e.duration), 0), count: tasks.length });
    if (fields(saved.state).result !== '-') break;
  }
  const { record } = await savedSandships(page);
  await context.close();
  return { rows, record };
}

async function workerBench(browser, url, problems) {
  const context = await browser.newContext();
  await watch(context, problems, { block: false });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  const reports = [];
  for (let i = 0; i < RUNS; i++) {
    reports.push(await page.evaluate(() => new Promise((resolve, reject) => {
      const w = new Worker('./ai-worker.js');
      w.onerror = (e) => reject(new Error(String(e.message)));
      w.onmessage = (e) => {
        const reply = JSON.parse(e.data);
        if (reply === 'Ready') w.postMessage('bench');
        if (reply.Bench) {
          w.terminate();
          resolve(reply.Bench);
        }
      };
    })));
  }
  await context.close();
  return reports;
}

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  const problems = [];
  try {
    console.log(`Sandships measurements (${new Date().toISOString()}), Chromium ${browser.version()}, served from ${site.url}`);
    for (const level of LEVELS) {
      const { rows } = await computerTurns(browser, site.url, level, problems);
      const what = PLAYERS === 2 ? 'a Sandships turn' : `its ${PLAYERS - 1} turns of a ${PLAYERS}-seat round`;
      console.log(`\nThe computer (level ${level}) plays ${what} (roll, search, actions shown one by one):`);
      rows.forEach((r, i) => console.log(`  turn ${i + 1}: ${ms(r.wall)} on screen, longest main-thread task ${r.count ? ms(r.longest) : 'none over 50 ms'} (${r.count} long task${r.count === 1 ? '' : 's'})`));
      const worst = Math.max(0, ...rows.map((r) => r.longest));
      console.log(`  longest over ${rows.length} turns: ${worst ? ms(worst) : 'none over 50 ms'}`);
    }
    const reports = await workerBench(browser, site.url, problems);
    const per = (f) => median(reports.map(f));
    console.log(`\nIn the AI's worker ("bench", ${RUNS} runs, medians):`);
    console.log(`  Sandships random playouts (two players, to a win or 300 turns): ${per((r) => r.playouts / (r.playout_ms / 1000)).toFixed(0)} playouts/s, ${per((r) => r.playout_actions / (r.playout_ms / 1000) / 1e6).toFixed(2)} M actions/s`);
    console.log(`  Sandships level-5 turn search: ${per((r) => r.turn_nodes / (r.turn_ms / 1000) / 1e6).toFixed(2)} M states/s`);
    console.log(`  (Martian Chess perft ${per((r) => r.perft_nodes / (r.perft_ms / 1000) / 1e6).toFixed(1)} M nodes/s, for comparison with the README)`);
    if (problems.length) {
      console.log(`\nThe browser reported ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
