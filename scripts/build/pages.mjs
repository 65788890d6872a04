// Finishes the HTML pages of a staged build (run by scripts/post-build.mjs before the service
// worker is written):
// - every inline <script> trunk wrote (its wasm loader, and in `trunk serve` its live-reload
//   script) moves into a file of its own named after a hash of its content, so the pages run no
//   inline script at all and the policy below needs neither 'unsafe-inline' nor hashes;
// - embed.html is made from static/embed.html with the stylesheets a board needs (index.html's
//   board.css, then embed.css) and the embed's own loader (embed-start.js), which loads the
//   build of the game its fragment names and that game's stylesheet if it has one (index.html's
//   `<id>.css`, named in the loader's `data-css-<id>`): a Martian Chess board downloads no
//   Sandships styles. The games are the registry's (scripts/build/games.mjs), in its order;
// - learn.html is made from static/learn.html with the stylesheets Learn's courses need
//   (board.css, shell.css and each game's own), Learn's build (learn.js) and its loader
//   (learn-start.js), and the service worker's registration, as the app's page has; review.html
//   the same from static/review.html with the review's build (review.js, review-start.js);
// - every HTML page gets the Content Security Policy of scripts/build/csp.mjs as its first
//   <meta> after the charset, before anything it could govern.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { policy } from './csp.mjs';
import { walk } from './files.mjs';
import { registeredGames } from './games.mjs';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** Moves the inline scripts of `html` into files in `stage`; returns the new HTML. */
function externaliseScripts(stage, html) {
  return html.replace(INLINE_SCRIPT, (whole, attrs, body) => {
    if (/\bsrc\s*=/.test(attrs) || !body.trim()) return whole;
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    const module = /type\s*=\s*["']module["']/.test(attrs);
    const name = `${module ? 'start' : 'inline'}-${hash}.js`;
    writeFileSync(join(stage, name), body.trim() + '\n');
    return `<script${attrs} src="./${name}"></script>`;
  });
}

/** Whether `html` still runs an inline script. */
function hasInlineScript(html) {
  return [...html.matchAll(INLINE_SCRIPT)].some(([, attrs, body]) => !/\bsrc\s*=/.test(attrs) && body.trim());
}

/** The stylesheet link in `indexHtml` whose file is `<name>-<hash>.css`, if there is one. */
function stylesheet(indexHtml, name) {
  return [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => new RegExp(`href="\\./${name}-[0-9a-f]+\\.css"`).test(tag));
}

/** The tags embed.html needs: board.css, embed.css and the embed's loader with the games. */
function embedTags(indexHtml, games) {
  const board = stylesheet(indexHtml, 'board');
  if (!board) throw new Error('post-build: index.html has no board.css to give embed.html');
  const styles = games
    .map((id) => [id, stylesheet(indexHtml, id)])
    .filter(([, tag]) => tag)
    .map(([id, tag]) => ` data-css-${id}="${tag.match(/href="([^"]+)"/)[1]}"`)
    .join('');
  return [
    board,
    '<link rel="stylesheet" href="./embed.css"/>',
    `<script defer src="./embed-start.js" data-games="${games.join(' ')}"${styles}></script>`,
  ].join('\n    ');
}

/** The tags learn.html (`page` learn) or review.html (review) needs: the app's stylesheets,
 *  the page's build, its loader, offline. */
function pageTags(indexHtml, games, page) {
  const needed = ['board', 'shell'].map((name) => {
    const tag = stylesheet(indexHtml, name);
    if (!tag) throw new Error(`post-build: index.html has no ${name}.css to give ${page}.html`);
    return tag;
  });
  return [
    ...needed,
    ...games.map((id) => stylesheet(indexHtml, id)).filter(Boolean),
    ...(page === 'review' ? ['<link rel="stylesheet" href="./review.css"/>'] : []),
    `<script defer src="./${page}.js"></script>`,
    `<script defer src="./${page}-start.js"></script>`,
    '<script defer src="./sw-register.js"></script>',
    '<script defer src="./trap-reload.js"></script>',
  ].join('\n    ');
}

/** Writes `name` into `stage` from its template in static/, its `<!-- app-tags -->` filled. */
function fromTemplate(stage, root, name, tags) {
  const template = readFileSync(join(root, 'static', name), 'utf8');
  if (!template.includes('<!-- app-tags -->')) {
    throw new Error(`post-build: static/${name} has no <!-- app-tags --> placeholder`);
  }
  writeFileSync(join(stage, name), template.replace('<!-- app-tags -->', tags));
}

/** Puts the policy right after the charset declaration. */
function withPolicy(html, file) {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy()}" />`;
  const charset = /<meta charset="utf-8"\s*\/?>/i;
  if (!charset.test(html)) throw new Error(`post-build: ${file} has no <meta charset="utf-8">`);
  return html.replace(charset, (m) => `${m}\n    ${meta}`);
}

/** Finishes every page of the staged build in `stage`; `root` is the project folder. */
export function finishPages(stage, root) {
  const indexPath = join(stage, 'index.html');
  const index = externaliseScripts(stage, readFileSync(indexPath, 'utf8'));
  writeFileSync(indexPath, index);

  const games = registeredGames(root);
  fromTemplate(stage, root, 'embed.html', embedTags(index, games));
  fromTemplate(stage, root, 'learn.html', pageTags(index, games, 'learn'));
  fromTemplate(stage, root, 'review.html', pageTags(index, games, 'review'));

  const pages = walk(stage).filter((p) => p.endsWith('.html'));
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const name = relative(stage, page).split(sep).join('/');
    if (hasInlineScript(html)) {
      throw new Error(`post-build: ${name} has an inline script; move it into a file`);
    }
    if (/\sstyle\s*=|\son[a-z]+\s*=/i.test(html)) {
      throw new Error(`post-build: ${name} has a style attribute or an inline event handler`);
    }
    writeFileSync(page, withPolicy(html, name));
  }
  console.log(`post-build: ${pages.length} pages finished with a strict Content Security Policy`);
}
