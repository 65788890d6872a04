// The soak test (run by hand, not part of the suite): one visit to the page, several hundred
// actions long, in one engine:
//
//   E2E_BROWSER=firefox node tests/e2e/stress/soak.mjs
//
// The visit plays random games of both games and every seat count (random-play.mjs: moves by
// drag and click, rolls, undo, redo, looking back, computer turns), starts a new game every so
// often (each is saved after every action), opens Saved games and Export now and then, and
// samples its memory as it goes: the app's wasm memory (its size, read from the module trunk
// starts) and the JavaScript heap (Chromium: the heap in use after a collection, from its
// debugging protocol; Firefox and WebKit give a page no such figure, so there the resident
// memory of the browser's content or web processes stands for it). Then it reloads the page
// RELOADS times, each time checking that the game in progress comes back as it was saved, and
// at last opens every saved game from Saved games: each must read back (the rules engine of
// the command line replays its record, the page opens it without setting it aside, and its
// record is the same, or the same with the computer's next moves after it).
//
// Options: E2E_BROWSER, DIST, ACTIONS (400), SAMPLE (sample every this many actions, 50),
// RELOADS (5), SEED. Prints a line per sample and a JSON summary; exits 1 on any problem the
// page reported or any saved game that did not read back.

import { readFileSync, readdirSync } from 'node:fs';
import { ENGINE, exportGame, launchBrowser, openLibrary, startSite, watch } from '../harness.mjs';
import { stubDice } from '../sandships-harness.mjs';
import { chooseGame, random, reportWorkerErrors, savedNow, startGame, step, turnOf, waitForAnyBoard } from './random-play.mjs';

const ACTIONS = Number(process.env.ACTIONS || 400);
const SAMPLE = Number(process.env.SAMPLE || 50);
const RELOADS = Number(process.env.RELOADS || 5);
const SEED = Number(process.env.SEED || 7);
const MB = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

/** Runs first in the page: keeps the app's wasm memory (trunk hands over the module it started). */
function keepWasmMemory() {
  addEventListener('TrunkApplicationStarted', (e) => { window.__wasmMemory = e.detail?.wasm?.memory; });
}

