// End-to-end harness for the Martian Chess web app (not a test file itself: node --test only
// runs tests/e2e/*.test.mjs).
//
// - copies dist/ into a fresh temp dir under <tmp>/site/martian/ at the start of each run (dist/
//   is rebuilt by other people now and then; the harness never writes into it);
// - serves that copy with the project's static server (scripts/static-site.mjs, on sirv) on
//   127.0.0.1 (a free port), so the app is tested from a subfolder: http://127.0.0.1:PORT/martian/;
// - launches the browser engine E2E_BROWSER names (chromium, the default; firefox; webkit),
//   each from Debian's packages, through the driver layer (driver/index.mjs);
// - `appTest(name, fn)` gives each test a fresh browser context (fresh localStorage) and fails
//   the test on any console error, uncaught page error, failed request, HTTP error status or
//   request to a host other than 127.0.0.1 (there is no network at run time). On failure a
//   screenshot is saved under $E2E_SCREENSHOTS (default /tmp/martian-e2e-screens).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, cpSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAN, CHROMIUM, ENGINE, LAUNCH_ARGS, launchBrowser as launchEngine, siteHooks } from './driver/index.mjs';
import { filesUnder, staticServer } from '../../scripts/static-site.mjs';

export { CAN, CHROMIUM, ENGINE, LAUNCH_ARGS };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// DIST=... measures or tests another build (by default this checkout's dist/).
export const DIST = process.env.DIST ? path.resolve(process.env.DIST) : path.join(ROOT, 'dist');
export const SUBFOLDER = '/martian/';
export const SCREENSHOTS = path.join(process.env.E2E_SCREENSHOTS || '/tmp/martian-e2e-screens', ENGINE);

export const START_2P = 'qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq 0 - - 0,0';
export const START_4P = 'qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq 0 - - 0,0,0,0';

/**
 * How long the computer may leave its worker idle without the answer showing (waits on its moves
 * go on while it thinks: `waitForThought`), or, where a wait is a plain one, a generous limit.
 */
export const COMPUTER_TIMEOUT = 30_000;

// ---------------------------------------------------------------------------------------------
// The site: a copy of dist/ served by the project's static server (scripts/static-site.mjs).

/** Answers `res` after `ms` with `body`, unless the browser gave up on it first. */
function answerLate(res, ms, type, body) {
  const timer = setTimeout(() => res.writeHead(200, { 'Content-Type': type }).end(body), ms);
  res.on('close', () => clearTimeout(timer));
}

/** Copies dist/ into a fresh temp dir (<tmp>/site/martian/) and serves it. */
export async function startSite() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`${DIST}/index.html is missing: build the app first (trunk build --release)`);
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'martian-e2e-'));
  const site = path.join(tmp, 'site');
  const appDir = path.join(site, SUBFOLDER);
  // dist/ may be in the middle of a rebuild: copy until the copy is complete (every file its
  // index.html and worker loader name is there).
  for (let attempt = 1; ; attempt++) {
    rmSync(appDir, { recursive: true, force: true });
    mkdirSync(appDir, { recursive: true });
    let missing;
    try {
      cpSync(DIST, appDir, { recursive: true });
      missing = missingFiles(appDir);
    } catch (e) {
      missing = [String(e)];
    }
    if (!missing.length) break;
    if (attempt >= 40) throw new Error(`dist/ is incomplete (being rebuilt?): missing ${missing.join(', ')}`);
    await new Promise((r) => setTimeout(r, 3_000));
  }

  // Firefox and WebKit: every page gets the test's init script first (driver/common.mjs).
  for (const file of filesUnder(appDir)) {
    if (file.endsWith('.html')) writeFileSync(file, siteHooks.page(readFileSync(file, 'utf8'), ''));
  }
  let origin;
  const server = staticServer(site, {
    // The harness's own test: a load still in flight (its answer takes 30 s), and a page whose
    // document takes 1.5 s (the page being left runs on, and loads, until the next one is up).
    before(req, res) {
      if (/^\/__e2e\/slow(\?|$)/.test(req.url)) answerLate(res, 30_000, 'text/plain', 'late');
      else if (req.url.startsWith('/__e2e/slow-page')) {
        answerLate(res, 1_500, 'text/html', '<!doctype html><title>A slow page</title><p>A slow page</p>');
      } else return siteHooks.serve(req, res);
      return true;
    },
    onHead: (req, status, headers) => siteHooks.served(req, status, headers, origin),
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  origin = `http://127.0.0.1:${port}`;
  let listening = true;
  const stop = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections?.();
    await closed;
  };
  return {
    dir: appDir,
    url: `http://127.0.0.1:${port}${SUBFOLDER}`,
    port,
    /** Stops serving (the port refuses connections) without removing the files. */
    stop,
    /** Serves again on the same port (the same origin: same storage, same service worker). */
    async start() {
      if (listening) return;
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      listening = true;
    },
    /** Stops serving; the files go when the process exits: a read the server had begun (the
     * browser's check for a new sw.js, say) opens its file after the connection is gone, and
     * with the file removed its stream's error has no one to catch it. */
    async close() {
      await stop();
      process.once('exit', () => rmSync(tmp, { recursive: true, force: true }));
    },
  };
}

