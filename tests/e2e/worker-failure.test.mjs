// A computer player whose worker dies is restarted and asked again: the player sees the
// computer's move arrive, not a board stuck on "thinking".

import assert from 'node:assert/strict';
import { useApp, appTest, openApp, clickMove, waitForMoves, waitForStatus, COMPUTER_TIMEOUT } from './harness.mjs';

useApp();

/** The first worker the page starts fails on its first request, as a crashed worker would. */
function crashFirstWorker() {
  const Native = window.Worker;
  window.__workersStarted = 0;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.crashes = window.__workersStarted++ === 0;
    }
    postMessage(message) {
      // A request is a plain object `{ticket, game, ask}` (crates/worker's Envelope).
      const request = message !== null && typeof message === 'object' && 'ticket' in message;
      if (this.crashes && request) {
        this.crashes = false;
        setTimeout(() => this.onerror?.(new ErrorEvent('error', { message: 'simulated crash' })), 50);
        return;
      }
      super.postMessage(message);
    }
  };
}

appTest('a worker that fails is restarted and the computer still answers', async ({ page, context }) => {
  // Installed before the first load (a reload would abort the first page's worker requests).
  await context.addInitScript(crashFirstWorker);
  await openApp(page);
  await clickMove(page, 'd3', 'd5');
  const moves = await waitForMoves(page, 2, COMPUTER_TIMEOUT, "North's answer after its worker was restarted");
  assert.equal(moves[0], 'd3-d5');
  await waitForStatus(page, /^Your move \(South\)\.$/);
  const started = await page.evaluate(() => window.__workersStarted);
  assert.ok(started >= 2, `a second worker was started (${started} in all)`);
}, { open: false });
