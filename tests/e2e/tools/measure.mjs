// Measurements, run by hand (not part of the test suite): node tests/e2e/tools/measure.mjs
//
// Prints:
// - the time from navigation to a playable board (first [data-piece] visible and the wasm
//   started), median of 5 cold loads (fresh browser context each);
// - the longest main-thread task ('longtask' entries, buffered PerformanceObserver installed
//   before the page's scripts) while the computer thinks after a human move, at level 3 (the
//   default) and in a level-5 game;
// - the gzip size (level 9) of every dist/*.wasm.
//
// Same setup as the suite: a copy of dist/ served from 127.0.0.1/martian/, Debian's Chromium
// headless. Options: LOADS=n (default 5), MOVES=n human moves per level (default 3).

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  startSite, launchBrowser, watch, waitForBoard, centre, newGame, legalMoves, play, START_2P,
} from '../harness.mjs';

const LOADS = Number(process.env.LOADS || 5);
const MOVES = Number(process.env.MOVES || 3);
const THINK_LIMIT = 120_000;

const ms = (x) => `${Math.round(x)} ms`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// Installed before any page script: when the first piece appears and the wasm starts (both in
// performance.now() time, i.e. since navigation start), and every long task.
function instrument() {
  window.__measure = { firstPiece: null, wasmStarted: null, longtasks: [] };
  const m = window.__measure;
  addEventListener('TrunkApplicationStarted', () => { m.wasmStarted ??= performance.now(); });
  const seen = () => {
    if (m.firstPiece !== null) return true;
    const el = document.querySelector('svg.board [data-piece]');
    if (el && el.getBoundingClientRect().width > 0) {
      m.firstPiece = performance.now();
      return true;
    }
    return false;
  };
  const mo = new MutationObserver(() => { if (seen()) mo.disconnect(); });
  mo.observe(document, { childList: true, subtree: true });
  // Frame times, for the longest gap between two frames (finer than the 50 ms long-task floor).
  m.frames = [];
  const frame = (t) => { m.frames.push(t); if (m.frames.length > 20000) m.frames.splice(0, 10000); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) m.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    m.longtaskError = String(e);
  }
}

async function newPage(browser, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await watch(context, problems, { block: false });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  return { context, page };
}

async function measureLoads(browser, url, problems) {
  const rows = [];
  for (let i = 0; i < LOADS; i++) {
    const { context, page } = await newPage(browser, problems);
    const wall = Date.now();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await waitForBoard(page);
    const wallMs = Date.now() - wall;
    const m = await page.evaluate(() => window.__measure);
    const playable = Math.max(m.firstPiece, m.wasmStarted);
    const loadTask = m.longtasks.filter((e) => e.start <= playable).reduce((a, e) => Math.max(a, e.duration), 0);
    rows.push({ playable, firstPiece: m.firstPiece, wasmStarted: m.wasmStarted, wallMs, loadTask });
    await context.close();
  }
  return rows;
}

/** Clicks a move, returns the move texts once the computer has answered. */
async function humanMove(page, from, to, n) {
  const a = await centre(page, from);
  await page.mouse.click(a.x, a.y);
  await page.locator(`svg.board [data-square="${to}"].dest`).waitFor({ state: 'attached', timeout: 5_000 });
  const t0 = await page.evaluate(() => performance.now());
  const b = await centre(page, to);
  await page.mouse.click(b.x, b.y);
  await page.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length >= n, n, { timeout: THINK_LIMIT });
  await page.waitForFunction(() => /^Your move/.test(document.querySelector('.status')?.textContent || ''), null, { timeout: THINK_LIMIT });
  const t1 = await page.evaluate(() => performance.now());
  const moves = await page.evaluate(() => [...document.querySelectorAll('ol.move-list .move')].map((e) => e.textContent.trim()));
  return { t0, t1, moves };
}