/** Files that the copied index.html (and the worker loader) refer to but that are not there. */
function missingFiles(dir) {
  const refs = new Set();
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  for (const m of html.matchAll(/(?:href|src|module_or_path:)\s*=?\s*["']\.\/([^"']+)["']/g)) refs.add(m[1]);
  for (const m of html.matchAll(/from\s+["']\.\/([^"']+)["']/g)) refs.add(m[1]);
  const loader = path.join(dir, 'ai-worker.js');
  if (existsSync(loader)) {
    for (const m of readFileSync(loader, 'utf8').matchAll(/["']\.\/([^"']+)["']/g)) refs.add(m[1]);
  }
  return [...refs].filter((f) => !existsSync(path.join(dir, f.split(/[?#]/)[0])));
}

export async function launchBrowser() {
  return launchEngine();
}

// ---------------------------------------------------------------------------------------------
// Watching a browser context for problems.

/**
 * Records every console error, page error, failed request, HTTP error and request to another
 * host in `problems` (strings). Requests to other hosts are also aborted (unless block: false).
 */
export async function watch(context, problems, { block = true } = {}) {
  const local = (u) => {
    try {
      const url = new URL(u);
      if (['data:', 'blob:', 'about:'].includes(url.protocol)) return true;
      return url.hostname === '127.0.0.1';
    } catch {
      return false;
    }
  };
  // Routing costs a round trip per request (and turns off the HTTP cache): measurements pass
  // block: false and only record.
  if (block && CAN.routing) {
    await context.route('**/*', (route) => {
      const u = route.request().url();
      if (local(u)) return route.continue();
      problems.push(`request to another host (blocked): ${u}`);
      return route.abort('blockedbyclient');
    });
  }
  // When each request started (Chromium: to tell a load the test cut off, below).
  const started = new WeakMap();
  context.on('request', (r) => {
    started.set(r, Date.now());
    markNavigation(r);
    if (!local(r.url())) problems.push(`request to another host: ${r.method()} ${r.url()}`);
  });
  context.on('page', markLeaving);
  context.on('page', markArrivals);
  // Every page and frame reports what its Content Security Policy blocked, as a console error.
  await context.addInitScript(reportPolicyViolations);
  context.on('console', (msg) => {
    if (msg.type() === 'error') {
      const where = msg.location()?.url ? ` (${msg.location().url}:${msg.location().lineNumber})` : '';
      problems.push(`console error: ${msg.text()}${where}`);
    }
  });
  context.on('weberror', (e) => problems.push(`page error: ${e.error()?.stack || e.error()}`));
  context.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText || 'failed';
    if (!local(r.url()) && reason.includes('BLOCKED')) return; // already recorded above
    if (reason === 'net::ERR_ABORTED' && cutOffByTest(r, started.get(r))) return;
    problems.push(`request failed: ${r.method()} ${r.url()}: ${reason}`);
  });
  context.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.request().method()} ${r.url()}`);
  });
  context.on('page', (page) => {
    page.on('crash', () => problems.push('the page crashed'));
  });
}

/**
 * Notes when the test makes a page leave its document (goto, reload, back, forward, close): the
 * browser then aborts whatever that document still had in flight (the AI worker's scripts and
 * wasm, loading just after the board appears), as it does for a player who follows a link.
 */
function markLeaving(page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward', 'close']) {
    const original = page[name];
    if (typeof original !== 'function') continue;
    page[name] = function (...args) {
      page.__leftAt = Date.now();
      return original.apply(this, args);
    };
  }
}

/**
 * Notes a page leaving its document by a link the test followed (a click on Learn, on Next at
 * a course's end): the request for the new document is the page's own main-frame navigation,
 * and what the old document still had in flight is aborted as by `goto` (see markLeaving).
 */
function markNavigation(request) {
  try {
    if (!request.isNavigationRequest?.()) return;
    const frame = request.frame();
    if (frame.parentFrame()) return;
    frame.page().__leftAt = Date.now();
  } catch {
    // A service worker's own request has no frame: it leaves nothing.
  }
}

/**
 * Notes when a page's next document is up after the test made it leave (its main frame
 * navigated): until then the document being left runs on (a worker asking for its next
 * script), and whatever it starts is cut off as well.
 */
function markArrivals(page) {
  page.on?.('framenavigated', (frame) => {
    if (frame.parentFrame()) return;
    if (page.__leftAt !== undefined && !(page.__arrivedAt >= page.__leftAt)) page.__arrivedAt = Date.now();
  });
}

/**
 * Whether a request was aborted because the test left its page: it started before the
 * document the test left was replaced (see markLeaving, markArrivals), or the test has left
 * and the next document is not up yet. Any other abort (the page's own, or one of a request
 * the next document started) is a problem.
 */
function cutOffByTest(request, startedAt) {
  let page;
  try {
    page = request.frame().page();
  } catch {
    return false; // a service worker's own request: no page left it
  }
  if (page?.__leftAt === undefined || startedAt === undefined) return false;
  const stillLeaving = !(page.__arrivedAt >= page.__leftAt);
  return stillLeaving || startedAt <= page.__arrivedAt;
}

/** Runs in every page and frame: a blocked script, style, frame or request becomes an error. */
function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'an inline script or style'}` +
      ` (${e.sourceFile || document.location.href}:${e.lineNumber})`);
  });
}

// ---------------------------------------------------------------------------------------------
// The computer's replies can be held back (a slower computer, deterministically): the worker
// really thinks, but its final answer reaches the app only when the test says so.

