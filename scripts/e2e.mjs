#!/usr/bin/env node
// Runs the end-to-end suite (tests/e2e/*.test.mjs) in the engines named on the command line
// (default: chromium firefox webkit) as one queue of (engine, file) jobs, E2E_JOBS of them at a
// time (default 3), the longest first, one per engine while others are left: the engines' runs share the machine's two cores, and a
// queue keeps them busy to the end where three engines side by side left two idle while the
// slowest finished. Each job is its own `node --test` process (one file, one browser); its report
// is printed whole when it ends, a failed one in full. The times of this run are kept in
// target/e2e-times.json to order the next one, and each job's whole report in target/e2e-logs/.
// Exits 1 if any job failed.
//
// Hand-written because the order and the per-engine environment are this suite's own (WebKit's
// wasm interpreted: scripts/test.sh says why); node --test alone runs one engine per process.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveBrowser } from '../tests/e2e/driver/index.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TESTS = path.join(ROOT, 'tests', 'e2e');
const TIMES = path.join(ROOT, 'target', 'e2e-times.json');
const LOGS = path.join(ROOT, 'target', 'e2e-logs');
const ENGINES = ['chromium', 'firefox', 'webkit'];

/** Each engine's own environment: WebKit runs the page's wasm in JavaScriptCore's interpreter
 * (its wasm fault lives in its compilers: scripts/test.sh), the older of its two, LLInt, which
 * took a quarter less CPU than IPInt for the same tests (docs/testing.md) and, like IPInt alone,
 * never met the fault (docs/webkit-wasm-fault.md). */
const ENGINE_ENV = { webkit: { JSC_useBBQJIT: '0', JSC_useOMGJIT: '0', JSC_useWasmIPInt: '0' } };

const engines = process.argv.slice(2).length ? process.argv.slice(2) : ENGINES;
for (const engine of engines) {
  if (!ENGINES.includes(engine)) {
    console.error(`e2e: unknown engine ${engine} (one of ${ENGINES.join(', ')})`);
    process.exit(2);
  }
}
const width = Number(process.env.E2E_JOBS || 3);
if (!Number.isInteger(width) || width < 1) {
  console.error(`e2e: E2E_JOBS must be a whole number of at least 1, not ${process.env.E2E_JOBS}`);
  process.exit(2);
}

/** The last run's seconds per job ("engine file"), when there was one. */
function lastTimes() {
  try {
    const times = JSON.parse(readFileSync(TIMES, 'utf8'));
    return times && typeof times === 'object' ? times : {};
  } catch {
    return {};
  }
}

/** E2E_FILES (names without `.test.mjs`, comma-separated) runs only those files. */
const only = process.env.E2E_FILES?.split(',').map((f) => f.trim()).filter(Boolean);
const files = readdirSync(TESTS).filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => !only?.length || only.includes(f.replace(/\.test\.mjs$/, ''))).sort();
const times = lastTimes();
/** A first run's guess at a job's seconds: its file's size, less the share of its tests that
 * run in Chromium only (`engines: LOGIC_ONLY`), WebKit's a third more. */
