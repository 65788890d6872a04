// Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi (no downloaded
// browser, no geckodriver). One puppeteer browser context is one browser context (fresh
// storage); pointer, touch and keyboard input go through BiDi's input actions.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { ContextBase, PageBase } from './common.mjs';
import { chord, resolveInPage } from './locate.mjs';

export const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';

class FirefoxPage extends PageBase {
  constructor(context, page) {
    super(context);
    this._p = page;
    const p = page;
    this.mouse = {
      move: (x, y, { steps = 1 } = {}) => p.mouse.move(x, y, { steps }),
      down: ({ button = 'left' } = {}) => p.mouse.down({ button }),
      up: ({ button = 'left' } = {}) => p.mouse.up({ button }),
      click: (x, y, { button = 'left', clickCount = 1 } = {}) => p.mouse.click(x, y, { button, count: clickCount }),
      wheel: (dx, dy) => p.mouse.wheel({ deltaX: dx, deltaY: dy }),
    };
    this.keyboard = {
      down: (k) => p.keyboard.down(k),
      up: (k) => p.keyboard.up(k),
      async press(key) {
        const keys = chord(key);
        for (const k of keys) await p.keyboard.down(k);
        for (const k of keys.reverse()) await p.keyboard.up(k);
      },
      type: (t) => p.keyboard.type(t),
      insertText: (t) => p.keyboard.sendCharacter(t),
    };
    // Real touch input (BiDi pointer actions of type "touch").
    this.touchscreen = {
      tap: (x, y) => p.touchscreen.tap(x, y),
      start: (x, y) => p.touchscreen.touchStart(x, y),
      move: (x, y) => p.touchscreen.touchMove(x, y),
      end: () => p.touchscreen.touchEnd(),
    };
  }

  /**
   * Brings this page's tab to the front when another tab was: a browser's contexts are tabs of
   * one window here, and Firefox pauses a background tab's frames, which the page's own
   * animation frames and the locators' waits need (play by link acts in two or three contexts
   * in turn, as two or three people would, each at a browser of their own).
   */
  async _front() {
    const browser = this._context.browser();
    if (browser._front === this) return;
    browser._front = this;
    await this._p.bringToFront().catch(() => {});
  }

  async _frame(pathSteps) {
    await this._front();
    let frame = this._p.mainFrame();
    for (const steps of pathSteps) {
      const handle = await frame.evaluateHandle(`(${resolveInPage.toString()})(${JSON.stringify(steps)})[0] || null`);
      const el = handle.asElement();
      if (!el) throw new Error('no such frame: the frame is gone');
      frame = await el.contentFrame();
      await handle.dispose().catch(() => {});
      if (!frame) throw new Error('no such frame: the frame is gone');
    }
    return frame;
  }

  async _run(pathSteps, src, args) {
    const frame = await this._frame(pathSteps);
    if (args === null) return frame.evaluate(`(() => { ${src}\n })()`);
    const r = await frame.evaluate(`Promise.resolve().then(() => (${src}).apply(null, ${JSON.stringify(args)}))
      .then((v) => ({ v: v === undefined ? null : v instanceof Node ? { node: v.nodeName } : v, u: v === undefined, href: location.href }))`);
    if (!pathSteps.length && r) this._href = r.href;
    return r ? (r.u ? undefined : r.v) : r;
  }

  async _goto(url, waitUntil) {
    await this._front();
    await this._p.goto(url, { waitUntil: waitUntil === 'domcontentloaded' ? 'domcontentloaded' : 'load' });
  }

  async _reload(waitUntil) {
    await this._front();
    await this._p.reload({ waitUntil: waitUntil === 'domcontentloaded' ? 'domcontentloaded' : 'load' });
  }

  async _setViewport({ width, height }) {
    await this._p.setViewport({ width, height });
  }

  async _screenshot({ path: file, fullPage }) {
    return this._p.screenshot({ path: file, fullPage });
  }

  async bringToFront() { await this._p.bringToFront(); }
  async _close() { await this._p.close(); }
}

class FirefoxContext extends ContextBase {
  constructor(browser, ctx, options) {
    super(browser, options);
    this._ctx = ctx;
    this._own = new Set();
    ctx.on('targetcreated', async (target) => {
      if (target.type() !== 'page') return;
      const p = await target.page();
      if (!p || this._own.has(p)) return;
      this._own.add(p);
      const page = new FirefoxPage(this, p);
      this._pages.push(page);
      await p.waitForFunction(() => document.readyState !== 'loading').catch(() => {});
      page._href = p.url();
      this.emit('page', page);
    });
  }

  async newPage() {
    const p = await this._ctx.newPage();
    this._own.add(p);
    const page = new FirefoxPage(this, p);
    this._pages.push(page);
    this.browser()._front = page;
    await page.setViewportSize(this._options.viewport || { width: 1280, height: 720 });
    return page;
  }

  async _close() { await this._ctx.close(); }
}

/** Firefox as the tests need it: its own profile, the preferences below. */
async function startFirefox() {
  const profile = mkdtempSync(path.join(tmpdir(), 'e2e-firefox-'));
  const b = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      // No network at run time: no update, telemetry or remote settings requests.
      'app.update.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      // Touch events for the touch tests.
      'dom.w3c_touch_events.enabled': 1,
      // Several browser contexts are tabs of one window, and a tab in the background gets its
      // timers clamped to a second and its frames throttled, where a friend's real browser is in
      // front: the tests of play by link pass a link between two contexts (remote.test.mjs).
      'dom.min_background_timeout_value': 4,
      'dom.min_background_timeout_value_without_budget_throttling': 4,
      'dom.timeout.enable_budget_timer_throttling': false,
      'layout.throttled_frame_rate': 60,
    },
  });
  return { b, profile };
}

const connect = (endpoint) => puppeteer.connect({ browserWSEndpoint: endpoint, protocol: 'webDriverBiDi' });

/** A Firefox for the tests: the one at `endpoint` (its close() only lets go of it), else one of
 * its own. */
export async function launchFirefox(endpoint) {
  const { b, profile } = endpoint ? { b: await connect(endpoint), profile: null } : await startFirefox();
  const browser = {
    engine: 'firefox',
    async newContext(options = {}) {
      return new FirefoxContext(browser, await b.createBrowserContext(), options);
    },
    async newPage(options) {
      return (await this.newContext(options)).newPage();
    },
    async close() {
      if (!profile) {
        await b.disconnect().catch(() => {});
        return;
      }
      await b.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
    version: () => b.version(),
  };
  return browser;
}

/** A Firefox left running for test files to connect to, one at a time (WebDriver BiDi takes one
 * session): `{ endpoint, close() }`. */
export async function serveFirefox() {
  const { b, profile } = await startFirefox();
  const endpoint = b.wsEndpoint();
  const firefox = b.process();
  await b.disconnect();
  return {
    endpoint,
    async close() {
      const exited = new Promise((resolve) => {
        if (firefox.exitCode !== null || firefox.signalCode !== null) resolve();
        else firefox.once('exit', resolve);
      });
      const last = await connect(endpoint).catch(() => null);
      await last?.close().catch(() => {});
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (firefox.exitCode === null && firefox.signalCode === null) firefox.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    },
  };
}