async function measureThinking(browser, url, level, problems) {
  const { context, page } = await newPage(browser, problems);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  if (level !== 3) {
    await newGame(page, { players: 2, seats: { 0: 'human', 1: String(level) } });
    await page.locator('form.new-game').waitFor({ state: 'detached' });
    await page.waitForFunction((l) => new RegExp(`level\\s${l}\\b`).test(document.querySelector('.panel')?.textContent ?? ''), level);
  }
  const rows = [];
  let played = [];
  for (let i = 0; i < MOVES; i++) {
    const position = play(START_2P, played);
    if (position.split(' ')[1] !== '0') break;
    const legal = legalMoves(position);
    // A quiet move inside South's own zone (the game goes on), else anything.
    const move = legal.find((m) => /^[a-d][1-4]-[a-d][1-4]$/.test(m)) || legal[0];
    if (!move) break;
    const [from, to] = move.split(/[-x+]/);
    const { t0, t1, moves } = await humanMove(page, from, to, played.length + 2);
    played = moves;
    const { longtasks: tasks, frames } = await page.evaluate(() => window.__measure);
    const during = tasks.filter((e) => e.start + e.duration >= t0 && e.start <= t1);
    const longest = during.reduce((a, e) => Math.max(a, e.duration), 0);
    const inWindow = frames.filter((f) => f >= t0 && f <= t1);
    let gap = 0;
    for (let k = 1; k < inWindow.length; k++) gap = Math.max(gap, inWindow[k] - inWindow[k - 1]);
    rows.push({ move, answer: moves.at(-1), thinking: t1 - t0, longest, count: during.length, gap, frames: inWindow.length });
  }
  const err = await page.evaluate(() => window.__measure.longtaskError);
  // The observer works: a deliberate 120 ms busy loop (in a page task, not in the evaluate
  // itself, which Chromium does not count) must show up as a long task.
  const check = await page.evaluate(async () => {
    const before = window.__measure.longtasks.length;
    await new Promise((r) => setTimeout(() => {
      const t = performance.now();
      while (performance.now() - t < 120);
      r();
    }));
    await new Promise((r) => setTimeout(r, 200));
    return window.__measure.longtasks.slice(before).reduce((a, e) => Math.max(a, e.duration), 0);
  });
  rows.check = check;
  await context.close();
  return { rows, err };
}

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  const problems = [];
  try {
    console.log(`Martian Chess measurements (${new Date().toISOString()}), Chromium ${browser.version()}, served from ${site.url}`);

    const loads = await measureLoads(browser, site.url, problems);
    console.log(`\nPlayable board (first [data-piece] visible and wasm started), from navigation start, ${LOADS} cold loads:`);
    loads.forEach((r, i) => console.log(`  load ${i + 1}: ${ms(r.playable)}  (first piece ${ms(r.firstPiece)}, wasm started ${ms(r.wasmStarted)}; longest task before that ${r.loadTask ? ms(r.loadTask) : 'none over 50 ms'}; goto→ready wall clock ${ms(r.wallMs)})`));
    console.log(`  median: ${ms(median(loads.map((r) => r.playable)))}`);

    for (const level of [3, 5]) {
      const { rows, err } = await measureThinking(browser, site.url, level, problems);
      console.log(`\nLongest main-thread task while the computer (level ${level}${level === 3 ? ', the default' : ''}) thinks after a human move:`);
      if (err) console.log(`  (longtask observer failed: ${err})`);
      for (const r of rows) {
        console.log(`  you ${r.move}, computer ${r.answer}: thinking ${ms(r.thinking)}, longest task ${r.count ? ms(r.longest) : 'none over 50 ms'} (${r.count} long task${r.count === 1 ? '' : 's'}); longest gap between frames ${ms(r.gap)} over ${r.frames} frames`);
      }
      const worst = Math.max(0, ...rows.map((r) => r.longest));
      console.log(`  (observer check: a deliberate 120 ms busy loop was seen as a ${ms(rows.check)} long task)`);
      console.log(`  longest over ${rows.length} moves: ${worst ? ms(worst) : 'none over 50 ms (no long task)'}`);
    }

    console.log('\nGzip sizes (zlib level 9) of the wasm files (from the copy of dist/ measured):');
    for (const f of readdirSync(site.dir).filter((f) => f.endsWith('.wasm')).sort()) {
      const buf = readFileSync(path.join(site.dir, f));
      const gz = gzipSync(buf, { level: 9 });
      console.log(`  ${f}: ${(buf.length / 1024).toFixed(1)} KiB raw, ${(gz.length / 1024).toFixed(1)} KiB gzip (${gz.length} bytes)`);
    }

    if (problems.length) {
      console.log(`\nThe browser reported ${problems.length} problem(s) while measuring:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