function holdComputerScript() {
  const Native = window.Worker;
  const held = [];
  let holding = true;
  // Answers let through while holding (`allow(n)`), after which the rest are held again.
  let allowed = 0;
  window.__computer = {
    held: () => held.length,
    release() {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    },
    hold() {
      holding = true;
    },
    allow(n) {
      allowed += n;
      while (allowed > 0 && held.length) {
        allowed -= 1;
        held.shift()();
      }
    },
  };
  window.Worker = class extends Native {
    set onmessage(handler) {
      super.onmessage = handler && ((event) => {
        const done = typeof event.data === 'string' && event.data.startsWith('{"Steps"');
        if (holding && done && allowed > 0) {
          allowed -= 1;
          handler.call(this, event);
        } else if (holding && done) held.push(() => handler.call(this, event));
        else handler.call(this, event);
      });
    }
    get onmessage() {
      return super.onmessage;
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Whether the page's workers are thinking: a request posted and not yet answered. A wait for the
// computer's work (`waitForThought`) goes on as long as they are, so a slower or busier machine
// takes longer and never fails on a deadline, and a page that asked nothing fails soon.

function watchWorkersScript() {
  const Native = window.Worker;
  const waiting = new Set();
  let last = Date.now();
  window.__thinking = { quietFor: () => (waiting.size ? 0 : Date.now() - last) };
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => {
        waiting.delete(this);
        last = Date.now();
      });
    }
    postMessage(...args) {
      waiting.add(this);
      last = Date.now();
      return super.postMessage(...args);
    }
  };
}

/**
 * Waits until `fn(arg)` holds in the page, for as long as its AI worker keeps working (a request
 * not yet answered); fails when it holds not and the worker has been idle for `stall` ms: the
 * page asked nothing, or the answer came and did not show. `HANG_GUARD` bounds the test.
 */
export async function waitForThought(page, fn, arg, { what = `not yet ${String(fn).slice(0, 120)}`, stall = 20_000 } = {}) {
  for (;;) {
    try {
      return await page.waitForFunction(fn, arg, { timeout: 1_000 });
    } catch (e) {
      if (!/timed? ?out/i.test(`${e.name} ${e.message}`)) throw e;
    }
    const quiet = await page.evaluate(() => window.__thinking?.quietFor() ?? Infinity);
    if (quiet > stall) assert.fail(`${what}, and the AI's worker has been idle for ${Math.round(quiet / 1000)} s`);
  }
}

// ---------------------------------------------------------------------------------------------
// Suite setup and the per-test wrapper.

let site;
let browser;

/** Call once per test file: the site and the browser start with its first test that runs here
 * (a file whose tests all run in another engine starts neither). */
