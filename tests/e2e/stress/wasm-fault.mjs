// The stress driver (run by hand, not part of the suite): long random games through the page,
// in many browser runs, until the app's wasm faults or enough has been played to say how rare a
// fault is. Written to catch WebKit's "RuntimeError: Out of bounds memory access" and
// "capacity overflow" (docs/webkit-wasm-fault.md), it runs in any engine:
//
//   E2E_BROWSER=webkit node tests/e2e/stress/wasm-fault.mjs
//
// Each browser run is a fresh browser context (in WebKit a fresh WebKitWebDriver, MiniBrowser
// and web process) on the app served as the suite serves it; it plays GAMES games, each of
// Martian Chess or Sandships with two to six (two to four) seats, people and computer seats
// mixed, up to STEPS actions a game: moves by drag and by click, rolls, undo, redo, looking
// back, reloads, and the computer's turns (random-play.mjs). After every action the driver takes
// what the page reported (uncaught errors and rejections with their stacks, console errors such
// as the app's panic message, failed requests, the web process's crash); a fault ends the run,
// is written with the actions before it, and the next run starts.
//
// Options (environment): E2E_BROWSER (chromium, firefox, webkit), DIST (the build to serve, by
// default dist/), BUILD (its name in the figures, by default DIST's folder name), RUNS (browser
// runs, 10), GAMES (games a run, 3), STEPS (actions a game, 80), SEED (the first run's seed;
// run i plays SEED + i), MINUTES (stop starting runs after this long), OUT (the folder of the
// reports, /tmp/martian-stress), AXE (the share of actions followed by an axe-core audit of the
// page, as the a11y tests do: 0.03), SELF_CHECK=1 (first make the page throw from a wasm function
// and check that the driver catches it with its stack). JavaScriptCore's options pass through
// the environment (JSC_useBBQJIT=0 ...) to WebKit's web process; the report lists them.
//
// Output: a line per run on stdout, every fault as a JSON line in OUT/faults.jsonl with a
// screenshot beside it, and the counts as one JSON line appended to OUT/runs.jsonl.

import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, ENGINE, ROOT, launchBrowser, startSite, watch } from '../harness.mjs';
import { stubDice } from '../sandships-harness.mjs';
import { chooseGame, random, reportWorkerErrors, startGame, step, waitForAnyBoard } from './random-play.mjs';

const RUNS = Number(process.env.RUNS || 10);
const GAMES = Number(process.env.GAMES || 3);
const STEPS = Number(process.env.STEPS || 80);
const SEED = Number(process.env.SEED || Date.now() % 1e9);
const MINUTES = Number(process.env.MINUTES || 0);
const BUILD = process.env.BUILD || path.basename(DIST);
const OUT = process.env.OUT || '/tmp/martian-stress';
/** How often (a share of the actions) axe-core audits the page, as the suite's a11y tests do. */
const AXE = Number(process.env.AXE ?? 0.03);
const AXE_SOURCE = readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const JSC = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('JSC_')));
// WebKit as a player's browser runs it: composited. The driver turns WebKit's compositing off for
// the suite (its crash in Mesa under Xvfb, driver/webdriver.mjs); this measures the wasm fault as
// shipped, as the figures in docs/webkit-wasm-fault.md were measured.
process.env.WEBKIT_DISABLE_COMPOSITING_MODE ??= '0';
/** A step that takes longer than this is a browser that stopped answering. */
const STALL_MS = Number(process.env.STALL_MS || 240_000);

mkdirSync(OUT, { recursive: true });

