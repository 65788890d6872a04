// What the Firefox and WebKit backends share: the browser context (init scripts, the events the
// harness watches) and the page (frames, locators, problems collected in the page).
//
// Neither WebDriver BiDi (as puppeteer drives Firefox) nor classic WebDriver (WebKit) gives init
// scripts for every frame and popup, console messages or responses in one uniform way, so:
// - init scripts are served by the test's own web servers: every HTML page they serve gets a
//   first <script src=".../__e2e/init.js"> (same origin as the app: its Content Security Policy
//   allows it), whose body is the init scripts of the live contexts;
// - the first init script collects console errors, uncaught errors, unhandled rejections,
//   resources that failed to load and requests to other hosts in the page; the driver takes them
//   before each navigation it makes and when the test ends (`context.drain()`), and reports them
//   as Playwright's `console` and `weberror` events;
// - `request`, `response` and `requestfinished` events come from the servers themselves.

import { EventEmitter } from 'node:events';
import { FrameBase, poll, sleep } from './locate.mjs';

const live = new Set();

/** Runs first in every page and frame: gathers what a test must fail on. */
function collectProblems() {
  if (window.__e2e) return;
  const list = [];
  // Once the page is being left (the test's goto or a link it followed, or the page's own
  // reload), the loads still running are cut off: a player who leaves cuts them off the same
  // way, so their failures are not the app's (as `cutOffByTest` in the harness, for Chromium).
  let leftAt = -Infinity;
  window.addEventListener('beforeunload', () => { leftAt = performance.now(); });
  const cutOff = (text) => performance.now() - leftAt < 10_000
    && /Load failed|NetworkError|AbortError|Failed to fetch|NS_BINDING_ABORTED/.test(text);
  const push = (kind, text) => {
    if (!cutOff(String(text))) list.push({ kind, text: String(text) });
  };
  window.__e2e = { take: () => list.splice(0), downloads: [] };
  // A navigation the page makes itself (the reload after a wasm trap, static/trap-reload.js)
  // would drop what was gathered before the driver took it: the top page keeps it in its session
  // storage over the navigation, and the next document takes it back.
  const KEPT = '__e2e/problems';
  if (window.top === window) {
    try {
      for (const p of JSON.parse(sessionStorage.getItem(KEPT) || '[]')) {
        push(p.kind, `${p.text}\n(reported before the page navigated by itself)`);
      }
      sessionStorage.removeItem(KEPT);
    } catch {
      // no session storage: nothing was kept either
    }
    window.addEventListener('pagehide', () => {
      try {
        if (list.length) sessionStorage.setItem(KEPT, JSON.stringify(list));
      } catch {
        // no session storage
      }
    });
  }
  const error = console.error;
  console.error = function (...args) {
    push('console', args.map((a) => (a instanceof Error ? a.stack || a.message : String(a))).join(' '));
    return error.apply(this, args);
  };
  window.addEventListener('error', (e) => {
    if (e instanceof ErrorEvent) push('page', `${e.message}${e.error?.stack ? `\n${e.error.stack}` : ''}`);
    else if (e.target && e.target !== window) push('resource', `failed to load ${e.target.src || e.target.href || e.target.localName}`);
  }, true);
  window.addEventListener('unhandledrejection', (e) => push('page', `unhandled rejection: ${e.reason?.stack || e.reason}`));
  // Requests to other hosts: the ones scripts start, and every resource the page timed.
  const reported = new Set();
  const offHost = (url) => {
    let u;
    try {
      u = new URL(url, location.href);
    } catch {
      return;
    }
    if (['data:', 'blob:', 'about:'].includes(u.protocol) || u.hostname === '127.0.0.1' || reported.has(u.href)) return;
    reported.add(u.href);
    push('request', `request to another host: ${u.href}`);
  };
  const fetch0 = window.fetch;
  window.fetch = function (input, init) {
    offHost(typeof input === 'string' || input instanceof URL ? String(input) : input?.url);
    return fetch0.call(this, input, init);
  };
  const open0 = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    offHost(String(url));
    return open0.call(this, method, url, ...rest);
  };
  if (navigator.sendBeacon) {
    const beacon0 = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      offHost(String(url));
      return beacon0(url, data);
    };
  }
  try {
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries()) offHost(e.name);
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // no resource timing here
  }
  // A download the app starts (a link with `download` to a blob, clicked): its name and content
  // are kept for `waitForEvent('download')` (the drivers give no download events), and the
  // browser is not asked to save it.
  const blobs = new Map();
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = function (obj) {
    const url = createObjectURL.call(URL, obj);
    if (obj instanceof Blob) blobs.set(url, obj);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.hasAttribute('download') && blobs.has(this.href)) {
      const entry = { name: this.download, href: this.href, text: null };
      window.__e2e.downloads.push(entry);
      blobs.get(this.href).text().then((t) => { entry.text = t; });
      return undefined;
    }
    return click.call(this);
  };
}

