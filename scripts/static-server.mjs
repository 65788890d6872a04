// A static file server as common hosts behave (GitHub Pages, Netlify, nginx with gzip on): files
// under ROOT, `index.html` for a folder, text, JSON, JS, CSS, SVG and wasm sent gzip-compressed
// when the browser accepts it. Used by scripts/lighthouse.sh to measure the release build as a
// reader would receive it (Python's http.server sends everything uncompressed, which no real
// host does, and would measure the network rather than the app).
//   node scripts/static-server.mjs <root> <port>
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [root, port] = [path.resolve(process.argv[2]), Number(process.argv[3])];
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8',
};
const COMPRESS = new Set(['.html', '.js', '.css', '.wasm', '.svg', '.json', '.webmanifest', '.txt']);

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) return res.writeHead(403).end();
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    if (!url.pathname.endsWith('/')) return res.writeHead(301, { Location: `${url.pathname}/` }).end();
    file = path.join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  const ext = path.extname(file).toLowerCase();
  let body = await readFile(file);
  const headers = { 'Content-Type': TYPES[ext] || 'application/octet-stream', 'Cache-Control': 'max-age=600' };
  if (COMPRESS.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
    body = gzipSync(body, { level: 9 });
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
}).listen(port, '127.0.0.1');
