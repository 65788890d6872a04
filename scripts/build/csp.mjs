// The Content Security Policy of every page we ship, as a <meta> (a static host sets no
// headers). Scripts only from our own files: trunk's inline loader is moved into a file at
// build time (scripts/build/pages.mjs), so no inline script runs and none needs a hash.
// 'wasm-unsafe-eval' lets the page compile its WebAssembly, and nothing else.
// Styles only from our stylesheet: the app sets no style attribute (pieces are placed by SVG
// `transform` attributes, which are not styles), so 'unsafe-inline' is not needed for styles
// either. Workers (the AI, the service worker) and frames (the Embed dialog's preview) come
// from this site only; nothing is fetched from anywhere else.
// (frame-ancestors cannot be set by a <meta>: the embed may be framed by any page, as meant.)
export const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** The policy as one line. */
export function policy() {
  return DIRECTIVES.join('; ');
}