/** The body of /__e2e/init.js: every live context's init scripts, the problem collector first. */
export function initScriptBody() {
  const seen = new Set();
  const parts = [`(${collectProblems.toString()})();`];
  for (const ctx of live) {
    for (const s of ctx._initScripts) {
      if (seen.has(s)) continue;
      seen.add(s);
      parts.push(`try { ${s} } catch (e) { console.error('init script: ' + (e && e.stack || e)); }`);
    }
  }
  return parts.join('\n');
}

/** Puts the init script first in a page's <head> (after its charset and policy). */
export function injectInitScript(html, origin) {
  const tag = `<script src="${origin}/__e2e/init.js"></script>`;
  const policy = /<meta http-equiv="Content-Security-Policy"[^>]*>/i.exec(html);
  if (policy) return html.replace(policy[0], `${policy[0]}\n    ${tag}`);
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.replace(head[0], `${head[0]}\n    ${tag}`);
  return tag + html;
}

/** A request the test's servers answered: an event for every live context. */
export function serverEvent({ method, url, status, headers }) {
  const r = {
    url: () => url,
    method: () => method,
    status: () => status,
    headers: () => Object.fromEntries(Object.entries(headers || {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
    ok: () => status < 400,
    request: () => ({ url: () => url, method: () => method }),
    failure: () => null,
  };
  for (const ctx of live) {
    ctx.emit('request', r);
    ctx.emit('response', r);
    ctx.emit('requestfinished', r);
  }
}

/** Waits for an event on an emitter: `predicate` (or { predicate, timeout }). */
export function waitForEvent(emitter, event, options, defaultTimeout) {
  const predicate = typeof options === 'function' ? options : options?.predicate;
  const timeout = (typeof options === 'object' && options?.timeout) || defaultTimeout;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.off(event, on);
      reject(new Error(`waitForEvent('${event}'): timed out after ${timeout} ms`));
    }, timeout);
    const on = async (v) => {
      if (predicate && !(await predicate(v))) return;
      clearTimeout(timer);
      emitter.off(event, on);
      resolve(v);
    };
    emitter.on(event, on);
  });
}

export class ContextBase extends EventEmitter {
  constructor(browser, options = {}) {
    super();
    this._browser = browser;
    this._options = options;
    this._initScripts = [];
    this._pages = [];
    this._defaultTimeout = 30_000;
    live.add(this);
  }

  browser() { return this._browser; }
  pages() { return [...this._pages]; }
  setDefaultTimeout(ms) { this._defaultTimeout = ms; }

  async addInitScript(script, arg) {
    let src;
    if (typeof script === 'function') src = `(${script.toString()})(${arg === undefined ? '' : JSON.stringify(arg)});`;
    else if (typeof script === 'string') src = script;
    else src = script.content;
    this._initScripts.push(src);
  }

  /**
   * The cookies of every page and frame of the context, read in each (`document.cookie`: the app
   * is static, any cookie it made would be a script's).
   */
  async cookies() {
    const out = [];
    for (const page of this._pages) {
      for (const frame of await page._framesNow().catch(() => [page])) {
        const got = await frame.evaluate(() => ({ c: document.cookie, domain: location.hostname })).catch(() => null);
        for (const pair of (got?.c || '').split(';').map((x) => x.trim()).filter(Boolean)) {
          const [name, ...rest] = pair.split('=');
          out.push({ name, value: rest.join('='), domain: got.domain });
        }
      }
    }
    return out;
  }

  /** Playwright's request routing: not available; requests to other hosts are recorded in the page. */
  async route() {}
  async grantPermissions() {}

  waitForEvent(event, options) { return waitForEvent(this, event, options, this._defaultTimeout); }

  /** Takes the problems gathered in every page and frame, as `console` and `weberror` events. */
  async drain() {
    for (const page of this._pages) await page._drain().catch(() => {});
  }

  _report(items) {
    for (const { kind, text } of items) {
      if (kind === 'console') {
        this.emit('console', { type: () => 'error', text: () => text, location: () => ({}) });
      } else if (kind === 'page') {
        this.emit('weberror', { error: () => ({ stack: text }) });
      } else {
        this.emit('console', { type: () => 'error', text: () => text, location: () => ({}) });
      }
    }
  }

