// The AI's worker in the browser answers as its code does natively: a fixed set of requests
// for both games (a move at every level, a hint, the chances, a review; node budgets and seeds
// only, so every answer is the same on any machine), answered natively by `cargo run --profile
// test -p martian-worker --example answers`, posted to the built worker (dist/) in this engine
// and compared answer by answer.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useApp, appTest, ENGINE, ROOT, HANG_GUARD, waitForProgress } from './harness.mjs';

useApp();

const native = execFileSync(
  'cargo', ['run', '-q', '--locked', '--profile', 'test', '-p', 'martian-worker', '--example', 'answers'],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 },
).trim().split('\n').map((line) => JSON.parse(line));

appTest(`the worker's answers in ${ENGINE} equal the native ones (${native.length} requests, both games)`, async ({ page }) => {
  const kinds = new Set(native.map((n) => `${n.game} ${n.kind}`));
  assert.equal(kinds.size, 8, `a move, a hint, the chances and a review of each game: ${[...kinds]}`);
  await page.evaluate((requests) => {
    window.__answers = [];
    const worker = new Worker('ai-worker.js');
    worker.onmessage = (e) => {
      const reply = JSON.parse(e.data);
      if (reply === 'Ready') {
        requests.forEach((r, i) => worker.postMessage({ ticket: i + 1, game: r.game, ask: r.ask, kind: r.kind }));
      } else if (reply.Steps) {
        window.__answers.push(reply.Steps);
      }
    };
  }, native.map(({ game, kind, ask }) => ({ game, kind, ask })));
  const answered = () => page.evaluate(() => window.__answers.length);
  await waitForProgress(page, {
    count: answered,
    done: async () => (await answered()) === native.length,
    what: 'the worker answering the requests one by one',
  });
  const answers = await page.evaluate(() => window.__answers);
  const differ = native.flatMap((expected, i) => {
    const got = answers.find((a) => a.ticket === i + 1);
    const same = JSON.stringify([got.steps, got.error ?? null]) === JSON.stringify([expected.steps, expected.error ?? null]);
    return same ? [] : [`request ${i + 1} (${expected.game}, ${expected.kind}): native ${JSON.stringify(expected.steps)} ${expected.error ?? ''}, in ${ENGINE} ${JSON.stringify(got.steps)} ${got.error ?? ''}; the request: ${expected.ask}`];
  });
  assert.deepEqual(differ, [], `${differ.length} of ${native.length} answers differ:\n${differ.join('\n')}`);
}, { timeout: HANG_GUARD });
