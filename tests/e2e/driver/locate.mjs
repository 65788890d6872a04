// The engine-independent half of the driver layer for Firefox and WebKit: Playwright's locator
// API (the part the tests use), resolved by a script in the page and acted on with the engine's
// own pointer and keyboard input. An engine backend (bidi.mjs, webdriver.mjs) gives each frame
// `run(fnSource, args)` (evaluate a function in that frame) and each page `mouse`, `keyboard`.
//
// Locators are lists of steps resolved afresh on every call (the app re-renders; no element
// handle is kept): `{ css }`, `{ role, name, exact }`, `{ label, exact }`, `{ text, exact }`,
// `{ nth }`, `{ hasText }`. Hand-written because the tests are written once in Playwright's API
// and neither puppeteer's BiDi client nor selenium's gives it; what a role or a name is, is
// Testing Library's.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Testing Library's browser build (it defines `window.TestingLibraryDom`), put into a document
 * the first time a locator there asks for a role or a label: a page offline, or one the test
 * servers did not serve, has it too, and a page that asks none loads none.
 */
const TESTING_LIBRARY = readFileSync(path.join(
  path.dirname(createRequire(import.meta.url).resolve('@testing-library/dom')),
  '@testing-library', 'dom.umd.min.js'), 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '');

/** What resolveInPage throws in a document without Testing Library. */
const NO_TESTING_LIBRARY = 'e2e: Testing Library is not in this document';

/**
 * Runs in the page: the elements that a list of steps finds in `root` (default: document). Roles,
 * accessible names and labels are Testing Library's (`@testing-library/dom`: aria-query's roles,
 * dom-accessibility-api's names, as screen readers compute them);
 * text is matched as Playwright's `getByText` does (the innermost elements whose text matches),
 * which Testing Library's `ByText` (an element's own text nodes only) does not.
 */
export function resolveInPage(steps, root) {
  const TL = window.TestingLibraryDom;
  const needsTL = steps.some((s) => s.role !== undefined || s.label !== undefined);
  if (needsTL && !TL) throw new Error('e2e: Testing Library is not in this document');
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const matches = (value, want, exact) => {
    const v = norm(value);
    if (want && typeof want === 'object' && want.regex !== undefined) return new RegExp(want.regex, want.flags).test(v);
    if (exact) return v === norm(want);
    return v.toLowerCase().includes(norm(want).toLowerCase());
  };
  root = root || document;
  let set = [root];
  for (const step of steps) {
    if (step.css !== undefined) {
      const out = [];
      for (const r of set) for (const e of r.querySelectorAll(step.css)) if (!out.includes(e)) out.push(e);
      set = out;
    } else if (step.role !== undefined) {
      const out = [];
      const name = step.name === undefined ? undefined : (n) => matches(n, step.name, step.exact);
      for (const r of set) {
        for (const e of TL.queryAllByRole(r, step.role, { name, hidden: !!step.includeHidden })) {
          if (!out.includes(e)) out.push(e);
        }
      }
      set = out;
    } else if (step.label !== undefined) {
      const out = [];
      for (const r of set) {
        for (const e of TL.queryAllByLabelText(r, (content) => matches(content, step.label, step.exact))) {
          if (!out.includes(e)) out.push(e);
        }
      }
      set = out;
    } else if (step.text !== undefined) {
      const out = [];
      for (const r of set) {
        for (const e of r.querySelectorAll('*')) {
          if (['script', 'style', 'head', 'title'].includes(e.localName)) continue;
          if (!matches(e.textContent, step.text, step.exact)) continue;
          // the innermost elements that match
          if ([...e.children].some((c) => matches(c.textContent, step.text, step.exact))) continue;
          out.push(e);
        }
      }
      set = out;
    } else if (step.hasText !== undefined) {
      set = set.filter((e) => matches(e.textContent, step.hasText, false));
    } else if (step.nth !== undefined) {
      const e = step.nth < 0 ? set[set.length + step.nth] : set[step.nth];
      set = e ? [e] : [];
    }
  }
  return set.filter((e) => e !== root || steps.length === 0);
}

