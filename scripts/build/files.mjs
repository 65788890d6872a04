// Small file helpers shared by the post-build steps.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir`, as full paths. */
export function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
