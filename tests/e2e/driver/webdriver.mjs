// WebKit: WebKitGTK's WebKitWebDriver (Debian's webkit2gtk-driver), a classic W3C WebDriver
// server, driving its MiniBrowser under a virtual X server (xvfb-run). One browser context is one
// driver process with its one WebDriver session (the driver takes one session at a time) and a
// private MiniBrowser (fresh storage); one window is one page.
// Pointer and keyboard input go through WebDriver actions (the browser's own event path).
// The protocol's client is selenium-webdriver's; hand-written here is what it does not do: one
// WebKitWebDriver a context, each under its own virtual X server (xvfb-run) with its crash lines
// read, and Playwright's page API (the part the tests use) over its commands.

import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import selenium from 'selenium-webdriver';
import seleniumHttp from 'selenium-webdriver/http/index.js';
import seleniumCommand from 'selenium-webdriver/lib/command.js';
import seleniumError from 'selenium-webdriver/lib/error.js';
import { ContextBase, PageBase } from './common.mjs';
import { chord, resolveInPage, sleep } from './locate.mjs';

export const MINIBROWSER = process.env.MINIBROWSER || [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
].find((p) => existsSync(p));

const { Capabilities, WebDriver, WebElement } = selenium;
const { Command, Name } = seleniumCommand;

/** How long a WebDriver command may go unanswered (the slowest seen answer is under 5 s). */
const COMMAND_MS = 30_000;

// Playwright's key names as WebDriver's key codes.
const KEYS = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A',
  Escape: '\uE00C', ' ': ' ', Space: ' ', PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Delete: '\uE017', Meta: '\uE03D',
};
const keyValue = (k) => {
  if (KEYS[k] !== undefined) return KEYS[k];
  if (k.length === 1) return k;
  throw new Error(`no WebDriver key for ${JSON.stringify(k)}`);
};
const BUTTONS = { left: 0, middle: 1, right: 2 };

async function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

class Session {
  constructor(driver) {
    this.driver = driver;
    this.window = null;
    this.inFrame = false;
    this.queue = Promise.resolve();
  }

  /** Runs `fn` alone: a session has one current window and frame, so commands take turns. */
  exclusive(fn) {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => {});
    return run;
  }

  /**
   * One WebDriver command (`what` names it, `script` is the script it runs). A command the driver
   * never answers fails after `COMMAND_MS`, naming itself and its script, instead of holding the
   * test until its own timeout with no word of where it stopped (a Learn test in CI, 2026-11-28:
   * 120 s gone, no step named). An error carries the protocol's code (`e.code`: "no such frame").
   */
  async call(what, fn, script = '') {
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => {
        const head = script ? `: ${script.replace(/\s+/g, ' ').slice(0, 160)}` : '';
        const err = new Error(`WebDriver ${what} got no answer in ${COMMAND_MS / 1000} s${head}`);
        err.code = 'no answer';
        reject(err);
      }, COMMAND_MS);
    });
    try {
      return await Promise.race([fn(this.driver), late]);
    } catch (e) {
      if (e.code) throw e;
      const code = seleniumError.encodeError(e).error;
      const err = new Error(`WebDriver ${what}: ${code}: ${e.message}`);
      err.code = code;
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  toWindow(handle) { return this.call('switch to window', (d) => d.switchTo().window(handle)); }
  toTop() { return this.call('switch to the top frame', (d) => d.switchTo().defaultContent()); }
  toFrame(element) { return this.call('switch to frame', (d) => d.switchTo().frame(element)); }
  execute(script, args) { return this.call('execute script', (d) => d.executeScript(script, ...args), script); }
  actions(sources) {
    return this.call('perform actions', (d) => d.execute(new Command(Name.ACTIONS).setParameter('actions', sources)));
  }
}

