// The offline cache is replaced by a new build: after an update on the server a returning
// player gets the new build on reload, the old build's cache is gone, the game is kept; and the
// page offers the new version when it takes over.

import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  useApp, appTest, pieces, moveTexts, clickMove, waitForMoves, waitForStatus, waitForBoard,
  COMPUTER_TIMEOUT, currentSite, stopServer, startServer,
} from './harness.mjs';

useApp();

const cacheNames = (page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('martian-chess-')).sort());
/** Polls `check` (async) until it is true or `timeout` ms have passed; returns the last result. */
async function until(check, timeout) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const buildMark = (page) => page.evaluate(() => document.querySelector('meta[name="e2e-build"]')?.content ?? null);

/**
 * Build A is visited (cached, in control) and a round played; `fn` then runs with build B on
 * the server: sw.js with another cache name, and an index.html that can be told apart.
 */
async function withNewBuild(page, fn) {
  const dir = currentSite().dir;
  const swFile = path.join(dir, 'sw.js');
  const indexFile = path.join(dir, 'index.html');
  const sw = readFileSync(swFile, 'utf8');
  const index = readFileSync(indexFile, 'utf8');
  const m = /const CACHE = '(martian-chess-[^']+)';/.exec(sw);
  assert.ok(m, 'sw.js names its cache');
  const oldCache = m[1];
  const newCache = `${oldCache}-next`;

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 })
    .catch(() => assert.fail('no service worker took control of the page within 15 s'));
  if (!await until(async () => (await cacheNames(page)).includes(oldCache), 15_000)) {
    assert.fail(`the build is not cached as ${oldCache}: ${await cacheNames(page)}`);
  }
  await clickMove(page, 'd3', 'd5');
  const moves = await waitForMoves(page, 2, COMPUTER_TIMEOUT, "North's answer");
  await waitForStatus(page, /^Your move \(South\)\.$/);
  const game = { moves, pieces: await pieces(page) };
  assert.equal(await buildMark(page), null);

  try {
    writeFileSync(swFile, sw.replace(`const CACHE = '${oldCache}';`, `const CACHE = '${newCache}';`));
    writeFileSync(indexFile, index.replace('<head>', '<head>\n    <meta name="e2e-build" content="next" />'));
    await fn({ oldCache, newCache, game });
  } finally {
    writeFileSync(swFile, sw);
    writeFileSync(indexFile, index);
  }
}

/** Waits until the new build's cache is in and the old one is out. */
async function waitForCacheSwap(page, oldCache, newCache) {
  // The browser checks for a new sw.js once the page has loaded and the worker is idle.
  const swapped = await until(async () => {
    const keys = await cacheNames(page);
    return keys.includes(newCache) && !keys.includes(oldCache);
  }, 30_000);
  if (!swapped) assert.fail(`after a reload the new build should replace the old in the cache; caches: ${await cacheNames(page)}`);
}

appTest('a new build on the server replaces the cached one on reload (new cache in, old out), the game kept', async ({ page }) => {
  await withNewBuild(page, async ({ oldCache, newCache, game }) => {
    // First reload: still the cached build A, while the browser installs B.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForBoard(page);
    await waitForCacheSwap(page, oldCache, newCache);

    // Second reload: build B, with the game.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForBoard(page);
    assert.equal(await buildMark(page), 'next', 'after the second reload the page is the new build');
    await waitForMoves(page, 2, 5_000, 'the game, in the new build');
    assert.deepEqual({ moves: await moveTexts(page), pieces: await pieces(page) }, game, 'the game is as it was');
    assert.deepEqual(await cacheNames(page), [newCache], 'only the new build is cached');
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js')), 'the new worker controls the page');

    // And the new build is what loads with the server gone.
    await stopServer();
    try {
      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForBoard(page);
      assert.equal(await buildMark(page), 'next', 'offline, the new build loads from the cache');
      await waitForMoves(page, 2, 5_000, 'the game, offline in the new build');
    } finally {
      await startServer();
    }
  });
});

appTest('when a new build takes over, the page offers the new version ("Reload")', async ({ page }) => {
  await withNewBuild(page, async ({ oldCache, newCache, game }) => {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForBoard(page);
    await waitForCacheSwap(page, oldCache, newCache);
    const banner = page.locator('#update');
    await banner.waitFor({ state: 'visible', timeout: 5_000 }).catch(async () => {
      const inPage = await page.evaluate(() => ({ update: !!document.getElementById('update'), fatal: !!document.getElementById('fatal') }));
      assert.fail('the new build took over but the page does not offer it: no visible "A new version of Martian Chess ' +
        `is ready" (#update in the page: ${inPage.update}, #fatal in the page: ${inPage.fatal})`);
    });
    assert.match(await banner.textContent(), /new version/);
    await banner.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.querySelector('meta[name="e2e-build"]')?.content === 'next', null, { timeout: 15_000 });
    await waitForBoard(page);
    await waitForMoves(page, 2, 5_000, 'the game, in the new build');
    assert.deepEqual({ moves: await moveTexts(page), pieces: await pieces(page) }, game, 'the game is as it was');
  });
});

appTest('Learn opens offline: its page and build are cached with the app\'s, both courses and the way back work with the server gone', async ({ page }) => {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 })
    .catch(() => assert.fail('no service worker took control of the page within 15 s'));
  // The worker takes control once its cache holds the whole build.
  const cached = await page.evaluate(async () => {
    const key = (await caches.keys()).find((k) => k.startsWith('martian-chess-'));
    return key ? (await (await caches.open(key)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
  // The review's page too (review.test.mjs reviews with the server up).
  for (const file of ['learn.html', 'learn.js', 'learn_bg.wasm', 'learn-start.js', 'review.html', 'review.js', 'review_bg.wasm', 'review-start.js']) {
    assert.ok(cached.some((p) => p.endsWith(`/${file}`)), `${file} is cached: ${cached.join(' ')}`);
  }
  await stopServer();
  try {
    await page.getByRole('link', { name: 'Learn', exact: true }).click();
    await page.locator('main.learn svg.board [data-piece]').first().waitFor();
    await page.locator('.learn-courses a[data-course="sandships"]').click();
    await page.locator('main.learn .learn-board svg.sand-board').waitFor();
    await page.locator('a.back-to-game').click();
    await page.locator('body[data-page="app"]').waitFor({ state: 'attached' });
    await waitForBoard(page);
  } finally {
    await startServer();
  }
});