/** The processes started by this one, with their command lines and resident memory (bytes). */
function descendants() {
  const procs = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] || 0) * 1024;
      procs.set(Number(pid), { ppid, cmd, rss });
    } catch {
      // gone meanwhile
    }
  }
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of procs) {
      if (!mine.has(pid) && mine.has(p.ppid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  return [...mine].filter((pid) => pid !== process.pid).map((pid) => ({ pid, ...procs.get(pid) }));
}

/** The page's memory now: wasm memory, and the JS heap (or the content processes' memory). */
async function sample(page, label) {
  const wasm = await page.evaluate(() => window.__wasmMemory?.buffer.byteLength ?? null);
  let heap = null;
  let heapKind;
  if (ENGINE === 'chromium') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    await cdp.detach();
    heapKind = 'JS heap in use';
  } else {
    const pattern = ENGINE === 'webkit' ? /WebKitWebProcess/ : /-contentproc.* tab$|-isForBrowser.*tab/;
    heap = descendants().filter((p) => pattern.test(p.cmd.trim())).reduce((sum, p) => sum + p.rss, 0);
    heapKind = ENGINE === 'webkit' ? 'web process resident' : 'content processes resident';
  }
  return { label, wasm, heap, heapKind };
}

const rng = random(SEED);
const site = await startSite();
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const problems = [];
await watch(context, problems);
await stubDice(context);
await context.addInitScript(reportWorkerErrors);
await context.addInitScript(keepWasmMemory);
context.setDefaultTimeout(15_000);
const page = await context.newPage();
const counts = { engine: ENGINE, seed: SEED, actions: 0, games: 0, slips: 0, library: 0, exports: 0, reloads: 0 };
const samples = [];
const failures = [];
const took = async (where) => {
  await context.drain?.();
  if (problems.length) failures.push({ where, problems: problems.splice(0) });
};
const log = (s) => console.log(`[soak ${ENGINE}] ${s.label}: wasm memory ${MB(s.wasm)} MB, ${s.heapKind} ${MB(s.heap)} MB`);

try {
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await waitForAnyBoard(page);
  samples.push(await sample(page, 'start'));
  log(samples.at(-1));
  let setup = null;
  let inGame = 0;
  while (counts.actions < ACTIONS) {
    if (!setup || inGame >= 70) {
      setup = chooseGame(rng);
      await startGame(page, setup);
      counts.games++;
      inGame = 0;
    }
    let r;
    try {
      r = await step(page, rng, setup, { reloads: false, computerTimeout: 90_000 });
    } catch (e) {
      r = { did: 'error', slip: true, error: String(e.message || e).split('\n').slice(0, 4).join(' ').replace(/\x1b\[[0-9;]*m/g, '') };
    }
    counts.actions++;
    inGame++;
    counts[r.did] = (counts[r.did] || 0) + 1;
    if (r.did === 'over') setup = null;
    if (r.slip) {
      counts.slips++;
      console.log(`[soak ${ENGINE}] slip at action ${counts.actions}: ${r.did} ${r.move || ''} ${r.error || ''}`);
    }
    if (counts.actions % 40 === 0) {
      // Saved games and back; the Export dialog (the record and its share link) and Done.
      await openLibrary(page);
      await page.getByRole('button', { name: 'Back to the game' }).click();
      await waitForAnyBoard(page);
      counts.library++;
      if ((await savedNow(page)) && setup) {
        await exportGame(page);
        counts.exports++;
      }
    }
    await took(`action ${counts.actions} (${r.did})`);
    if (counts.actions % SAMPLE === 0) {
      samples.push(await sample(page, `after ${counts.actions} actions`));
      log(samples.at(-1));
    }
  }
  samples.push(await sample(page, 'end of the visit'));
  log(samples.at(-1));

  // Reloads: the game in progress comes back as it was saved.
  for (let i = 0; i < RELOADS; i++) {
    const before = await savedNow(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForAnyBoard(page);
    counts.reloads++;
    const after = await savedNow(page);
    if (after?.id !== before?.id || !after.record.startsWith(before.record.trimEnd().replace(/\s*(\*|1-0|0-1|1\/2-1\/2)$/, ''))) {
      failures.push({ where: `reload ${i + 1}`, problems: [`the game in progress changed: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`] });
    }
    // A few actions after each reload (the computer's turns go on from where they were).
    for (let j = 0; j < 4 && setup; j++) {
      const t0 = Date.now();
      const r = await step(page, rng, setup, { reloads: false })
        .catch((e) => ({ did: 'error', slip: true, error: String(e.message || e).split('\n')[0] }));
      counts.afterReloads = (counts.afterReloads || 0) + 1;
      if (r.slip) counts.slips++;
      console.log(`[soak ${ENGINE}] after reload ${i + 1}: ${r.did}${r.slip ? ' (slip)' : ''} in ${Date.now() - t0} ms ${r.error || ''}`);
      if (r.slip) {
        const now = await savedNow(page).catch(() => null);
        console.log(`[soak ${ENGINE}]   the game then: ${JSON.stringify({ setup, game: now?.game, record: now?.record?.slice(-300) })}`);
        console.log(`[soak ${ENGINE}]   the page says: ${(await page.locator('main').innerText().catch(() => '?')).slice(0, 600).replace(/\n+/g, ' | ')}`);
      }
    }
    await took(`reload ${i + 1}`);
    console.log(`[soak ${ENGINE}] reload ${i + 1} of ${RELOADS}: the game in progress came back${failures.at(-1)?.where === `reload ${i + 1}` ? ' CHANGED' : ''}`);
  }

  // Every saved game reads back.
  const saved = await page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('martian-chess/v3/game/'))
    .map((k) => ({ id: k.slice('martian-chess/v3/game/'.length), ...JSON.parse(localStorage.getItem(k)) })));
  const setAside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('martian-chess/set-aside/')));
  if (setAside.length) failures.push({ where: 'storage', problems: [`entries set aside: ${setAside.join(', ')}`] });
  let readBack = 0;
  for (const game of saved) {
    const what = `saved game ${game.id} (${game.game || 'martian-chess'})`;
    try {
      turnOf({ game: game.game || 'martian-chess', record: game.record }); // the rules engine replays it
      await openLibrary(page);
      const row = page.locator(`article.library li.saved-game[data-game-id="${game.id}"]`);
      await row.getByRole('button', { name: /^(Resume|Back to it)$/ }).click();
      await page.locator('article.library').waitFor({ state: 'detached' });
      await waitForAnyBoard(page);
      const now = await savedNow(page);
      const body = game.record.trimEnd().replace(/\s*(\*|1-0|0-1|1\/2-1\/2)$/, '');
      if (now?.id !== game.id || !now.record.startsWith(body)) {
        failures.push({ where: what, problems: [`opened as ${JSON.stringify(now)}`] });
      } else {
        readBack++;
      }
    } catch (e) {
      failures.push({ where: what, problems: [String(e.message || e).split('\n')[0]] });
    }
    await took(what);
    console.log(`[soak ${ENGINE}] ${what}: ${failures.at(-1)?.where === what ? 'did not read back' : 'read back'}`);
  }
  counts.saved = saved.length;
  counts.readBack = readBack;
} catch (e) {
  failures.push({ where: 'driver', problems: [String(e.stack || e)] });
} finally {
  const summary = { ...counts, samples, failures };
  console.log(JSON.stringify(summary));
  await context.close().catch(() => {});
  await browser.close().catch(() => {});
  await site.close().catch(() => {});
  process.exit(failures.length ? 1 : 0);
}
