// A rules author's site for the embed tests: another origin (its own port) than the app's,
// serving the example rules page (dist/examples/rules-page.html) with its links pointed at the
// app's site, as an author who copied it would have them, and any page a test hands it.
// Not a test file itself: node --test only runs tests/e2e/*.test.mjs.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteHooks } from './driver/index.mjs';
import { staticServer } from '../../scripts/static-site.mjs';

/**
 * Serves the example page from `appDir` (the served copy of dist/) at `/rules-page.html`, its
 * links pointing at `appUrl` (`http://127.0.0.1:PORT/martian/`). Returns
 * `{ url, origin, page(name, html), close() }`; `page` adds a page at `/<name>`.
 */
export async function startAuthorSite(appDir, appUrl) {
  const appOrigin = new URL(appUrl).origin;
  const example = readFileSync(path.join(appDir, 'examples', 'rules-page.html'), 'utf8')
    // the init script the app's site put in (its address is the app's, added again below)
    .replace(/\s*<script src="\/__e2e\/init\.js"><\/script>/, '')
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
  // The author's pages, in a folder of their own, each with the test's init script (Firefox and
  // WebKit) from the app's site (the author's policy allows its scripts).
  const dir = mkdtempSync(path.join(tmpdir(), 'martian-author-'));
  const write = (name, html) => writeFileSync(path.join(dir, name), siteHooks.page(html, appOrigin));
  write('rules-page.html', example);
  writeFileSync(path.join(dir, 'rules-page.css'), readFileSync(path.join(appDir, 'examples', 'rules-page.css')));
  // The host's own icon: a test's page that names none has Firefox and WebKit ask the host for it.
  writeFileSync(path.join(dir, 'favicon.ico'), readFileSync(path.join(appDir, 'static', 'icon-192.png')));
  let origin;
  const server = staticServer(dir, { onHead: (req, status, headers) => siteHooks.served(req, status, headers, origin) });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: `${origin}/rules-page.html`,
    page(name, html) {
      write(name, html);
      return `${origin}/${name}`;
    },
    async close() {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections?.();
      });
      // When the process exits: a read begun before the close would open a removed file
      // (the harness's site does the same).
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
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