/** Rejects when `promise` takes longer than `ms`. */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what}: no answer within ${ms} ms`), { stall: true })), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Makes the page run a wasm function that traps, from a timer (as an event handler of the app's
 * would): the error must reach the driver with a stack that names the wasm function.
 */
async function selfCheck(page, context, problems) {
  await page.evaluate(() => {
    // (module (func (export "boom") (drop (i32.load (i32.const -4)))) (memory 1)), and its name.
    const bytes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 5, 3, 1, 0, 1,
      7, 8, 1, 4, 98, 111, 111, 109, 0, 0, 10, 10, 1, 8, 0, 65, 124, 40, 2, 0, 26, 11,
      0, 17, 4, 110, 97, 109, 101, 1, 10, 1, 0, 7, 115, 101, 108, 102, 95, 99, 104]);
    const { exports } = new WebAssembly.Instance(new WebAssembly.Module(bytes));
    setTimeout(() => exports.boom(), 0);
  });
  await new Promise((r) => setTimeout(r, 500));
  await context.drain?.();
  const caught = problems.splice(0);
  const ok = caught.some((p) => /self_ch|wasm/i.test(p) && /RuntimeError|out of bounds/i.test(p));
  console.log(`self-check: ${ok ? 'caught' : 'NOT caught'}: ${JSON.stringify(caught)}`);
  if (!ok) process.exit(2);
}

/**
 * Times a small wasm loop in the page (30 calls of 10^6 turns, loads and stores): with
 * JavaScriptCore's tiers narrowed it is several times slower, which shows the options reached
 * the web process and took effect.
 */
async function wasmProbe(page) {
  return page.evaluate(() => {
    // (func $spin (param $n i32) (result i32) ...): a loop of loads and stores over one page.
    const bytes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 1, 127, 1, 127, 3, 2, 1, 0, 5, 3, 1, 0, 1, 7, 8,
      1, 4, 115, 112, 105, 110, 0, 0, 10, 61, 1, 59, 1, 2, 127, 3, 64, 32, 1, 65, 4, 108, 65, 252, 255, 3, 113, 32, 2, 32, 1,
      106, 54, 2, 0, 32, 2, 32, 1, 65, 12, 108, 65, 252, 255, 3, 113, 40, 2, 0, 106, 33, 2, 32, 1, 65, 1, 106, 33, 1, 32, 1,
      32, 0, 73, 13, 0, 11, 32, 2, 11]);
    const { exports } = new WebAssembly.Instance(new WebAssembly.Module(bytes));
    const t = performance.now();
    for (let i = 0; i < 30; i++) exports.spin(1_000_000);
    return Math.round(performance.now() - t);
  });
}

const counts = {
  engine: ENGINE, build: BUILD, jsc: JSC, seed: SEED, runs: 0, games: 0, actions: 0,
  drag: 0, click: 0, roll: 0, 'end turn': 0, undo: 0, redo: 0, 'look-back': 0, reload: 0, computer: 0,
  over: 0, axe: 0, slips: 0, faults: 0, crashes: 0, stalls: 0,
};
const started = Date.now();

/** One browser run: a fresh context, GAMES games; returns the fault, if any. */
async function browserRun(browser, site, run) {
  const rng = random(SEED + run);
  const context = await within(browser.newContext({ viewport: { width: 1280, height: 900 } }), 120_000, 'a new context');
  const problems = [];
  await watch(context, problems);
  await stubDice(context);
  await context.addInitScript(reportWorkerErrors);
  context.setDefaultTimeout(15_000);
  const trail = [];
  let fault = null;
  let page;
  const look = async (where) => {
    await within(context.drain?.() ?? Promise.resolve(), 60_000, 'taking the page\'s problems').catch(() => {});
    if (!problems.length) return false;
    fault = { where, problems: problems.splice(0) };
    return true;
  };
  try {
    page = await context.newPage();
    await within(page.goto(site.url, { waitUntil: 'domcontentloaded' }).then(() => waitForAnyBoard(page)), 120_000, 'opening the app');
    if (run === 0) {
      counts.probeMs = await wasmProbe(page);
      console.log(`wasm probe: ${counts.probeMs} ms${Object.keys(JSC).length ? ` with ${JSON.stringify(JSC)}` : ''}`);
      if (process.env.SELF_CHECK) await selfCheck(page, context, problems);
    }
    for (let g = 0; g < GAMES && !fault; g++) {
      const setup = chooseGame(rng);
      trail.push(`game ${g}: ${setup.game}, ${setup.players} seats [${setup.seats.join(', ')}]`);
      await within(startGame(page, setup), 120_000, 'starting a game');
      counts.games++;
      if (await look(`starting game ${g}`)) break;
      for (let s = 0; s < STEPS; s++) {
        let r;
        try {
          r = await within(step(page, rng, setup), STALL_MS, 'an action');
        } catch (e) {
          if (e.stall) throw e;
          r = { did: 'error', slip: true, error: String(e.message || e).split('\n').slice(0, 4).join(' ').replace(/\x1b\[[0-9;]*m/g, '') };
        }
        if (AXE && rng.chance(AXE)) {
          // An audit, as the a11y tests run between moves (the fault was first seen there): a
          // burst of script work and allocation in the page while the app's wasm is live.
          await within(page.evaluate(AXE_SOURCE).then(() => page.evaluate(async () => {
            await window.axe.run(document, { resultTypes: ['violations'] });
          })), STALL_MS, 'an axe audit');
          counts.axe++;
          trail.push('axe');
        }
        trail.push(`${r.did}${r.move ? ` ${r.move}` : ''}${r.slip ? ' (slip)' : ''}${r.error ? `: ${r.error}` : ''}`);
        if (trail.length > 40) trail.shift();
        counts.actions++;
        if (counts[r.did] !== undefined) counts[r.did]++;
        if (await look(`game ${g}, action ${s} (${r.did})`)) break;
        if (r.did === 'over') {
          counts.over++;
          break;
        }
        if (r.slip) {
          counts.slips++;
          appendFileSync(path.join(OUT, 'slips.jsonl'), `${JSON.stringify({ engine: ENGINE, build: BUILD, seed: SEED + run, game: g, step: s, ...r, setup })}\n`);
          await within(page.reload({ waitUntil: 'domcontentloaded' }).then(() => waitForAnyBoard(page)), 120_000, 'reloading after a slip');
          if (await look(`game ${g}, reloading after a slip`)) break;
        }
      }
    }
  } catch (e) {
    if (!fault) await look('after an error');
    if (!fault) {
      fault = { where: e.stall ? 'stalled' : 'driver', problems: [String(e.stack || e)] };
      if (e.stall) counts.stalls++;
    }
  }
  if (context.crashes) counts.crashes += context.crashes;
  if (fault && !(fault.where === 'driver')) {
    counts.faults++;
    const shot = path.join(OUT, `fault-${ENGINE}-${BUILD}-${SEED + run}.png`);
    await within(page?.screenshot({ path: shot }) ?? Promise.resolve(), 20_000, 'a screenshot').catch(() => {});
    appendFileSync(path.join(OUT, 'faults.jsonl'), `${JSON.stringify({
      at: new Date().toISOString(), engine: ENGINE, build: BUILD, jsc: JSC, seed: SEED + run, ...fault, trail, screenshot: shot,
    })}\n`);
  }
  await within(context.close(), 60_000, 'closing the context').catch(() => {});
  return fault;
}

const site = await startSite();
const browser = await launchBrowser();
try {
  for (let run = 0; run < RUNS; run++) {
    if (MINUTES && Date.now() - started > MINUTES * 60_000) break;
    const fault = await browserRun(browser, site, run);
    counts.runs++;
    const mins = ((Date.now() - started) / 60_000).toFixed(1);
    console.log(`[${ENGINE} ${BUILD}] run ${run + 1} (seed ${SEED + run}) ${mins} min: games ${counts.games}, actions ${counts.actions}, `
      + `moves ${counts.drag + counts.click} (drag ${counts.drag}, click ${counts.click}), computer ${counts.computer}, undo ${counts.undo}, `
      + `redo ${counts.redo}, reloads ${counts.reload}, slips ${counts.slips}, faults ${counts.faults}`
      + `${fault ? `: ${fault.where}: ${fault.problems.join(' | ').slice(0, 600)}` : ''}`);
  }
} finally {
  counts.minutes = Number(((Date.now() - started) / 60_000).toFixed(1));
  appendFileSync(path.join(OUT, 'runs.jsonl'), `${JSON.stringify({ at: new Date().toISOString(), ...counts })}\n`);
  console.log(JSON.stringify(counts));
  await browser.close().catch(() => {});
  await site.close().catch(() => {});
}
process.exit(0);
