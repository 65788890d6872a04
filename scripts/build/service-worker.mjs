// Writes sw.js into the staged build (run last by scripts/post-build.mjs). The service worker
// caches every file of this build under a cache named after a hash of their contents, so the
// page, the app and the AI's worker always come from one build, offline too; a new build makes
// a new sw.js, which the browser installs when online.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { walk } from './files.mjs';

/** Writes `sw.js` into the build folder `stage`. */
export function writeServiceWorker(stage) {
  const files = walk(stage)
    .map((p) => relative(stage, p).split(sep).join('/'))
    .filter((p) => p !== 'sw.js' && !p.startsWith('.'))
    .sort();
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(f);
    hash.update(readFileSync(join(stage, f)));
  }
  const version = hash.digest('hex').slice(0, 16);
  const urls = ['./', ...files.map((f) => './' + f)];

  const sw = `// Generated at build time by scripts/build/service-worker.mjs: do not edit.
const CACHE = 'martian-chess-${version}';
const FILES = ${JSON.stringify(urls, null, 2)};

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('martian-chess-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Cache first, from this build's cache only; anything else goes to the network.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = (await cache.match(request, { ignoreSearch: true })) ||
      (request.mode === 'navigate' ? await cache.match('./') : undefined);
    return hit || fetch(request);
  })());
});
`;
  writeFileSync(join(stage, 'sw.js'), sw);
  console.log(`post-build: sw.js caches ${urls.length} files as martian-chess-${version}`);
}
