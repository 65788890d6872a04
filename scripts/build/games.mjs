// The games of the build, read from the one list the app has: `register!(...)` in
// src/games/mod.rs. A game's id is its folder's name with `-` for `_` (martian_chess:
// martian-chess); a native test (src/games/mod.rs, `the_build_reads_the_registry`) checks that
// this reading gives the app's own ids, in its order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The ids of the registered games, in the registry's order; `root` is the project folder. */
export function registeredGames(root) {
  const source = readFileSync(join(root, 'src', 'games', 'mod.rs'), 'utf8');
  const call = source.match(/^register!\(([^)]*)\);/m);
  if (!call) throw new Error('build: src/games/mod.rs has no register!(...) line');
  const ids = call[1]
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const folder = entry.split('::')[0];
      if (!/^[a-z][a-z0-9_]*$/.test(folder)) throw new Error(`build: cannot read the game \`${entry}\` in register!`);
      return folder.replace(/_/g, '-');
    });
  if (ids.length === 0) throw new Error('build: register!(...) names no game');
  return ids;
}
