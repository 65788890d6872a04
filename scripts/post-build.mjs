// Trunk post-build hook (Trunk.toml): finishes the staged build before trunk moves it to dist/.
// First each game's embed build, then the pages (scripts out of the HTML, embed.html, the
// Content Security Policy), then the service worker, which must see every final file to cache
// this build whole.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildEmbeds } from './build/embeds.mjs';
import { finishPages } from './build/pages.mjs';
import { writeServiceWorker } from './build/service-worker.mjs';

const stage = process.env.TRUNK_STAGING_DIR;
if (!stage) {
  console.error('post-build: TRUNK_STAGING_DIR is not set (run by trunk as a hook)');
  process.exit(1);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
try {
  buildEmbeds(stage, root, process.env.TRUNK_PROFILE === 'release');
  finishPages(stage, root);
  writeServiceWorker(stage);
} catch (e) {
  console.error(String(e.message || e));
  process.exit(1);
}
