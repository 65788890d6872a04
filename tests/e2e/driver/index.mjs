// The driver layer: one browser API (the part of Playwright's the tests use) over three engines,
// all from Debian's packages. E2E_BROWSER chooses the engine (default chromium):
// - chromium: Playwright (playwright-core) driving /usr/bin/chromium, as it always did;
// - firefox:  puppeteer-core driving /usr/bin/firefox-esr over WebDriver BiDi (bidi.mjs);
// - webkit:   WebKitGTK's WebKitWebDriver and MiniBrowser under xvfb-run (webdriver.mjs).
// The Firefox and WebKit pages implement Playwright's locators, input, navigation and events on
// their own (locate.mjs, common.mjs); the test servers serve their init scripts and report
// their responses (`siteHooks`).

import { chromium } from 'playwright-core';
import { initScriptBody, injectInitScript, serverEvent } from './common.mjs';

export const ENGINE = (process.env.E2E_BROWSER || 'chromium').toLowerCase();
if (!['chromium', 'firefox', 'webkit'].includes(ENGINE)) {
  throw new Error(`E2E_BROWSER=${ENGINE}: choose chromium, firefox or webkit`);
}

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const LAUNCH_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * What each engine (or its driver) can do, for tests that must say where they differ:
 * - `routing`: requests can be intercepted (other hosts blocked, not only recorded);
 * - `realTouch`: the driver sends touch input the browser's own way (else tests synthesize
 *   pointer events of type "touch" in the page);
 * - `cdp`: Chromium's debugging protocol (Chromium-only measurements);
 * - `failedRequests`: the driver reports a request that failed or was aborted (elsewhere a page's
 *   failed script, style or image is seen in the page, a fetch's abort is not).
 */
export const CAN = {
  routing: ENGINE === 'chromium',
  failedRequests: ENGINE === 'chromium',
  realTouch: ENGINE !== 'webkit',
  cdp: ENGINE === 'chromium',
};

/**
 * The chosen engine: a browser with `newContext({ viewport })`. Where scripts/e2e.mjs serves the
 * engine's browser to the whole run (`E2E_BROWSER_ENDPOINT`, from `serveBrowser`), a connection
 * to it, whose `close()` leaves it running for the next test file; else a browser of its own.
 */
export async function launchBrowser() {
  const shared = process.env.E2E_BROWSER_ENDPOINT;
  if (ENGINE === 'firefox') return (await import('./bidi.mjs')).launchFirefox(shared);
  if (ENGINE === 'webkit') return (await import('./webdriver.mjs')).launchWebKit();
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
}

/**
 * Starts one browser of `engine` for every test file of a run to connect to: a file's launch of
 * Chromium or Firefox cost it some 3 and 6 seconds of CPU, some 150 s a run in all (the job CPU
 * figures of scripts/e2e.mjs). Each test still has a browser context of its own. Resolves to
 * `{ endpoint, close() }`, or null for WebKit, whose driver takes one session a context anyway.
 */
export async function serveBrowser(engine) {
  if (engine === 'firefox') return (await import('./bidi.mjs')).serveFirefox();
  if (engine !== 'chromium') return null;
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
  return { endpoint: server.wsEndpoint(), close: () => server.close() };
}

/**
 * For the test's web servers. `page(html, origin)`: the HTML as served (the init script first,
 * for Firefox and WebKit); `serve(req, res)`: answers /__e2e/init.js (true when it did);
 * `served(req, status, headers)`: reports a response to the contexts' listeners.
 */
export const siteHooks = {
  page(html, origin) {
    return ENGINE === 'chromium' ? html : injectInitScript(html, origin);
  },
  serve(req, res) {
    if (ENGINE === 'chromium' || !req.url.startsWith('/__e2e/')) return false;
    if (req.url.startsWith('/__e2e/blank.html')) {
      // A page of the test's own (no policy), with the init script: Firefox and WebKit record
      // problems only in the pages the test servers serve.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(injectInitScript('<!DOCTYPE html><html><head><meta charset="utf-8"><title>blank</title></head><body></body></html>', ''));
      return true;
    }
    const body = initScriptBody();
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body);
    return true;
  },
  served(req, status, headers, origin) {
    if (ENGINE === 'chromium' || req.url.startsWith('/__e2e/')) return;
    serverEvent({ method: req.method, url: new URL(req.url, origin).href, status, headers });
  },
};