class WebKitPage extends PageBase {
  constructor(context, handle) {
    super(context);
    this._session = context._session;
    this._handle = handle;
    this._mouse = { x: 0, y: 0 };
    const page = this;
    this.mouse = {
      async move(x, y, { steps = 1 } = {}) {
        const from = { ...page._mouse };
        const moves = [];
        for (let i = 1; i <= steps; i++) {
          moves.push({ type: 'pointerMove', duration: 0, origin: 'viewport',
            x: Math.round(from.x + ((x - from.x) * i) / steps), y: Math.round(from.y + ((y - from.y) * i) / steps) });
        }
        page._mouse = { x, y };
        await page._pointer(moves);
      },
      async down({ button = 'left' } = {}) {
        await page._pointer([{ type: 'pointerDown', button: BUTTONS[button] }]);
      },
      async up({ button = 'left' } = {}) {
        await page._pointer([{ type: 'pointerUp', button: BUTTONS[button] }]);
      },
      async click(x, y, { button = 'left', clickCount = 1 } = {}) {
        page._mouse = { x, y };
        const b = BUTTONS[button];
        const acts = [{ type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) }];
        for (let i = 0; i < clickCount; i++) acts.push({ type: 'pointerDown', button: b }, { type: 'pointerUp', button: b });
        await page._pointer(acts);
      },
      async wheel(dx, dy) {
        await page._actions([{ type: 'wheel', id: 'wheel', actions: [{ type: 'scroll', x: Math.round(page._mouse.x), y: Math.round(page._mouse.y), deltaX: dx, deltaY: dy, origin: 'viewport' }] }]);
      },
    };
    this.keyboard = {
      async down(key) { await page._keys([{ type: 'keyDown', value: keyValue(key) }]); },
      async up(key) { await page._keys([{ type: 'keyUp', value: keyValue(key) }]); },
      async press(key) {
        const keys = chord(key).map(keyValue);
        await page._keys([...keys.map((value) => ({ type: 'keyDown', value })), ...keys.reverse().map((value) => ({ type: 'keyUp', value }))]);
      },
      async type(text) {
        await page._keys([...text].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }]));
      },
      async insertText(text) { await this.type(text); },
    };
    // WebKitGTK's driver accepts pointerType "touch" but delivers mouse events: touch is
    // emulated in the page (see harness.touchDrag); `tap` is a click.
    this.touchscreen = { tap: (x, y) => this.mouse.click(x, y) };
  }

  async _use() {
    if (this._session.window !== this._handle) {
      await this._session.toWindow(this._handle);
      this._session.window = this._handle;
      this._session.inFrame = true; // unknown: switch to the top before the next script
    }
  }

  _actions(sources) {
    return this._session.exclusive(() => this._actionsNow(sources));
  }

  async _actionsNow(sources) {
    await this._use();
    if (this._session.inFrame) {
      await this._session.toTop();
      this._session.inFrame = false;
    }
    await this._session.actions(sources);
  }

  async _pointer(actions) {
    await this._actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
  }

  async _keys(actions) {
    await this._actions([{ type: 'key', id: 'keyboard', actions }]);
  }

  async _switchTo(path) {
    await this._use();
    if (!path.length && !this._session.inFrame) return;
    await this._session.toTop();
    this._session.inFrame = false;
    for (const steps of path) {
      const el = await this._session.execute(`return (${resolveInPage.toString()})(arguments[0])[0] || null;`, [steps]);
      if (!(el instanceof WebElement)) {
        const e = new Error('no such frame: the frame is gone');
        e.code = 'no such frame';
        throw e;
      }
      await this._session.toFrame(el);
      this._session.inFrame = true;
    }
  }

  _run(path, src, args) {
    return this._session.exclusive(() => this._runNow(path, src, args));
  }

  async _runNow(path, src, args) {
    for (let attempt = 0; ; attempt++) {
      try {
        await this._switchTo(path);
        if (args === null) {
          return await this._session.execute(src, []);
        }
        const r = await this._session.execute(`const a = arguments; return Promise.resolve().then(() => (${src}).apply(null, a))
            .then((v) => ({ v: v === undefined ? null : v instanceof Node ? { node: v.nodeName } : v, u: v === undefined, href: location.href }));`, args);
        if (!path.length && r) this._href = r.href;
        return r ? (r.u ? undefined : r.v) : r;
      } catch (e) {
        if (attempt < 1 && ['no such frame', 'stale element reference'].includes(e.code)) {
          this._session.inFrame = true;
          continue;
        }
        throw e;
      }
    }
  }

  async _waitLoaded(waitUntil) {
    const want = waitUntil === 'domcontentloaded' ? ['interactive', 'complete'] : ['complete'];
    for (let i = 0; i < 600; i++) {
      const state = await this._runNow([], '() => document.readyState', []).catch(() => null);
      if (want.includes(state)) return;
      await sleep(25);
    }
  }

  _goto(url, waitUntil) {
    return this._session.exclusive(() => this._gotoNow(url, waitUntil));
  }

  async _gotoNow(url, waitUntil) {
    await this._use();
    this._session.inFrame = false;
    await this._session.call('navigate', (d) => d.get(url));
    await this._waitLoaded(waitUntil);
  }

  _reload(waitUntil) {
    return this._session.exclusive(() => this._reloadNow(waitUntil));
  }

  async _reloadNow(waitUntil) {
    await this._use();
    this._session.inFrame = false;
    await this._session.call('refresh', (d) => d.navigate().refresh());
    await this._waitLoaded(waitUntil);
  }

  _setViewport(size) {
    return this._session.exclusive(() => this._setViewportNow(size));
  }

  async _setViewportNow({ width, height }) {
    await this._use();
    const inner = await this._runNow([], '() => [innerWidth, innerHeight, outerWidth, outerHeight]', []);
    const [dw, dh] = [inner[2] - inner[0], inner[3] - inner[1]];
    await this._session.call('set the window rect', (d) => d.manage().window().setRect({ width: width + dw, height: height + dh }));
  }

  _screenshot(opts) {
    return this._session.exclusive(() => this._screenshotNow(opts));
  }

  async _screenshotNow({ path }) {
    await this._use();
    if (this._session.inFrame) {
      await this._session.toTop();
      this._session.inFrame = false;
    }
    // Without compositing (COMPOSITING, below) WebKit takes the screenshot after the page's next
    // paint, and a page at rest paints nothing: the driver waited its 30 s. The page is kept
    // painting, with nothing to see, while the screenshot is taken.
    await this._runNow([], KEEP_PAINTING, ['start']);
    try {
      const png = Buffer.from(await this._session.call('take a screenshot', (d) => d.takeScreenshot()), 'base64');
      if (path) writeFileSync(path, png);
      return png;
    } finally {
      await this._runNow([], KEEP_PAINTING, ['stop']).catch(() => {});
    }
  }

  async bringToFront() { await this._session.exclusive(() => this._use()); }

  _close() {
    return this._session.exclusive(() => this._closeNow());
  }

  async _closeNow() {
    await this._use();
    const left = await this._session.call('close the window', (d) => d.close());
    this._session.window = null;
    if (left?.length) this._context._lastHandles = left;
  }
}