function sizeGuess({ engine, file }) {
  const text = readFileSync(path.join(TESTS, file), 'utf8');
  const all = (text.match(/^\s*appTest\(/gm) || []).length || 1;
  const logicOnly = (text.match(/engines: LOGIC_ONLY/g) || []).length;
  const share = engine === 'chromium' ? 1 : (all - logicOnly) / all;
  return statSync(path.join(TESTS, file)).size / 1000 * share * (engine === 'webkit' ? 1.3 : 1);
}
/** A job's expected seconds: the last run's, or else a guess. */
const guess = (job) => times[`${job.engine} ${job.file}`] ?? sizeGuess(job);
const jobs = engines.flatMap((engine) => files.map((file) => ({ engine, file })))
  .sort((a, b) => guess(b) - guess(a));

/**
 * Where each job's processes are counted, when this machine lets us (cgroup v1's cpuacct, as
 * root): a group a job, so a job's CPU seconds (its browsers' included, whatever else runs on the
 * machine) are known, and the harness reports each test's (tests/e2e/harness.mjs). Else null.
 */
const CPUACCT = (() => {
  const root = '/sys/fs/cgroup/cpuacct';
  try {
    const mine = path.join(root, 'martian-e2e');
    mkdirSync(mine, { recursive: true });
    return mine;
  } catch {
    return null;
  }
})();

/** A fresh cpuacct group for a job, the child moved into it (null where there is none). */
function countCpu(name, pid) {
  if (!CPUACCT) return null;
  try {
    const group = path.join(CPUACCT, name);
    mkdirSync(group, { recursive: true });
    writeFileSync(path.join(group, 'cpuacct.usage'), '0');
    writeFileSync(path.join(group, 'cgroup.procs'), String(pid));
    return group;
  } catch {
    return null;
  }
}

/** The CPU seconds counted in a job's group, or null. */
function cpuSeconds(group) {
  try {
    return group ? Number(readFileSync(path.join(group, 'cpuacct.usage'), 'utf8')) / 1e9 : null;
  } catch {
    return null;
  }
}

/** Each engine's browser served to the run (tests/e2e/driver/index.mjs, `serveBrowser`), and
 * whether a job holds it: Firefox's WebDriver BiDi takes one session at a time, so a second job
 * of an engine at once (the end of the queue) starts a browser of its own. */
const served = {};
const holding = new Set();

/** Runs one job; resolves to { ok, seconds, cpu, log, counts }. */
function run({ engine, file }) {
  const started = Date.now();
  const shared = served[engine] && !holding.has(engine) ? served[engine].endpoint : undefined;
  if (shared) holding.add(engine);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', path.join(TESTS, file)], {
      cwd: ROOT,
      env: { ...process.env, ...ENGINE_ENV[engine], E2E_BROWSER: engine, ...(shared ? { E2E_BROWSER_ENDPOINT: shared } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const group = countCpu(`${engine}-${file.replace(/\.test\.mjs$/, '')}`, child.pid);
    let log = '';
    child.stdout.on('data', (d) => { log += d; });
    child.stderr.on('data', (d) => { log += d; });
    child.on('close', (code, signal) => {
      if (shared) holding.delete(engine);
      const count = (name) => Number(log.match(new RegExp(`^ℹ ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
      const counts = { tests: count('tests'), pass: count('pass'), fail: count('fail'), skipped: count('skipped') };
      resolve({ ok: code === 0 && !signal, code, signal, seconds: (Date.now() - started) / 1000, cpu: cpuSeconds(group), log, counts });
    });
  });
}

mkdirSync(LOGS, { recursive: true });
const began = Date.now();
const results = [];
const queue = [...jobs];
const clock = () => {
  const s = Math.round((Date.now() - began) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const running = [];
/** The longest job left of an engine not running now (one file per engine at a time while
 * others wait, as a test's limits were set for), or else the longest left. */
function nextJob() {
  const i = queue.findIndex((j) => !running.includes(j.engine));
  return queue.splice(i < 0 ? 0 : i, 1)[0];
}

async function worker() {
  for (let job = nextJob(); job; job = nextJob()) {
    running.push(job.engine);
    const result = await run(job);
    running.splice(running.indexOf(job.engine), 1);
    results.push({ ...job, ...result });
    writeFileSync(path.join(LOGS, `${job.engine}-${job.file.replace(/\.test\.mjs$/, '')}.log`), result.log);
    const { tests, pass, fail, skipped } = result.counts;
    const cpu = result.cpu === null ? '' : ` (${result.cpu.toFixed(0)} s of CPU)`;
    console.log(`[e2e ${clock()}] ${result.ok ? 'ok  ' : 'FAIL'} ${job.engine} ${job.file}: ${result.seconds.toFixed(0)} s${cpu}, ${pass}/${tests} passed${skipped ? `, ${skipped} skipped` : ''}${fail ? `, ${fail} failed` : ''}`);
    if (!result.ok) {
      console.log(`---- ${job.engine} ${job.file} (exit ${result.signal ?? result.code}) ----\n${result.log}---- end of ${job.engine} ${job.file} ----`);
    }
  }
}

console.log(`[e2e] ${jobs.length} jobs (${engines.join(', ')} × ${files.length} files), ${width} at a time, longest first`);
// The browsers served to the run are counted with this runner, in a group of their own.
const runnerGroup = countCpu('runner', process.pid);
// E2E_SERVE=0: every file starts its own browser, so each test's CPU (its reported `cpu`)
// includes its browser's, as when measuring where the time goes (docs/testing.md).
if (process.env.E2E_SERVE !== '0') {
  for (const engine of engines) served[engine] = await serveBrowser(engine);
}
await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
for (const engine of engines) await served[engine]?.close();

const next = { ...times };
for (const r of results) next[`${r.engine} ${r.file}`] = Math.round(r.seconds * 10) / 10;
if (!existsSync(path.dirname(TIMES))) mkdirSync(path.dirname(TIMES), { recursive: true });
writeFileSync(TIMES, `${JSON.stringify(next, null, 1)}\n`);

console.log('\n[e2e] per engine:');
for (const engine of engines) {
  const mine = results.filter((r) => r.engine === engine);
  const sum = (k) => mine.reduce((n, r) => n + r.counts[k], 0);
  const seconds = mine.reduce((n, r) => n + r.seconds, 0);
  const cpu = mine.every((r) => r.cpu !== null) ? `, ${mine.reduce((n, r) => n + r.cpu, 0).toFixed(0)} s of CPU` : '';
  console.log(`  ${engine}: ${sum('pass')}/${sum('tests')} passed, ${sum('skipped')} skipped, ${sum('fail')} failed, ${mine.filter((r) => !r.ok).length} file(s) failed; ${seconds.toFixed(0)} s of jobs${cpu}`);
}
if (runnerGroup) console.log(`  the runner and the browsers it served: ${cpuSeconds(runnerGroup).toFixed(0)} s of CPU`);
console.log(`[e2e] the suite: ${((Date.now() - began) / 1000).toFixed(0)} s`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.log(`\n[e2e] failed: ${failed.map((r) => `${r.engine} ${r.file}`).join(', ')}`);
  process.exit(1);
}
