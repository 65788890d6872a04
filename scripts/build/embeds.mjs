// Builds the embed once per registered game (scripts/build/games.mjs) into the staged build:
// `embed-<id>.js` and `embed-<id>_bg.wasm`, loaded by embed.html's loader for the game its
// fragment names. Each build is src/bin/embed.rs with EMBED_GAME=<id>, so it holds that game's
// code alone. The steps are trunk's for its "worker" kind of rust link (plain script glue, as
// the embed's loader starts the build itself): cargo, wasm-bindgen --target no-modules, and in
// a release build the wasm-size profile and wasm-opt with the app's own flags (WASM_OPT below).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { registeredGames } from './games.mjs';

/** wasm-opt's flags for a release build, as index.html gives the app's: size first, the two
 * custom sections no browser reads
 * (`producers`, `target_features`) left out, and no large function inlined into its one caller
 * (so no render becomes one huge function with many loops: docs/webkit-wasm-fault.md). */
const WASM_OPT = ['-Oz', '--strip-producers', '--strip-target-features',
  '--one-caller-inline-max-function-size', '200'];

/** Runs a tool, its output shown with the build's; a failure stops the build. */
function run(command, args, env = {}) {
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
}

/** Builds every game's embed into `stage`; `root` is the project folder, `release` trunk's mode. */
export function buildEmbeds(stage, root, release) {
  const targetDir = process.env.CARGO_TARGET_DIR || join(root, 'target');
  const profile = release ? 'wasm-size' : 'dev';
  const built = join(targetDir, 'wasm32-unknown-unknown', release ? 'wasm-size' : 'debug', 'embed.wasm');
  const scratch = mkdtempSync(join(tmpdir(), 'embeds-'));
  try {
    for (const id of registeredGames(root)) {
      run('cargo', ['build', '--target=wasm32-unknown-unknown', '--manifest-path', join(root, 'Cargo.toml'),
        '--profile', profile, '--bin', 'embed', '--locked'], { EMBED_GAME: id });
      const name = `embed-${id}`;
      run('wasm-bindgen', ['--target=no-modules', '--no-typescript', `--out-dir=${scratch}`, `--out-name=${name}`, built]);
      copyFileSync(join(scratch, `${name}.js`), join(stage, `${name}.js`));
      if (release) {
        run('wasm-opt', [`--output=${join(stage, `${name}_bg.wasm`)}`, ...WASM_OPT, join(scratch, `${name}_bg.wasm`)]);
      } else {
        copyFileSync(join(scratch, `${name}_bg.wasm`), join(stage, `${name}_bg.wasm`));
      }
      console.log(`post-build: ${name} built`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
