// Starts the embed (embed.html): loads the build of the game the URL fragment names (`game=`,
// Martian Chess by default), so a rules page downloads one game's code only. A fragment that
// later names another game (a page may change an iframe's fragment) loads the page anew.
(function () {
  var GAMES = ['martian-chess', 'sandships'];
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
  var script = document.createElement('script');
  script.src = './embed-' + game + '.js';
  script.onload = function () {
    // The wasm-bindgen glue (no-modules) declares `wasm_bindgen` with `let`: a global binding
    // every classic script sees, though not a property of `window`. Starting it runs main.
    /* global wasm_bindgen */
    wasm_bindgen({ module_or_path: './embed-' + game + '_bg.wasm' });
  };
  document.head.appendChild(script);
})();
