// A rules author's site for the embed tests: another origin (its own port) than the app's,
// serving the example rules page (dist/examples/rules-page.html) with its links pointed at the
// app's site, as an author who copied it would have them, and any page a test hands it.
// Not a test file itself: node --test only runs tests/e2e/*.test.mjs.

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { siteHooks } from './driver/index.mjs';

/**
 * Serves the example page from `appDir` (the served copy of dist/) at `/rules-page.html`, its
 * links pointing at `appUrl` (`http://127.0.0.1:PORT/martian/`). Returns
 * `{ url, origin, page(name, html), close() }`; `page` adds a page at `/<name>`.
 */
export async function startAuthorSite(appDir, appUrl) {
  const appOrigin = new URL(appUrl).origin;
  const example = readFileSync(path.join(appDir, 'examples', 'rules-page.html'), 'utf8')
    .replaceAll('"../embed.html', `"${appUrl}embed.html`)
    .replaceAll('"../embed.js', `"${appUrl}embed.js`)
    .replaceAll('"../static/', `"${appUrl}static/`)
    .replaceAll('href="../"', `href="${appUrl}"`)
    // The author's own policy: their page, plus the app's site for the frames and embed.js.
    .replace(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/, (_, policy) =>
      `<meta http-equiv="Content-Security-Policy" content="${policy
        .replace("script-src 'self'", `script-src 'self' ${appOrigin}`)
        .replace("frame-src 'self'", `frame-src 'self' ${appOrigin}`)
        .replace("img-src 'self'", `img-src 'self' ${appOrigin}`)}"`);
  const pages = new Map([
    ['/rules-page.html', ['text/html; charset=utf-8', example]],
    ['/rules-page.css', ['text/css; charset=utf-8', readFileSync(path.join(appDir, 'examples', 'rules-page.css'), 'utf8')]],
  ]);
  let origin;
  const server = createServer((req, res) => {
    const found = pages.get(new URL(req.url, 'http://127.0.0.1').pathname);
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    siteHooks.served(req, 200, { 'Content-Type': found[0] }, origin);
    const body = found[0].startsWith('text/html') ? siteHooks.page(found[1], appOrigin) : found[1];
    res.writeHead(200, { 'Content-Type': found[0], 'Cache-Control': 'no-cache' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: `${origin}/rules-page.html`,
    page(name, html) {
      pages.set(`/${name}`, ['text/html; charset=utf-8', html]);
      return `${origin}/${name}`;
    },
    async close() {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections?.();
      });
    },
  };
}

/** Runs in the author's page: keeps every message the boards post, with its frame's index. */
export function recordBoardMessages() {
  window.__boardMessages = [];
  window.addEventListener('message', (event) => {
    if (!event.data || event.data.source !== 'martian-chess') return;
    const frames = [...document.querySelectorAll('iframe')];
    const frame = frames.findIndex((f) => f.contentWindow === event.source);
    window.__boardMessages.push({ frame, origin: event.origin, ...event.data });
  });
}
