// The harness itself: every test fails on a console error, a page error, a Content Security
// Policy violation, a failed request or a request to another host, and the app really runs
// from a subfolder with the right MIME types.

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { useApp, appTest, siteUrl, openApp, waitForBoard, CAN, ENGINE } from './harness.mjs';

useApp();

appTest('the app is served from a subfolder with correct MIME types', async ({ page }) => {
  const url = new URL(siteUrl());
  assert.equal(url.hostname, '127.0.0.1');
  assert.equal(url.pathname, '/martian/');
  const types = {};
  page.context().on('response', (r) => { types[new URL(r.url()).pathname] = r.headers()['content-type']; });
  const workerWasm = page.waitForResponse((r) => /worker.*\.wasm$/.test(r.url()));
  await openApp(page);
  await workerWasm;
  const wasm = Object.keys(types).filter((n) => n.endsWith('.wasm'));
  const js = Object.keys(types).filter((n) => n.endsWith('.js'));
  assert.ok(wasm.length >= 2 && js.length >= 2, `the app's and the worker's scripts and wasm were loaded: ${JSON.stringify(types)}`);
  for (const [name, type] of Object.entries(types)) {
    assert.ok(name.startsWith('/martian/'), `${name} is loaded from the subfolder`);
    if (/\.(wasm|js)$/.test(name)) {
      assert.match(type, name.endsWith('.wasm') ? /^application\/wasm/ : /^text\/javascript/, `${name} is served as ${type}`);
    }
  }
}, { open: false });

appTest('the harness records console errors, page errors, policy violations and requests to other hosts', async ({ page, context, problems }) => {
  await page.evaluate(() => console.error('deliberate console error'));
  await page.evaluate(() => setTimeout(() => { throw new Error('deliberate page error'); }));
  // The app's Content Security Policy refuses a request to another host before it is made...
  await page.evaluate(() => fetch('http://example.com/tracker.js').catch(() => {}));
  await page.evaluate(() => fetch('./no-such-file.js').catch(() => {}));
  // ... so the request itself is made from a page without the policy.
  const blank = await context.newPage();
  // Firefox and WebKit: problems are recorded in the pages the test's servers serve (the driver
  // cannot intercept requests): a blank page of theirs, without the app's policy.
  if (!CAN.routing) await blank.goto(new URL('/__e2e/blank.html', siteUrl()).href);
  await blank.evaluate(() => fetch('http://example.com/beacon').catch(() => {}));
  await page.waitForFunction(() => true); // let events arrive
  const wanted = [
    /console error: deliberate console error/,
    /page error: .*deliberate page error/,
    /CSP violation: connect-src blocked http:\/\/example\.com\/tracker\.js/,
    /request to another host.*example\.com\/beacon/,
    /HTTP 404 .*no-such-file\.js/,
  ];
  const deadline = Date.now() + 5_000;
  while (wanted.some((re) => !problems.some((p) => re.test(p))) && Date.now() < deadline) {
    await context.drain?.(); // Firefox and WebKit: take what the pages gathered
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const re of wanted) assert.ok(problems.some((p) => re.test(p)), `recorded ${re}: ${JSON.stringify(problems)}`);
  problems.length = 0; // deliberate ones: this test itself passes
});

appTest('an error just before the page reloads itself is still recorded (as after a wasm trap)', async ({ page, context, problems }) => {
  // As static/trap-reload.js does after a trap: the error, then a reload the driver did not make.
  await page.evaluate(() => {
    console.error('deliberate error before a reload');
    setTimeout(() => location.reload(), 100);
  });
  await page.waitForFunction(() => performance.getEntriesByType('navigation')[0]?.type === 'reload',
    null, { timeout: 10_000 });
  await waitForBoard(page);
  await context.drain?.();
  assert.ok(problems.some((p) => /deliberate error before a reload/.test(p)), `recorded: ${JSON.stringify(problems)}`);
  problems.length = 0; // a deliberate one: this test itself passes
});

