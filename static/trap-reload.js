// When the browser stops the page's WebAssembly (a trap: WebAssembly.RuntimeError), the app's
// state in memory can no longer be trusted, and nothing on the page answers any more. Every move
// is saved as it is made, so the page reloads itself once and the player plays on from their
// last move; a second trap within a minute is said in words and left for the player to reload,
// so a fault that comes back at once cannot loop. WebKit's JavaScriptCore has such a fault of
// its own (docs/webkit-wasm-fault.md): a Safari player meets a blink, not a dead board.
// A file of its own, not an inline script: the pages' Content Security Policy runs none.
(function () {
  var KEY = "martian-chess/trap-reload";
  var WINDOW_MS = 60000;
  var handled = false;
  // A panic's message (the app's hook writes it before the panic aborts, which traps) is kept:
  // it says what went wrong better than the trap does.
  function say(text, reloading) {
    var fatal = document.getElementById("fatal");
    if (!fatal) return;
    if (fatal.className.indexOf("shown") < 0) fatal.textContent = text;
    else if (reloading) fatal.textContent = fatal.textContent.replace(/reload the page to continue\.$/, "reloading…");
    fatal.className = "fatal shown";
  }
  function onTrap(error) {
    if (handled || typeof WebAssembly === "undefined" || !(error instanceof WebAssembly.RuntimeError)) return;
    handled = true;
    var now = Date.now();
    var last = 0;
    try {
      last = Number(sessionStorage.getItem(KEY)) || 0;
      sessionStorage.setItem(KEY, String(now));
    } catch (e) {
      last = now; // no session storage: never reload on our own, the player decides
    }
    if (now - last < WINDOW_MS) {
      say("The browser stopped this page's code again (" + error.message + "). Your game was saved after your last move: reload the page to continue.", false);
      return;
    }
    say("The browser stopped this page's code (" + error.message + "). Your game was saved after your last move; reloading…", true);
    setTimeout(function () {
      location.reload();
    }, 1500);
  }
  window.addEventListener("error", function (e) {
    onTrap(e.error);
  });
  window.addEventListener("unhandledrejection", function (e) {
    onTrap(e.reason);
  });
})();
