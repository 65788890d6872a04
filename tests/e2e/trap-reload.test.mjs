// When the browser stops the page's wasm (a trap, WebAssembly.RuntimeError: WebKit's own fault,
// docs/webkit-wasm-fault.md), the page reloads itself once and the game goes on from the last
// move; a second trap within a minute is said in words, with no reload loop. The trap is made
// as the browser reports one: an error event carrying a WebAssembly.RuntimeError.

import assert from 'node:assert/strict';
import { useApp, appTest, twoHumanGame, playMoves, chooseMoves, moveTexts, waitForBoard, waitForSaved } from './harness.mjs';

useApp();

const trap = (page) => page.evaluate(() => setTimeout(() => window.dispatchEvent(new ErrorEvent('error', {
  error: new WebAssembly.RuntimeError('Out of bounds memory access (made by the test)'),
  message: 'RuntimeError: Out of bounds memory access (made by the test)',
})), 0));

appTest('a wasm trap reloads the page once and the game goes on from the last move; a second one is said, not looped', async ({ page }) => {
  await twoHumanGame(page);
  const played = await playMoves(page, chooseMoves(2));
  await waitForSaved(page, 2);
  await page.evaluate(() => { window.__beforeTrap = true; });
  await trap(page);
  await page.locator('#fatal').filter({ hasText: /stopped this page's code .*reloading/ }).waitFor();
  // A fresh document (the marker is gone), the same game.
  await page.waitForFunction(() => window.__beforeTrap === undefined && document.querySelector('svg.board [data-piece]') !== null,
    undefined, { timeout: 15_000 });
  await waitForBoard(page);
  assert.deepEqual(await moveTexts(page), played, 'the game is as it was');
  assert.equal((await page.locator('#fatal').textContent()).trim(), '');

  // Again within the minute: said, and no second reload.
  await page.evaluate(() => { window.__beforeTrap = true; });
  await trap(page);
  await page.locator('#fatal').filter({ hasText: /again .*reload the page to continue/ }).waitFor();
  await page.waitForTimeout(2_500); // longer than the reload's 1.5 s pause: none comes
  assert.equal(await page.evaluate(() => window.__beforeTrap), true, 'the page did not reload again');
}, { expected: [/made by the test/] });