export function useApp() {
  before(() => {
    started = undefined;
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
}

let started;
/** Starts the site and the browser, once per file. */
function start() {
  started ??= (async () => {
    site = await startSite();
    browser = await launchBrowser();
  })();
  return started;
}

export const siteUrl = () => site.url;

/**
 * The engines a test runs in: every engine, unless it checks the app's own logic through the page
 * (a lesson's content, a message's words, a record's rules), which is the same wasm in each, where
 * the page's part (pointer, keyboard, storage, workers, navigation, frames, offline) is checked in
 * all three by other tests: those run in Chromium only (docs/testing.md, "One engine or
 * three"). E2E_EVERY_ENGINE=1 runs every test in every engine.
 */
export const LOGIC_ONLY = ['chromium'];

/** The CPU seconds used so far by this test file's processes, its browsers' included, where
 * scripts/e2e.mjs counts them in a cpuacct group of its own (else null): each test reports its
 * share, so docs/testing.md can say where the suite's time goes. */
function cpuSoFar() {
  try {
    const line = readFileSync('/proc/self/cgroup', 'utf8').split('\n').find((l) => /:cpuacct[,:]|:cpu,cpuacct:/.test(l));
    const group = line?.split(':')[2];
    if (!group?.includes('/martian-e2e/')) return null;
    return Number(readFileSync(`/sys/fs/cgroup/cpuacct${group}/cpuacct.usage`, 'utf8')) / 1e9;
  } catch {
    return null;
  }
}
const EVERY_ENGINE = process.env.E2E_EVERY_ENGINE === '1';
/** Whether this engine runs the logic-only part of a test that checks both (the rest of a long
 * game once the engine's part, its input and a reload, is done). */
export const LOGIC_HERE = EVERY_ENGINE || LOGIC_ONLY.includes(ENGINE);

function slug(name) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
}

/** A page in one line for a failure's message: its address, its state (and whether it reloaded
 * itself after a wasm trap, static/trap-reload.js) and the head of its text. */
export async function pageSummary(p) {
  const shown = await p.evaluate(() => `${location.href} (${document.readyState}${sessionStorage.getItem('martian-chess/trap-reload') ? ', reloaded after a wasm trap' : ''}): ${document.body?.innerText.slice(0, 300)}`)
    .catch((e) => `unreadable: ${String(e.message || e).split('\n')[0]}`);
  return shown.replace(/\s+/g, ' ');
}

/**
 * Every page of a failed test as it was left: a screenshot of each (the test's own page first,
 * then the pages it opened, `-2.png` and on), and for those others their address and the start
 * of their text, so a failure in a second window says what that window showed.
 */
async function whatThePagesShow(context, page, name) {
  let said = '';
  mkdirSync(SCREENSHOTS, { recursive: true });
  const others = context.pages().filter((p) => p !== page);
  for (const [i, p] of [page, ...others].entries()) {
    const file = path.join(SCREENSHOTS, `${slug(name)}${i ? `-${i + 1}` : ''}.png`);
    try {
      await p.screenshot({ path: file, fullPage: true, timeout: 5_000 });
      said += `\n(screenshot: ${file})`;
    } catch (e) {
      said += `\n(no screenshot of page ${i + 1}: ${String(e.message || e).split('\n')[0]})`;
    }
    if (!i) continue;
    said += `\n(page ${i + 1}: ${await pageSummary(p)})`;
  }
  return said;
}

/**
 * A test with a fresh browser context and page on the app. `fn({ page, context, problems, t })`.
 * Options: `timeout` (ms, default 60 s), `holdComputer` (hold the computer's answers until
 * `releaseComputer(page)`), `open` (default true: navigate and wait for the board), `expected`
 * (patterns of problems that are the browser's or the host's, not the app's: dropped once every
 * page's reports are in, so a report that arrives late is dropped as well), `engines` (the
 * engines it runs in, `LOGIC_ONLY`; default every one).
 * The test fails if anything else lands in `problems`.
 */
export function appTest(name, fn, { timeout = 60_000, holdComputer = false, open = true, expected = [], engines } = {}) {
  if (engines && !EVERY_ENGINE && !engines.includes(ENGINE)) {
    test(name, { skip: `in ${engines.join(', ')} only: it checks the app's logic, not the engine's (docs/testing.md)` }, () => {});
    return;
  }
  test(name, { timeout }, async (t) => {
    const cpuBefore = cpuSoFar();
    await start();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const problems = [];
    await watch(context, problems);
    await context.addInitScript(watchWorkersScript);
    if (holdComputer) await context.addInitScript(holdComputerScript);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    let failure;
    try {
      if (open) await openApp(page);
      await fn({ page, context, problems, t });
    } catch (e) {
      failure = e;
    }
    // Firefox and WebKit: the problems gathered in the pages (driver/common.mjs).
    await context.drain?.();
    for (let i = problems.length - 1; i >= 0; i--) {
      if (expected.some((pattern) => pattern.test(problems[i]))) problems.splice(i, 1);
    }
    if (!failure && problems.length) {
      failure = new Error(`the browser reported ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    } else if (failure && problems.length) {
      failure.message += `\n(the browser also reported:\n  ${problems.join('\n  ')})`;
    }
    if (failure) failure.message += await whatThePagesShow(context, page, name);
    await context.close().catch(() => {});
    if (cpuBefore !== null) t.diagnostic(`cpu ${(cpuSoFar() - cpuBefore).toFixed(1)} s`);
    if (failure) throw failure;
  });
}

// ---------------------------------------------------------------------------------------------
// Page helpers. DOM reads go through one page.evaluate each: page.$$eval queries and then reads
// in two protocol calls, and the app (Yew) reuses elements, so a $$eval can mix two renders.

/** Opens the app and waits for a playable board (pieces drawn, wasm started). */
export async function openApp(page) {
  await page.goto(siteUrl(), { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
}

/**
 * Waits for the board of a page that is loading. A minute, not the 15 s of other waits: WebKit
 * runs the page's wasm interpreted, and on a busy two-core machine its start took over 15 s.
 */
export async function waitForBoard(page) {
  await page.locator('svg.board [data-piece]').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => window.wasmBindings !== undefined);
}

export async function releaseComputer(page) {
  await page.evaluate(() => window.__computer.release());
}

/**
 * The centre of a square in page coordinates. `scope` is the page or a frame in it (an embed):
 * a frame's boxes are measured in the page's coordinates too.
 */
export async function centre(scope, square) {
  const el = scope.locator(`svg.board [data-square="${square}"]`).first();
  const box = await stillBox(el);
  assert.ok(box, `square ${square} is not on the board`);
  // A wedge board's square is a slanted quadrilateral: its corners' mean, not its box's middle.
  const off = await el.evaluate((e) => {
    if (!e.points) return null;
    const m = e.getScreenCTM();
    const r = e.getBoundingClientRect();
    let x = 0; let y = 0;
    const n = e.points.numberOfItems;
    for (let i = 0; i < n; i++) {
      x += e.points.getItem(i).x / n;
      y += e.points.getItem(i).y / n;
    }
    return { x: (m.a * x + m.c * y + m.e - r.left) / r.width, y: (m.b * x + m.d * y + m.f - r.top) / r.height };
  });
  if (off) return { x: box.x + off.x * box.width, y: box.y + off.y * box.height };
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * An element's box once the page is still: no piece or ship gliding, and the box the same in two
 * frames in a row. A box read while the board moves (a glide, a render that shifts the layout)
 * is where the element was, not where it will be when the press arrives: a drag aimed so under
 * load started beside its piece and was dropped (Firefox, 2026-11). Glides held on purpose
 * (`holdGlides`) do not count as moving.
 */
export async function stillBox(locator) {
  for (let i = 0; i < 40; i++) {
    const still = await locator.evaluate(async (el) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      await Promise.all(document.getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.target?.closest?.('[data-glide]'))
        .map((a) => a.finished.catch(() => {})));
      const a = el.getBoundingClientRect();
      await frame();
      await frame();
      const b = el.getBoundingClientRect();
      return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
    });
    if (still) break;
  }
  return locator.boundingBox();
}

/** A mouse drag across the square centres, in small steps (pointer events). */
export async function drag(page, from, to, scope = page) {
  const a = await centre(scope, from);
  const b = await centre(scope, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 6, a.y + 6, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
}

/** A click at a square's centre (the piece on it may cover the square's rect). */
export async function clickSquare(page, square, scope = page) {
  const c = await centre(scope, square);
  await page.mouse.click(c.x, c.y);
}

/** A click-click move. */
export async function clickMove(page, from, to) {
  await clickSquare(page, from);
  await page.locator(`svg.board [data-square="${to}"].dest`).waitFor({ state: 'attached', timeout: 5_000 })
    .catch(() => assert.fail(`after clicking ${from}, ${to} is not marked as a legal target (.dest)`));
  await clickSquare(page, to);
}

/** { square: kind } for every piece on the play board (or on the board in a frame). */
export async function pieces(scope) {
  return scope.evaluate(() => Object.fromEntries([...document.querySelectorAll('svg.board [data-piece]')]
    .map((e) => [e.getAttribute('data-at'), e.getAttribute('data-piece')])));
}

/** The squares marked as legal targets, sorted. */
export async function dests(page) {
  return page.evaluate(() => [...document.querySelectorAll('svg.board [data-square].dest')]
    .map((e) => e.getAttribute('data-square')).sort());
}

/** The moves in the move list, as shown. */
export async function moveTexts(page) {
  return page.evaluate(() => [...document.querySelectorAll('ol.move-list .move')].map((e) => e.textContent.trim()));
}

/** The seat scores shown in the panel, in seat order (as text). */
export async function scores(page) {
  return page.evaluate(() => [...document.querySelectorAll('.seat .score')].map((e) => e.textContent.trim()));
}

export async function statusText(page) {
  return (await page.locator('.status').first().textContent())?.trim();
}

/** Waits until the move list holds `n` moves. */
export async function waitForMoves(page, n, timeout = 10_000, why = '') {
  const shown = (n) => document.querySelectorAll('ol.move-list .move').length >= n;
  try {
    if (timeout === COMPUTER_TIMEOUT) await waitForThought(page, shown, n, { what: why, stall: timeout });
    else await page.waitForFunction(shown, n, { timeout });
  } catch (e) {
    const now = await moveTexts(page).catch(() => []);
    const when = timeout === COMPUTER_TIMEOUT ? `: ${e.message}` : ` within ${timeout} ms`;
    assert.fail(`expected ${n} move(s) in the move list${why ? ` (${why})` : ''}${when}; it shows [${now.join(', ')}]`);
  }
  return moveTexts(page);
}

/**
 * A guard against a test that hangs, for tests that wait on CPU-bound work (a review, a search,
 * a long game): their waits fail when nothing has moved for a while (`waitForProgress`), so the
 * total is no deadline for the work, only a bound on a run that stopped answering at all.
 */
export const HANG_GUARD = 30 * 60_000;

/**
 * Waits for CPU-bound work that the page counts as it goes (moves judged, turns played) until
 * `done()` is true, and fails only when `count()` has not changed for `stall` ms: a slower or
 * busier machine takes longer, and a page that stopped working fails with the count it stopped
 * at. `count` and `done` are async functions the test runs (each a read of the page).
 */
export async function waitForProgress(page, { count, done, what, stall = 60_000, every = 250 }) {
  let seen = await count();
  let moved = Date.now();
  while (!(await done())) {
    await page.waitForTimeout(every);
    const now = await count();
    if (now !== seen) {
      seen = now;
      moved = Date.now();
    } else if (Date.now() - moved > stall) {
      assert.fail(`${what}: nothing moved for ${stall / 1000} s (it stopped at ${seen})`);
    }
  }
  return seen;
}

/** Lets two animation frames pass (after an action whose effect is an absence). */
export async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Counts, from now on, the glides the page starts on elements matching `selector`: calls of
 * `Element.animate` from one place to another that the engine runs (the boards animate a piece's
 * change of place so, in every engine). `glides(page)` reads the count.
 */
export async function watchGlides(page, selector) {
  await page.evaluate((selector) => {
    window.__glides = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      const moves = this.matches?.(selector) && frames?.length === 2
        && frames[0].transform !== frames[1].transform;
      const animation = animate.call(this, frames, options);
      if (moves && animation.playState !== 'idle') window.__glides++;
      return animation;
    };
  }, selector);
}

/**
 * Waits until no piece or ship is gliding to a new place (the boards animate a change of place
 * for 220-480 ms). An element's box is its place on screen mid-glide; the Sandships board takes
 * a press on a gliding ship for that ship, but what lies under a moving ship (a port it is
 * leaving, a city) is found by the places of the position shown, so a test aims once all is
 * still.
 */
export async function waitForGlides(page) {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.target?.closest?.('[data-glide]'))
    .map((a) => a.finished.catch(() => {}))));
}

/**
 * Holds every glide started from now on at `fraction` of its time, a frame a quick player sees
 * mid-glide, until `releaseGlides`: the piece stays drawn between its old place and its new one.
 */
export async function holdGlides(page, fraction) {
  await page.evaluate((fraction) => {
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      const animation = animate.call(this, frames, options);
      if (this.matches?.('[data-glide]')) {
        animation.pause();
        animation.currentTime = (options?.duration ?? 0) * fraction;
      }
      return animation;
    };
    window.__releaseGlides = () => {
      Element.prototype.animate = animate;
      document.getAnimations().forEach((a) => a.finish());
    };
  }, fraction);
}

/** Ends the glides `holdGlides` held: every piece at its new place, new glides run again. */
export async function releaseGlides(page) {
  await page.evaluate(() => window.__releaseGlides());
}

/** How many glides the page has started since `watchGlides`. */
export async function glides(page) {
  return page.evaluate(() => window.__glides);
}

/** Waits until the status line's text matches `re`. */
export async function waitForStatus(page, re, timeout = 10_000) {
  try {
    await page.waitForFunction(
      ([src, flags]) => new RegExp(src, flags).test(document.querySelector('.status')?.textContent || ''),
      [re.source, re.flags], { timeout });
  } catch {
    assert.fail(`expected the status to match ${re} within ${timeout} ms; it says ${JSON.stringify(await statusText(page).catch(() => null))}`);
  }
}

/** Starts a game through the New game form. */
export async function newGame(page, { players = 2, seats = {}, setup, first } = {}) {
  await page.getByRole('button', { name: 'New game' }).click();
  const form = page.locator('form.new-game');
  await form.waitFor();
  if (players !== undefined) await form.locator('#players').selectOption(String(players));
  if (players === 4) await form.locator('#seat-3').waitFor();
  for (const [seat, who] of Object.entries(seats)) {
    await form.locator(`#seat-${seat}`).selectOption(String(who));
  }
  if (first !== undefined) await form.locator('#first').selectOption(String(first));
  if (setup !== undefined) await form.locator('#setup').fill(setup);
  await form.getByRole('button', { name: 'Start game' }).click();
}

// ---------------------------------------------------------------------------------------------
// The command line's rules engine: the reference for legal moves.

// The test profile's build, which the native tests leave behind (scripts/test.sh runs them
// first); a release build here took a fat-LTO link in the middle of the suite.
const CLI = path.join(ROOT, 'target', 'debug', 'martian');

/** The command line's output for `args` (built first if it is missing). */
export function martian(args, input) {
  if (!existsSync(CLI)) {
    execFileSync('cargo', ['build', '--locked', '--profile', 'test', '--bin', 'martian'], { cwd: ROOT, stdio: 'inherit' });
  }
  return execFileSync(CLI, args, { encoding: 'utf8', input });
}

/** Every legal move of a position, in move text (`c2-c5`, `b2+c3`, `c2xc5` as the CLI writes). */
export function legalMoves(position, options = []) {
  const out = martian(['moves', position, ...options]);
  return out.split('\n').map((s) => s.trim()).filter(Boolean);
}

/** The position text after `moves` from `position`. */
export function play(position, moves, options = []) {
  const out = martian(['play', position, ...options, ...moves]);
  return out.split('\n')[0].trim();
}

/** The from and to squares of a move text. */
export function squaresOf(move) {
  // `c2-c5` on the square boards, `0c2-1d4` on a wedge board.
  const m = /([0-5]?[a-h][1-8])[-x+]([0-5]?[a-h][1-8])$/.exec(move.replace(/^clock\s+/, ''));
  assert.ok(m, `unreadable move text ${JSON.stringify(move)}`);
  return [m[1], m[2]];
}

// ---------------------------------------------------------------------------------------------
// The site's server, stopped and started again (offline tests: Playwright's offline switch does
// not cover a service worker's own requests, a stopped server does).

/** The served copy of dist/ of this test file: { dir, url, port, stop(), start() }. */
export const currentSite = () => site;

/** Stops the static server: every request to it is refused until `startServer()`. */
export async function stopServer() {
  await site.stop();
}

/** Serves the site again on the same port (same origin). */
export async function startServer() {
  await site.start();
}

// ---------------------------------------------------------------------------------------------
// Positions and moves through the command line, for comparing with the board.

/** `{ square: kind }` from a position text (or its placement field). */
export function placementPieces(position) {
  const kinds = { p: 'pawn', d: 'drone', q: 'queen' };
  const out = {};
  const placement = position.split(' ')[0];
  if (placement.includes('|')) {
    // A wedge board: zones in seat order, each four ranks from 4 down, squares named `0c3`.
    placement.split('|').forEach((zone, z) => {
      zone.split('/').forEach((rank, i) => {
        let file = 0;
        for (const ch of rank) {
          if (/\d/.test(ch)) file += Number(ch);
          else out[`${z}${'abcd'[file++]}${4 - i}`] = kinds[ch];
        }
      });
    });
    return out;
  }
  const ranks = placement.split('/');
  ranks.forEach((rank, i) => {
    let file = 0;
    for (const ch of rank) {
      if (/\d/.test(ch)) file += Number(ch);
      else out[`${'abcdefgh'[file++]}${ranks.length - i}`] = kinds[ch];
    }
  });
  return out;
}

/** The CLI's arguments for move texts as the app shows them (`clock d3-d5` is two words). */
export function moveArgs(moves) {
  return moves.flatMap((m) => (m.startsWith('clock ') ? ['clock', m.slice(6)] : [m]));
}

/** The position text after the moves (as the app shows them, clock calls included). */
export function positionAfter(moves, start = START_2P) {
  return play(start, moveArgs(moves));
}

/** The pieces the engine has after the moves. */
export function piecesAfter(moves, start = START_2P) {
  return placementPieces(positionAfter(moves, start));
}

/**
 * `n` moves chosen deterministically from the engine's legal moves: in each position the
 * `pick`-th quiet move (wrapping), so different `pick`s give different games. `clockAt`: the
 * ply (0-based) whose move calls the clock.
 */
export function chooseMoves(n, { start = START_2P, pick = 0, clockAt } = {}) {
  const moves = [];
  for (let i = 0; i < n; i++) {
    const legal = legalMoves(positionAfter(moves, start));
    assert.ok(legal.length, `no legal move after ${moves.join(' ')}`);
    const quiet = legal.filter((m) => m.includes('-'));
    const list = quiet.length ? quiet : legal;
    const mv = list[(pick + i) % list.length];
    moves.push(i === clockAt ? `clock ${mv}` : mv);
  }
  return moves;
}

// ---------------------------------------------------------------------------------------------
// Playing through the UI.

/** Starts a game with a person in every seat (no computer: the game is deterministic). */
export async function twoHumanGame(page) {
  await newGame(page, { players: 2, seats: { 0: 'human', 1: 'human' } });
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelectorAll('ol.move-list .move').length === 0
    && document.querySelectorAll('svg.board [data-piece]').length === 18);
  await waitForStatus(page, /^South to move\.$/);
}

/**
 * Plays the moves on the board one by one (click-click; `clock ` in front ticks "Call the
 * clock with my next move" first), each checked in the move list.
 */
export async function playMoves(page, moves) {
  for (const mv of moves) {
    const before = (await moveTexts(page)).length;
    if (mv.startsWith('clock ')) {
      const box = page.locator('label.clock.toggle input[type="checkbox"]');
      await box.check();
      await page.waitForFunction(() => document.querySelector('label.clock.toggle input')?.checked === true);
    }
    const [from, to] = squaresOf(mv);
    await clickMove(page, from, to);
    const now = await waitForMoves(page, before + 1, 5_000, `after playing ${mv}`);
    assert.equal(now[before], mv, `the move list shows ${mv} as move ${before + 1}: [${now.join(', ')}]`);
  }
  return moveTexts(page);
}

/** What the ply counter of the history bar says ("2/5"). */
export async function plyText(page) {
  return (await page.locator('.history-bar .ply').textContent()).trim();
}

/** The texts of the messages (`.notice`) on the page. */
export async function notices(page) {
  return page.evaluate(() => [...document.querySelectorAll('.notice')].map((e) => e.textContent.trim()));
}

// ---------------------------------------------------------------------------------------------
// Accessibility: axe-core, run in the page itself.

const AXE_SOURCE = readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Where the violations of every audit are gathered (minor ones are reported, not failed). */
export const AXE_REPORT = process.env.AXE_REPORT || '/tmp/martian-axe-report.jsonl';

/**
 * Runs axe-core on the page (or a frame) and fails on any violation of impact "serious" or
 * "critical"; the others are appended to AXE_REPORT with the screen's name. axe is evaluated
 * through the debugging protocol, which the pages' Content Security Policy does not govern (an
 * injected <script> would be refused, as it should be).
 */
export async function axeCheck(scope, screen) {
  await scope.evaluate(AXE_SOURCE);
  const violations = await scope.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 3).join(' ')}`),
    }));
  });
  appendFileSync(AXE_REPORT, violations.map((v) => JSON.stringify({ screen, ...v })).join('\n') + (violations.length ? '\n' : ''));
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(serious, [], `axe found serious or critical violations on ${screen}:\n${JSON.stringify(serious, null, 2)}`);
  return violations;
}

// ---------------------------------------------------------------------------------------------
// localStorage and the saved games.

/** Every localStorage entry of the page's origin, as an object. */
export async function storageEntries(page) {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
}

/** The id of the game in progress (martian-chess/v3/current). */
export async function currentGameId(page) {
  return page.evaluate(() => localStorage.getItem('martian-chess/v3/current'));
}

/** A saved game as stored (parsed), or null. */
export async function storedGame(page, id) {
  const text = await page.evaluate((id) => localStorage.getItem(`martian-chess/v3/game/${id}`), id);
  return text === null ? null : JSON.parse(text);
}

/** The move texts in a record's move section (`1. d3-d5 c7-d6 2. clock ...`). */
export function recordMoves(record) {
  const body = record.split('\n').filter((l) => !l.startsWith('[')).join(' ');
  const words = body.split(/\s+/).filter((w) => w && !/^\d+\.$/.test(w) && !/^(1-0|0-1|\*)$/.test(w));
  const out = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 'clock') out.push(`clock ${words[++i]}`);
    else out.push(words[i]);
  }
  return out;
}

/** Waits until `id` is the game in progress and its saved record holds `n` moves. */
export async function waitForSaved(page, n, timeout = 5_000) {
  try {
    await page.waitForFunction((n) => {
      const id = localStorage.getItem('martian-chess/v3/current');
      const text = id && localStorage.getItem(`martian-chess/v3/game/${id}`);
      if (!text) return false;
      const body = JSON.parse(text).record.split('\n').filter((l) => !l.startsWith('[')).join(' ');
      return body.split(/\s+/).filter((w) => /^[a-h][1-8][-x+][a-h][1-8]$/.test(w)).length === n;
    }, n, { timeout });
  } catch {
    assert.fail(`the game in progress was not saved with ${n} move(s) within ${timeout} ms`);
  }
}

/** Opens the Saved games page (through the narrow-window menu if need be). */
export async function openLibrary(page) {
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Saved games' }).click();
  await page.locator('article.library').waitFor();
}

/** The games listed on the Saved games page: [{ id, title, meta, open }]. */
export async function libraryGames(page) {
  return page.evaluate(() => [...document.querySelectorAll('article.library li.saved-game')].map((li) => ({
    id: li.getAttribute('data-game-id'),
    title: li.querySelector('h3')?.childNodes[0]?.textContent.trim() ?? '',
    meta: li.querySelector('p.meta')?.textContent.trim() ?? '',
    open: !!li.querySelector('.badge'),
  })));
}

/** From the Saved games page, resumes the game `id` and waits for its board and moves. */
export async function resumeGame(page, id, moves) {
  const row = page.locator(`article.library li.saved-game[data-game-id="${id}"]`);
  await row.getByRole('button', { name: /^(Resume|Back to it)$/ }).click();
  await page.locator('article.library').waitFor({ state: 'detached' });
  await waitForBoard(page);
  if (moves !== undefined) {
    // The caller compares the moves; this only waits for them to be drawn.
    await page.waitForFunction((n) => document.querySelectorAll('ol.move-list .move').length === n, moves.length, { timeout: 5_000 })
      .catch(() => {});
  }
  return moveTexts(page);
}

/** Opens Export and returns { record, link }, then closes it with Done. */
export async function exportGame(page) {
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.locator('.dialog.export');
  await dialog.waitFor();
  const record = await dialog.locator('#export-record').inputValue();
  const link = await dialog.locator('#share-link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { record, link };
}

// ---------------------------------------------------------------------------------------------
// Touch: the board's pointer path with pointerType "touch".

/**
 * Touches the points in turn (page coordinates): a finger down on the first, moved through the
 * others, lifted on the last; a single point is a tap. Chromium: touch events through its
 * debugging protocol; Firefox: WebDriver BiDi touch actions (both the engine's own touch input,
 * turned into pointer events by the engine). WebKitGTK's driver accepts touch actions but sends
 * mouse events, so there the page is given the pointer events a touch makes (pointerType
 * "touch", one pointer id, pressed from down to up), each after a frame, at the element under
 * each point: the board's own pointer path, not WebKit's touch-to-pointer mapping.
 */
export async function touchPath(page, points, scope = page) {
  if (ENGINE === 'chromium') {
    const cdp = await page.context().newCDPSession(page);
    const [first, ...rest] = points;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first.x, y: first.y, id: 1 }] });
    for (const p of rest) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else if (ENGINE === 'firefox') {
    const [first, ...rest] = points;
    if (!rest.length) {
      await page.touchscreen.tap(first.x, first.y);
      return;
    }
    await page.touchscreen.start(first.x, first.y);
    for (const p of rest) await page.touchscreen.move(p.x, p.y);
    await page.touchscreen.end();
  } else {
    const o = scope === page ? { x: 0, y: 0 } : await scope._offset();
    const local = points.map((p) => ({ x: p.x - o.x, y: p.y - o.y }));
    await scope.evaluate(async (pts) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      const fire = (type, p, buttons) => {
        const el = document.elementFromPoint(p.x, p.y) || document.body;
        const init = {
          bubbles: true, cancelable: true, composed: true, pointerId: 41, pointerType: 'touch', isPrimary: true,
          clientX: p.x, clientY: p.y, button: type === 'pointermove' ? -1 : 0, buttons, width: 20, height: 20,
          pressure: buttons ? 0.5 : 0,
        };
        el.dispatchEvent(new PointerEvent(type, init));
        return el;
      };
      const [first, ...rest] = pts;
      const down = fire('pointerdown', first, 1);
      await frame();
      for (const p of rest) {
        fire('pointermove', p, 1);
        await frame();
      }
      const last = pts[pts.length - 1];
      const up = fire('pointerup', last, 0);
      if (up === down || down.contains(up) || up.contains(down)) {
        up.dispatchEvent(new PointerEvent('click', { bubbles: true, cancelable: true, composed: true, pointerId: 41, pointerType: 'touch', clientX: last.x, clientY: last.y }));
      }
      await frame();
    }, local);
  }
}

/** A touch drag across the square centres, in small steps. */
export async function touchDrag(page, from, to, scope = page) {
  const a = await centre(scope, from);
  const b = await centre(scope, to);
  const pts = [a, { x: a.x + 6, y: a.y + 6 }];
  for (let i = 1; i <= 8; i++) pts.push({ x: a.x + ((b.x - a.x) * i) / 8, y: a.y + ((b.y - a.y) * i) / 8 });
  await touchPath(page, pts, scope);
}

/** A tap at a square's centre. */
export async function touchTap(page, square, scope = page) {
  await touchPath(page, [await centre(scope, square)], scope);
}

/** Runs in every page: the pointer types of the pointerdown events the page received. */
export function recordPointerTypes() {
  window.__pointerTypes = [];
  document.addEventListener('pointerdown', (e) => window.__pointerTypes.push(e.pointerType), true);
}

/**
 * The Open game dialog (an imported, shared or embedded game): every seat a person, then Open
 * game, so that nothing moves before the test looks (a computer seat to act would answer).
 */
export async function openWithPeople(page) {
  const seats = page.locator('form.seats-dialog');
  await seats.waitFor();
  for (const select of await seats.locator('select[id^="open-seat-"]').all()) await select.selectOption('human');
  await seats.getByRole('button', { name: 'Open game' }).click();
  await seats.waitFor({ state: 'detached' });
}

/**
 * Imports `record` (either game's) through Menu → Import with every seat a person, and returns
 * the new saved game's id once it is saved as the game in progress.
 */
export async function importRecord(page, record) {
  const before = await page.evaluate(() => localStorage.getItem('martian-chess/v3/current'));
  if (await page.locator('.menu-toggle').isVisible()) await page.locator('.menu-toggle').click();
  await page.getByRole('button', { name: 'Import' }).click();
  await page.locator('#import-record').fill(record);
  await page.locator('form.dialog.import').getByRole('button', { name: 'Check and open' }).click();
  await openWithPeople(page);
  await page.waitForFunction((b) => {
    const now = localStorage.getItem('martian-chess/v3/current');
    return now && now !== b;
  }, before);
  return page.evaluate(() => localStorage.getItem('martian-chess/v3/current'));
}