appTest('a load the test cuts off leaves no error behind, even one the page does not catch', async ({ page, context, problems }) => {
  // As the AI worker's loading, cut off when a test goes to another page just after the board
  // appears: in Firefox and WebKit the page's unhandled rejection comes as the page is left,
  // and what the page gathered then is kept over the navigation (the test above this one).
  const slow = new URL('/__e2e/slow', siteUrl()).href;
  await page.evaluate((u) => { fetch(`${u}?uncaught`, { method: 'POST' }); }, slow);
  await new Promise((r) => setTimeout(r, 300));
  await page.goto(siteUrl(), { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await page.waitForFunction(() => true); // let events arrive
  await context.drain?.();
  assert.deepEqual(problems, [], 'a load cut off by the test is no problem');
});

appTest('a load cut off because the test leaves the page is no problem; an abort of the page\'s own is one', async ({ page, context, problems }) => {
  const slow = new URL('/__e2e/slow', siteUrl()).href;
  // A request still in flight (its answer takes 30 s) when the test goes to another page: the
  // browser aborts it, as the AI worker's loading is aborted when a test leaves the page just
  // after the board appears. The requests are POSTs so that the app's service worker, which
  // answers GETs once it controls the page, lets them go to the network from the page itself:
  // a GET it fetches on the page's behalf lives on in the worker when the page leaves, and
  // Chromium then reports no abort at all (whether the page was controlled yet was a race).
  const post = { method: 'POST' };
  const seen = CAN.failedRequests ? context.waitForEvent('request', (r) => r.url().endsWith('?left')) : null;
  await page.evaluate(([u, how]) => { fetch(`${u}?left`, how).catch(() => {}); }, [slow, post]);
  await (seen ?? new Promise((r) => setTimeout(r, 300)));
  await page.goto(siteUrl(), { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  await page.waitForFunction(() => true); // let events arrive
  await context.drain?.();
  assert.deepEqual(problems.filter((p) => p.includes('?left')), [], 'the load the test cut off is not a problem');
  // The same when the page leaves by a link the test follows (a click, as on Learn), not by goto.
  const seenToo = CAN.failedRequests ? context.waitForEvent('request', (r) => r.url().endsWith('?followed')) : null;
  await page.evaluate(([u, how]) => {
    fetch(`${u}?followed`, how).catch(() => {});
    const link = Object.assign(document.createElement('a'), { id: 'e2e-leave', textContent: 'Leave', href: '?again' });
    document.body.append(link);
  }, [slow, post]);
  await (seenToo ?? new Promise((r) => setTimeout(r, 300)));
  const abortedToo = CAN.failedRequests ? context.waitForEvent('requestfailed', (r) => r.url().endsWith('?followed')) : null;
  await page.locator('#e2e-leave').click();
  await waitForBoard(page);
  await abortedToo; // Chromium reports the abort a while after the new page is up
  await context.drain?.();
  assert.deepEqual(problems.filter((p) => p.includes('?followed')), [], 'the load cut off by a followed link is not a problem');
  if (!CAN.failedRequests) return; // Firefox and WebKit: their drivers do not report aborted requests
  // The page aborting a request of its own, with nothing leaving, is still a problem.
  await page.evaluate(([u, how]) => {
    const stop = new AbortController();
    fetch(`${u}?own`, { ...how, signal: stop.signal }).catch(() => {});
    setTimeout(() => stop.abort(), 200);
  }, [slow, post]);
  const deadline = Date.now() + 5_000;
  while (!problems.some((p) => /request failed: POST .*\?own: net::ERR_ABORTED/.test(p)) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.ok(problems.some((p) => /request failed: POST .*\?own: net::ERR_ABORTED/.test(p)), `the page's own abort is recorded: ${JSON.stringify(problems)}`);
  problems.length = 0; // a deliberate one: this test itself passes
  // A load the page starts after the test left it, while the next page is still on its way (as
  // the AI's worker asks for its second script after a click on Learn): the page runs on until
  // the next one is up, and that load is cut off as well.
  const late = context.waitForEvent('requestfailed', (r) => r.url().endsWith('?late'));
  await page.evaluate(([u, how]) => {
    const link = Object.assign(document.createElement('a'), { id: 'e2e-slow-page', textContent: 'Slow', href: '/__e2e/slow-page' });
    link.addEventListener('click', () => setTimeout(() => fetch(`${u}?late`, how).catch(() => {}), 300));
    document.body.append(link);
  }, [slow, post]);
  await page.locator('#e2e-slow-page').click();
  await page.getByText('A slow page').waitFor();
  await late;
  assert.deepEqual(problems.filter((p) => p.includes('?late')), [], 'a load started after leaving, before the next page came, is cut off too');
});

/** The names of the threads of every WebKit web process started under this test process. */
function webProcessThreads() {
  const read = (file) => { try { return readFileSync(file, 'utf8'); } catch { return ''; } };
  const parentOf = (pid) => Number(read(`/proc/${pid}/stat`).replace(/^.*\) /s, '').split(' ')[1]);
  const ours = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 20; p = parentOf(p), hops++) if (p === process.pid) return true;
    return false;
  };
  return readdirSync('/proc').filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => read(`/proc/${pid}/comm`).startsWith('WebKitWebProces') && ours(Number(pid)))
    .flatMap((pid) => readdirSync(`/proc/${pid}/task`).map((tid) => read(`/proc/${pid}/task/${tid}/comm`).trim()));
}

appTest('WebKit\'s web process runs without its compositor, which crashed inside Mesa under the virtual X server', async ({ page, t }) => {
  if (ENGINE !== 'webkit') {
    t.skip('WebKitGTK under Xvfb only');
    return;
  }
  // The page has drawn the board, two frames ago: whatever composites has started.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const threads = webProcessThreads();
  assert.ok(threads.includes('WebKitWebProces'), `this test's web process is found: ${threads.join(', ')}`);
  assert.deepEqual(threads.filter((name) => /Compositor|llvmpipe|SkiaGPU/.test(name)), [],
    'no compositor thread nor Mesa rasteriser in the web process (driver/webdriver.mjs, COMPOSITING)');
  // Without compositing, a screenshot (a failure's picture) of a page at rest still comes: it
  // waited for a paint that never came until the driver kept the page painting (KEEP_PAINTING).
  const png = await page.screenshot();
  assert.equal(png.subarray(1, 4).toString(), 'PNG', 'a screenshot is a PNG');
  assert.equal(png.readUInt32BE(16), await page.evaluate(() => innerWidth), 'of the whole viewport');
});

// The locators' roles and accessible names are the accessibility tree's, in every engine
// (Chromium: Playwright's own; Firefox and WebKit: Testing Library's, driver/locate.mjs), not a
// guess: a section with a name is a region, a table's cell a cell, what is hidden is not found,
// and an aria-hidden part of a button is no part of its name.
appTest('locators find elements by role, accessible name and label as the accessibility tree has them', async ({ page }) => {
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.innerHTML = `<section aria-label="A test region"><button>Open <span aria-hidden="true">now</span></button></section>
      <table><tbody><tr><td>first cell</td></tr></tbody></table>
      <div hidden><button>A hidden button</button></div>
      <label>Your name <input></label><span id="e2e-lbl">Your town</span><input aria-labelledby="e2e-lbl">`;
    document.body.append(box);
  });
  assert.equal(await page.getByRole('region', { name: 'A test region' }).count(), 1, 'a named section is a region');
  assert.equal(await page.getByRole('button', { name: 'Open', exact: true }).count(), 1, 'aria-hidden text is no part of a name');
  assert.equal(await page.getByRole('cell', { name: 'first cell' }).count(), 1, 'a table cell is a cell');
  assert.equal(await page.getByRole('button', { name: 'A hidden button' }).count(), 0, 'a hidden button is not found');
  assert.equal(await page.getByRole('button', { name: 'A hidden button', includeHidden: true }).count(), 1, 'unless asked for');
  assert.equal(await page.getByLabel('Your name').count(), 1, 'a label around an input names it');
  assert.equal(await page.getByRole('textbox', { name: 'Your town' }).count(), 1, 'aria-labelledby names an input');
});
