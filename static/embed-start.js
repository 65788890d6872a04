// Starts the embed (embed.html): loads the build of the game the URL fragment names (`game=`,
// the first game by default), so a rules page downloads one game's code only, and the game's own
// stylesheet if it has one (a Sandships board: sandships.css); the build starts once both are
// in, so the first board is drawn styled and the frame's first size report is right. A fragment
// that later names another game (a page may change an iframe's fragment) loads the page anew.
// The games and their stylesheets are written onto this script's tag by the build
// (scripts/build/pages.mjs): `data-games`, the registry's ids in order, and `data-css-<id>`.
(function () {
  var tag = document.currentScript;
  var GAMES = ((tag && tag.getAttribute('data-games')) || 'martian-chess').split(' ');
  function styleOf(game) {
    return tag && tag.getAttribute('data-css-' + game);
  }
  function gameOf(hash) {
    var pairs = hash.replace(/^#/, '').split('&');
    for (var i = 0; i < pairs.length; i++) {
      var eq = pairs[i].indexOf('=');
      if (eq > 0 && pairs[i].slice(0, eq) === 'game') {
        var value = decodeURIComponent(pairs[i].slice(eq + 1));
        // An unknown game is left to the default build, which names the parameter.
        return GAMES.indexOf(value) >= 0 ? value : GAMES[0];
      }
    }
    return GAMES[0];
  }
  var game = gameOf(location.hash);
  window.addEventListener('hashchange', function () {
    if (gameOf(location.hash) !== game) location.reload();
  });
  var waiting = 1;
  function start() {
    if (--waiting > 0) return;
    // The wasm-bindgen glue (no-modules) declares `wasm_bindgen` with `let`: a global binding
    // every classic script sees, though not a property of `window`. Starting it runs main.
    /* global wasm_bindgen */
    wasm_bindgen({ module_or_path: './embed-' + game + '_bg.wasm' });
  }
  if (styleOf(game)) {
    waiting++;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = styleOf(game);
    // A stylesheet that fails to load leaves the board plain, not missing.
    link.onload = link.onerror = start;
    document.head.appendChild(link);
  }
  var script = document.createElement('script');
  script.src = './embed-' + game + '.js';
  script.onload = start;
  document.head.appendChild(script);
})();