class WebKitContext extends ContextBase {
  constructor(browser, session, options, driver) {
    super(browser, options);
    this._session = session;
    this._driver = driver;
    this._known = new Set();
    this._claimedFirst = false;
    this._watching = setInterval(() => this._watchPopups().catch(() => {}), 250);
  }

  async newPage() {
    let handle;
    if (!this._claimedFirst) {
      this._claimedFirst = true;
      handle = await this._session.call('get the window', (d) => d.getWindowHandle());
    } else {
      // a window: a background tab gets no animation frames
      handle = (await this._session.call('new window', (d) => d.execute(new Command(Name.SWITCH_TO_NEW_WINDOW).setParameter('type', 'window')))).handle;
    }
    this._known.add(handle);
    const page = new WebKitPage(this, handle);
    this._pages.push(page);
    if (this._options.viewport) await page.setViewportSize(this._options.viewport);
    return page;
  }

  /** A window the page opened (a link with target=_blank): a `page` event. */
  async _watchPopups() {
    if (this._closed || this._polling) return;
    this._polling = true;
    try {
      const handles = await this._session.call('get the window handles', (d) => d.getAllWindowHandles());
      for (const h of handles) {
        if (this._known.has(h)) continue;
        this._known.add(h);
        const page = new WebKitPage(this, h);
        this._pages.push(page);
        await this._session.exclusive(() => page._waitLoaded('domcontentloaded')).catch(() => {});
        this.emit('page', page);
      }
    } finally {
      this._polling = false;
    }
  }