const RESOLVE = resolveInPage.toString();

/** The JSON form of a name or text to match (a RegExp cannot cross the wire as is). */
const pattern = (p) => (p instanceof RegExp ? { regex: p.source, flags: p.flags } : p);

/** Playwright's key names for a key press ('Shift+Tab' is a chord). */
const chord = (key) => (key.length > 1 && key.includes('+') && !key.endsWith('++') ? key.split('+') : [key]);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a truthy value or `timeout` ms pass. */
export async function poll(probe, timeout, what) {
  const until = Date.now() + timeout;
  let delay = 20;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out after ${timeout} ms ${what}`);
    await sleep(delay);
    delay = Math.min(delay * 2, 200);
  }
}

/** The part of a page or frame that evaluates scripts and finds elements. */
export class FrameBase {
  /** `run(fnSource, args)` evaluates the function with the arguments in this frame. */
  constructor(page, path) {
    this._page = page;
    this._path = path; // iframe locator steps from the top document down to this frame
  }

  /** Runs `fn(resolve, ...args)` in the frame, `resolve(steps)` being resolveInPage. */
  async _withResolver(fn, ...args) {
    const src = `function (...a) { const resolve = (s, r) => (${RESOLVE})(s, r); return (${fn.toString()})(resolve, ...a); }`;
    try {
      return await this._page._run(this._path, src, args);
    } catch (e) {
      if (!String(e).includes(NO_TESTING_LIBRARY)) throw e;
      await this._page._run(this._path, TESTING_LIBRARY, null);
      return this._page._run(this._path, src, args);
    }
  }

  async evaluate(fn, arg) {
    if (typeof fn === 'string') return this._page._run(this._path, fn, null);
    return this._page._run(this._path, fn.toString(), arg === undefined ? [] : [arg]);
  }

  async waitForFunction(fn, arg, { timeout = this._page._timeout(), polling } = {}) {
    // Each probe is a round trip through the driver into the page, CPU the page under test and
    // the jobs beside it share: a wait that goes on backs off to 100 ms between probes.
    let step = typeof polling === 'number' ? polling : 20;
    const until = Date.now() + timeout;
    for (;; step = typeof polling === 'number' ? polling : Math.min(step * 2, 100)) {
      const v = await this.evaluate(fn, arg).catch((e) => {
        if (/navigat|context|detached|stale|no such frame|no such window|Execution context/i.test(String(e))) return undefined;
        throw e;
      });
      if (v) return { jsonValue: async () => v };
      if (Date.now() > until) throw new Error(`page.waitForFunction: timed out after ${timeout} ms: ${String(fn).slice(0, 200)}`);
      await sleep(step);
    }
  }

  locator(css, { hasText } = {}) {
    return new Locator(this, [{ css }, ...(hasText === undefined ? [] : [{ hasText: pattern(hasText) }])]);
  }
  async waitForSelector(css, { state = 'visible', timeout } = {}) {
    await this.locator(css).first().waitFor({ state, timeout });
  }
  getByRole(role, { name, exact, includeHidden } = {}) {
    return new Locator(this, [{ role, name: pattern(name), exact, includeHidden }]);
  }
  getByLabel(label, { exact } = {}) { return new Locator(this, [{ label: pattern(label), exact }]); }
  getByText(text, { exact } = {}) { return new Locator(this, [{ text: pattern(text), exact }]); }
  frameLocator(css) { return new FrameLocator(this, [{ css }]); }

  async title() { return this.evaluate(() => document.title); }
  async content() { return this.evaluate(() => document.documentElement.outerHTML); }
  async waitForTimeout(ms) { await sleep(ms); }

  /** The offset of this frame's viewport in the top page's viewport. */
  async _offset() {
    let x = 0;
    let y = 0;
    for (let i = 0; i < this._path.length; i++) {
      const parent = this._page._frameAt(this._path.slice(0, i));
      const o = await parent._withResolver((resolve, steps) => {
        const f = resolve(steps)[0];
        if (!f) return null;
        const r = f.getBoundingClientRect();
        const s = getComputedStyle(f);
        return {
          x: r.left + parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft),
          y: r.top + parseFloat(s.borderTopWidth) + parseFloat(s.paddingTop),
        };
      }, this._path[i]);
      if (!o) throw new Error('the frame is gone');
      x += o.x;
      y += o.y;
    }
    return { x, y };
  }
}

export class FrameLocator {
  constructor(frame, steps) {
    this._frame = frame;
    this._steps = steps;
  }
  _inner() { return this._frame._page._frameAt([...this._frame._path, this._steps]); }
  locator(css, opts) { return this._inner().locator(css, opts); }
  getByRole(role, opts) { return this._inner().getByRole(role, opts); }
  getByLabel(label, opts) { return this._inner().getByLabel(label, opts); }
  getByText(text, opts) { return this._inner().getByText(text, opts); }
  frameLocator(css) { return this._inner().frameLocator(css); }
  first() { return new FrameLocator(this._frame, [...this._steps, { nth: 0 }]); }
  nth(n) { return new FrameLocator(this._frame, [...this._steps, { nth: n }]); }
}

export class Locator {
  constructor(frame, steps) {
    this._frame = frame;
    this._steps = steps;
  }

  get _page() { return this._frame._page; }
  toString() { return `locator(${JSON.stringify(this._steps)})`; }

  locator(css, { hasText } = {}) {
    return new Locator(this._frame, [...this._steps, { css }, ...(hasText === undefined ? [] : [{ hasText: pattern(hasText) }])]);
  }
  getByRole(role, { name, exact, includeHidden } = {}) {
    return new Locator(this._frame, [...this._steps, { role, name: pattern(name), exact, includeHidden }]);
  }
  getByLabel(label, { exact } = {}) { return new Locator(this._frame, [...this._steps, { label: pattern(label), exact }]); }
  getByText(text, { exact } = {}) { return new Locator(this._frame, [...this._steps, { text: pattern(text), exact }]); }
  first() { return this.nth(0); }
  last() { return this.nth(-1); }
  nth(n) { return new Locator(this._frame, [...this._steps, { nth: n }]); }
  filter({ hasText } = {}) {
    return hasText === undefined ? this : new Locator(this._frame, [...this._steps, { hasText: pattern(hasText) }]);
  }
  frameLocator(css) { return new FrameLocator(this._frame, [...this._steps, { css }]); }
  contentFrame() { return this._page._frameAt([...this._frame._path, this._steps]); }

  async elementHandle() {
    await this.waitFor({ state: 'attached' });
    return { contentFrame: async () => this.contentFrame() };
  }

  async all() {
    const n = await this.count();
    return Array.from({ length: n }, (_, i) => this.nth(i));
  }

  /** Runs `fn(element, ...args)` on the first match (null when there is none). */
  async _on(fn, ...args) {
    return this._frame._withResolver(`(resolve, steps, ...args) => {
      const el = resolve(steps)[0];
      return el ? (${fn.toString()})(el, ...args) : null;
    }`, this._steps, ...args);
  }

  /** Waits for the first match and runs `fn(element, ...args)` on it. */
  async _must(fn, ...args) {
    const timeout = this._page._timeout();
    const until = Date.now() + timeout;
    for (;;) {
      const r = await this._on(`async (el, fn, ...args) => ({ v: await (${fn.toString()})(el, ...args) })`, null, ...args)
        .catch((e) => {
          if (/navigat|context|detached|stale|no such frame|no such window|frame is gone/i.test(String(e))) return null;
          throw e;
        });
      if (r) return r.v;
      if (Date.now() > until) throw new Error(`${this}: no element within ${timeout} ms`);
      await sleep(50);
    }
  }

  async count() {
    return this._frame._withResolver((resolve, steps) => resolve(steps).length, this._steps);
  }

  async waitFor({ state = 'visible', timeout = this._page._timeout() } = {}) {
    await poll(async () => {
      const s = await this._on((el) => {
        const r = el.getBoundingClientRect();
        const visible = r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
          && (!el.checkVisibility || el.checkVisibility());
        return { visible };
      }).catch(() => undefined);
      if (s === undefined) return false;
      switch (state) {
        case 'attached': return !!s;
        case 'detached': return !s;
        case 'hidden': return !s || !s.visible;
        default: return !!s && s.visible;
      }
    }, timeout, `waiting for ${this} to be ${state}`);
  }

  async isVisible() {
    return !!(await this._on((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
        && (!el.checkVisibility || el.checkVisibility());
    }));
  }

  async isChecked() { return this._must((el) => !!el.checked || el.getAttribute('aria-checked') === 'true'); }
  async isDisabled() { return this._must((el) => !!el.disabled || el.getAttribute('aria-disabled') === 'true'); }
  async isEnabled() { return !(await this.isDisabled()); }
  async textContent() { return this._must((el) => el.textContent); }
  async innerText() { return this._must((el) => el.innerText); }
  async inputValue() { return this._must((el) => el.value); }
  async getAttribute(name) { return this._must((el, n) => el.getAttribute(n), name); }
  async evaluate(fn, arg) { return this._must(`(el, arg) => (${fn.toString()})(el, arg)`, arg); }
  async allTextContents() {
    return this._frame._withResolver((resolve, steps) => resolve(steps).map((e) => e.textContent), this._steps);
  }
  async allInnerTexts() {
    return this._frame._withResolver((resolve, steps) => resolve(steps).map((e) => e.innerText), this._steps);
  }
  async evaluateAll(fn, arg) {
    return this._frame._withResolver(`async (resolve, steps, arg) => (${fn.toString()})(resolve(steps), arg)`, this._steps, arg);
  }

  async boundingBox() {
    const box = await this._on((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    });
    if (!box) return null;
    const o = await this._frame._offset();
    return { x: box.x + o.x, y: box.y + o.y, width: box.width, height: box.height };
  }

  /**
   * Waits until the element can take a click at its centre (attached, visible, enabled, not
   * moving, and the topmost element there is it or inside it), scrolling it into view; returns
   * the point in the top page's viewport.
   */
  async _clickablePoint({ position } = {}) {
    const timeout = this._page._timeout();
    let last = 'not attached';
    const until = Date.now() + timeout;
    for (;;) {
      const r = await this._on(async (el, position) => {
        const r0 = el.getBoundingClientRect();
        if (!(r0.width > 0 && r0.height > 0) || getComputedStyle(el).visibility === 'hidden') return { wait: 'not visible' };
        if (el.disabled) return { wait: 'disabled' };
        const within = r0.top >= 0 && r0.left >= 0 && r0.bottom <= innerHeight && r0.right <= innerWidth;
        if (!within) el.scrollIntoView({ block: 'center', inline: 'center' });
        await new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
        const r = el.getBoundingClientRect();
        if (Math.abs(r.left - r0.left) > 1 || Math.abs(r.top - r0.top) > 1 || Math.abs(r.width - r0.width) > 1) {
          if (within) return { wait: 'moving' };
        }
        const x = position ? r.left + position.x : r.left + r.width / 2;
        const y = position ? r.top + position.y : r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        if (!hit) return { wait: 'outside the viewport' };
        if (hit !== el && !el.contains(hit) && !(hit.localName === 'label' && hit.control === el)) {
          if (!(el.localName === 'input' && el.labels && [...el.labels].some((l) => l.contains(hit)))) {
            return { wait: `covered by <${hit.localName} class="${hit.getAttribute('class') || ''}">` };
          }
        }
        return { x, y };
      }, position || null).catch((e) => {
        if (/navigat|context|detached|stale|no such frame|frame is gone/i.test(String(e))) return null;
        throw e;
      });
      if (r && r.x !== undefined) {
        const o = await this._frame._offset();
        const p = { x: r.x + o.x, y: r.y + o.y };
        if (!this._frame._path.length) return p;
        // In a frame: the point must be in the top page's viewport too (scroll the page to it).
        const moved = await this._page.evaluate(({ x, y }) => {
          if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) return false;
          window.scrollBy(x < 0 || x >= innerWidth ? x - innerWidth / 2 : 0, y < 0 || y >= innerHeight ? y - innerHeight / 2 : 0);
          return true;
        }, p);
        if (!moved) return p;
        continue;
      }
      last = r ? r.wait : 'not attached';
      if (Date.now() > until) throw new Error(`${this}.click: the element is ${last} after ${timeout} ms`);
      await sleep(50);
    }
  }

  async click({ button = 'left', clickCount = 1, position, modifiers = [] } = {}) {
    const p = await this._clickablePoint({ position });
    for (const m of modifiers) await this._page.keyboard.down(m);
    await this._page.mouse.click(p.x, p.y, { button, clickCount });
    for (const m of modifiers) await this._page.keyboard.up(m);
  }

  async dblclick(opts = {}) { await this.click({ ...opts, clickCount: 2 }); }
  async hover() {
    const p = await this._clickablePoint();
    await this._page.mouse.move(p.x, p.y);
  }
  async tap() {
    const p = await this._clickablePoint();
    await this._page.touchscreen.tap(p.x, p.y);
  }

  async focus() { await this._must((el) => el.focus()); }
  async scrollIntoViewIfNeeded() {
    await this.waitFor({ state: 'attached' });
    await this._must(async (el) => {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) el.scrollIntoView({ block: 'center', inline: 'center' });
      // Seen in a rendering update (a lazy frame starts loading then).
      await new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
    });
  }
  async blur() { await this._must((el) => el.blur()); }

  async check() {
    if (!(await this.isChecked())) await this.click();
    await poll(() => this.isChecked(), this._page._timeout(), `${this}: not checked after a click`);
  }
  async uncheck() {
    if (await this.isChecked()) await this.click();
    await poll(async () => !(await this.isChecked()), this._page._timeout(), `${this}: still checked after a click`);
  }

  /** Sets the value as typing does (an input event), then a change event. */
  async fill(value) {
    await this.waitFor();
    await this._must((el, value) => {
      el.focus();
      const proto = el.localName === 'textarea' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
      el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: value }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }, value);
  }

  /** Picks the option whose value (or else label) is `value`, as a person picking it does. */
  async selectOption(value) {
    await this.waitFor();
    const chosen = await this._must((el, value) => {
      const want = Array.isArray(value) ? value[0] : value;
      const key = typeof want === 'object' && want !== null ? want.value ?? want.label : want;
      const opt = [...el.options].find((o) => o.value === key) || [...el.options].find((o) => o.label.trim() === key);
      if (!opt) return { error: `no option ${JSON.stringify(key)} in [${[...el.options].map((o) => o.value).join(', ')}]` };
      el.focus();
      el.value = opt.value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return { value: opt.value };
    }, value);
    if (chosen.error) throw new Error(`${this}.selectOption: ${chosen.error}`);
    return [chosen.value];
  }

  /** Gives a file input files as a person choosing them does (a DataTransfer, a change event). */
  async setInputFiles(files) {
    const list = (Array.isArray(files) ? files : [files]).map((f) => ({
      name: f.name, mimeType: f.mimeType, text: Buffer.from(f.buffer).toString('utf8'),
    }));
    await this._must((el, list) => {
      const dt = new DataTransfer();
      for (const f of list) dt.items.add(new File([f.text], f.name, { type: f.mimeType }));
      el.files = dt.files;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }, list);
  }

  async press(key) {
    await this.focus();
    await this._page.keyboard.press(key);
  }

  async type(text) {
    await this.focus();
    await this._page.keyboard.type(text);
  }

  async screenshot({ path } = {}) {
    return this._page.screenshot({ path });
  }
}

export { chord };