  async close() {
    if (this._closed) return;
    this._closed = true;
    await this.drain().catch(() => {});
    live.delete(this);
    await this._close();
    this.emit('close', this);
  }
}

/**
 * A page: the top frame plus input and navigation. A backend gives `_run(path, src, args)`,
 * `mouse`, `keyboard`, `touchscreen`, and `_goto`, `_reload`, `_screenshot`, `_setViewport`.
 */
export class PageBase extends FrameBase {
  constructor(context) {
    super(null, []);
    this._page = this;
    this._context = context;
    this._href = 'about:blank';
    this._viewport = context._options.viewport || { width: 1280, height: 720 };
    this._events = new EventEmitter();
  }

  context() { return this._context; }
  /** Init scripts are served to every page of the test (see above), not to one page alone. */
  async addInitScript(script, arg) { await this._context.addInitScript(script, arg); }
  url() { return this._href; }
  mainFrame() { return this; }
  viewportSize() { return this._viewport; }
  _timeout() { return this._context._defaultTimeout; }
  _frameAt(path) {
    if (!path.length) return this;
    const f = new FrameBase(this, path);
    f.url = () => f._href;
    f.evaluate = async (fn, arg) => FrameBase.prototype.evaluate.call(f, fn, arg);
    return f;
  }
  on(event, fn) { this._events.on(event, fn); return this; }
  once(event, fn) { this._events.once(event, fn); return this; }
  off(event, fn) { this._events.off(event, fn); return this; }

  /** The frames of the page (the top one first), each with its address. */
  async _framesNow() {
    const out = [this];
    const walk = async (frame, depth) => {
      if (depth > 3) return;
      const n = await frame.evaluate(() => document.querySelectorAll('iframe').length).catch(() => 0);
      for (let i = 0; i < n; i++) {
        const child = this._frameAt([...frame._path, [{ css: 'iframe' }, { nth: i }]]);
        child._href = await child.evaluate(() => location.href).catch(() => '');
        out.push(child);
        await walk(child, depth + 1);
      }
    };
    await walk(this, 0);
    return out;
  }

  async _drain() {
    const items = [];
    for (const frame of await this._framesNow().catch(() => [this])) {
      const got = await frame.evaluate(() => (window.__e2e ? window.__e2e.take() : [])).catch(() => []);
      items.push(...(got || []));
    }
    this._context._report(items);
  }

  async goto(url, { waitUntil = 'load' } = {}) {
    await this._drain().catch(() => {});
    await this._goto(url, waitUntil);
    this._href = url;
    await this.evaluate(() => location.href).then((h) => { this._href = h; }).catch(() => {});
    return { ok: () => true };
  }

  async reload({ waitUntil = 'load' } = {}) {
    await this._drain().catch(() => {});
    await this._reload(waitUntil);
    return null;
  }

  async setViewportSize(size) {
    this._viewport = size;
    await this._setViewport(size);
  }

  async screenshot({ path, fullPage = false } = {}) {
    return this._screenshot({ path, fullPage });
  }

  /** `download` (what the app handed the browser to save, seen in the page) and `popup`. */
  async waitForEvent(event, options = {}) {
    const timeout = options.timeout || this._timeout();
    if (event === 'download') {
      const d = await poll(() => this.evaluate(() => {
        const d = window.__e2e?.downloads?.[0];
        return d && d.text !== null ? window.__e2e.downloads.shift() : null;
      }), timeout, 'for a download');
      return {
        suggestedFilename: () => d.name,
        url: () => d.href,
        text: async () => d.text,
        saveAs: async (file) => {
          const { writeFileSync } = await import('node:fs');
          writeFileSync(file, d.text);
        },
      };
    }
    if (event === 'popup') return this._context.waitForEvent('page', options);
    return waitForEvent(this._events, event, options, timeout);
  }

  waitForResponse(predicate, { timeout = this._timeout() } = {}) {
    return waitForEvent(this._context, 'response', (r) => (typeof predicate === 'function' ? predicate(r) : r.url() === predicate), timeout);
  }

  async waitForTimeout(ms) { await sleep(ms); }

  /** Every frame now in the page (Playwright's is synchronous; here it is awaited). */
  frames() {
    throw new Error('page.frames() is synchronous in Playwright; use await page.framesAsync()');
  }
  async framesAsync() { return this._framesNow(); }

  async close() {
    await this._drain().catch(() => {});
    await this._close();
    this._context._pages = this._context._pages.filter((p) => p !== this);
  }
}