  /** The web process crashed: reported as a page error, and kept (`crashes`). */
  _crashed(line) {
    this.crashes = (this.crashes || 0) + 1;
    this._report([{ kind: 'page', text: `the web process crashed (MiniBrowser: ${line.trim()})` }]);
  }

  async _close() {
    clearInterval(this._watching);
    await this._session.call('end the session', (d) => d.quit()).catch(() => {});
    await this._driver.stop();
  }
}

const running = new Set();
process.on('exit', () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

/**
 * WebKit's compositing is off under the virtual X server unless the environment says otherwise
 * (`WEBKIT_DISABLE_COMPOSITING_MODE=0` turns it back on, to hunt the crash). Xvfb has no GPU, so
 * WebKitGTK composites through Mesa's software OpenGL, and its compositor thread crashed the web
 * process inside Mesa (`swrast_dri.so`, a core kept on 2026-11-29); with compositing off the web
 * process starts neither that thread nor Mesa's (docs/webkit-wasm-fault.md, "The web process's
 * crash"). A Safari player runs neither WebKitGTK's compositor nor Mesa.
 */
const COMPOSITING = { WEBKIT_DISABLE_COMPOSITING_MODE: '1' };

/**
 * Starts or stops a change of the root's style every 16 ms that draws nothing (a custom property
 * no rule reads), so the page paints while a screenshot waits for it. A change to one small
 * element did not do: the screenshot still waited a second or more.
 */
const KEEP_PAINTING = `(what) => {
  const root = document.documentElement.style;
  clearInterval(window.__e2eKeepPainting);
  root.removeProperty('--e2e-keep-painting');
  if (what !== 'start') return;
  let n = 0;
  window.__e2eKeepPainting = setInterval(() => root.setProperty('--e2e-keep-painting', String(++n)), 16);
}`;

/**
 * A WebKitWebDriver on a free port, under its own virtual X server. Its error output (the
 * driver's, MiniBrowser's and the web process's, which inherit it) is passed on line by line to
 * this process's and to `onLine`: MiniBrowser says there when the web process crashed.
 */
async function startDriver(onLine = () => {}) {
  const port = await freePort();
  const proc = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', 'WebKitWebDriver', `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: { ...COMPOSITING, ...process.env },
  });
  createInterface({ input: proc.stderr }).on('line', (line) => {
    process.stderr.write(`${line}\n`);
    onLine(line);
  });
  running.add(proc.pid);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('WebKitWebDriver did not start');
    await sleep(50);
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    running.delete(proc.pid);
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { base, stop };
}

export async function launchWebKit() {
  if (!MINIBROWSER) throw new Error('MiniBrowser not found: install webkit2gtk-driver (scripts/setup.sh)');
  const contexts = new Set();
  const browser = {
    engine: 'webkit',
    async newContext(options = {}) {
      // The web process's end, as MiniBrowser reports it (`WebProcess CRASHED`): a page error
      // of the context's, so a test names the crash instead of timing out on a blank page.
      let ctx;
      const server = await startDriver((line) => {
        if (/WebProcess CRASHED/.test(line) && ctx) ctx._crashed(line);
      });
      const { base } = server;
      const driver = WebDriver.createSession(new seleniumHttp.Executor(new seleniumHttp.HttpClient(base)), new Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--private'] },
      }));
      try {
        await driver.getSession();
      } catch (e) {
        await server.stop();
        throw new Error(`WebKitWebDriver: ${e.message}`);
      }
      ctx = new WebKitContext(browser, new Session(driver), options, server);
      contexts.add(ctx);
      ctx.once('close', () => contexts.delete(ctx));
      return ctx;
    },
    async newPage(options) {
      const ctx = await this.newContext(options);
      return ctx.newPage();
    },
    async close() {
      for (const ctx of contexts) await ctx.close().catch(() => {});
    },
    version: () => 'WebKitGTK',
  };
  return browser;
}
