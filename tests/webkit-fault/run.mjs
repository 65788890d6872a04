// Drives the reduction in a browser (run by hand): serves out/, opens its page in the engine the
// end-to-end suite would use, and calls runLoop(N, SEATS) ROUNDS times, each in a fresh page.
//
//   bash tests/webkit-fault/build.sh
//   E2E_BROWSER=webkit node tests/webkit-fault/run.mjs
//   E2E_BROWSER=webkit JSC_useBBQJIT=0 JSC_useOMGJIT=0 node tests/webkit-fault/run.mjs   # interpreted
//
// Options (environment): WASM (walk, the fault's code, or turn, the workaround), N (instances a round, 2000), ROUNDS (5), SEATS (6). JavaScriptCore's
// options (JSC_...) reach WebKit's web process. Prints each round and the total of faults.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE, launchBrowser } from '../e2e/harness.mjs';
import { staticServer } from '../../scripts/static-site.mjs';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
const N = Number(process.env.N || 2000);
const ROUNDS = Number(process.env.ROUNDS || 5);
const SEATS = Number(process.env.SEATS || 6);
const WASM = process.env.WASM || 'walk';
const JSC = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('JSC_')));
// WebKit as a player's browser runs it: composited. The driver turns WebKit's compositing off for
// the suite (its crash in Mesa under Xvfb, driver/webdriver.mjs); this measures the wasm fault as
// shipped, as the figures in docs/webkit-wasm-fault.md were measured.
process.env.WEBKIT_DISABLE_COMPOSITING_MODE ??= '0';

const server = staticServer(OUT);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchBrowser();
const context = await browser.newContext();
const page = await context.newPage();
let runs = 0;
let faults = 0;
const results = new Set();
for (let r = 0; r < ROUNDS; r++) {
  await page.goto(url);
  const out = await page.evaluate(([n, z, w]) => window.runLoop(n, z, w), [N, SEATS, WASM]);
  runs += out.runs;
  faults += out.faults.length;
  Object.keys(out.results).forEach((k) => results.add(k));
  console.log(`round ${r}: ${out.runs} instances, results ${JSON.stringify(out.results)}, ${out.faults.length} faults`);
  for (const f of out.faults.slice(0, 2)) console.log(`  ${f.split('\n').slice(0, 4).join('\n  ')}`);
}
console.log(JSON.stringify({ engine: ENGINE, wasm: WASM, seats: SEATS, jsc: JSC, runs, faults, results: [...results] }));
await browser.close();
server.close();
process.exit(0);
