// The one static file server of the project, on sirv: the end-to-end tests' sites (the app's and
// a rules author's), the Lighthouse measurement and the WebKit fault's reduction all serve files
// through it. Hand-written here is only what sirv leaves to its caller: a folder's address
// without its last slash sent on to the folder (as hosts do, so a page's relative links work),
// the hooks the tests need (routes of their own first, every answer's head reported), and the
// gzip files beside each file for the command line (as a host that compresses sends them).
//   node scripts/static-site.mjs <root> <port> [--gzip]
// --gzip writes a gzip -9 copy beside every text, script and wasm file under <root> (so give it
// a copy) and sends them as GitHub Pages or Netlify do.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';

/**
 * A server (not yet listening) of the files under `root`, read afresh on every request (a test
 * changes them), `index.html` for a folder, nothing outside `root`, 404 for what is not there.
 * `cache`: every answer's Cache-Control. `gzip`: a file's `.gz` beside it answers for it where
 * the browser accepts gzip. `before(req, res)`: answers first, true when it did. `onHead(req,
 * status, headers)`: every answer's status and headers as sent.
 */
export function staticServer(root, { cache = 'no-cache', gzip = false, before = () => false, onHead = () => {} } = {}) {
  root = path.resolve(root);
  const files = sirv(root, { dev: true, gzip, setHeaders: (res) => res.setHeader('Cache-Control', cache) });
  return createServer((req, res) => {
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, headers = {}) => {
      onHead(req, status, { ...res.getHeaders(), ...headers });
      return writeHead(status, headers);
    };
    try {
      if (before(req, res)) return;
      const { pathname } = new URL(req.url, 'http://127.0.0.1');
      if (!pathname.endsWith('/') && isFolder(root, pathname)) {
        res.writeHead(301, { Location: `${pathname}/` }).end();
        return;
      }
      files(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'));
    } catch (e) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(e));
    }
  });
}

function isFolder(root, pathname) {
  let file;
  try {
    file = path.join(root, decodeURIComponent(pathname));
  } catch {
    return false;
  }
  return file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isDirectory();
}

/** Every file under `dir`, as paths. */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

const COMPRESSED = /\.(html|js|mjs|css|wasm|svg|json|webmanifest|txt)$/;

/** Writes a gzip -9 copy beside every text, script and wasm file under `dir`. */
export function gzipBeside(dir) {
  for (const file of filesUnder(dir)) {
    if (COMPRESSED.test(file)) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [root, port, flag] = [process.argv[2], Number(process.argv[3]), process.argv[4]];
  const gzip = flag === '--gzip';
  if (gzip) gzipBeside(root);
  staticServer(root, { cache: 'max-age=600', gzip }).listen(port, '127.0.0.1');
}
