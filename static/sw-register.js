// Offline: registers sw.js (written at build time), which caches this build. When a newer
// build takes over, the page offers a reload; the game in progress is already saved.
// A file of its own, not an inline script: the pages' Content Security Policy runs none.
(function () {
  var notice = document.getElementById("update");
  var reload = document.getElementById("update-reload");
  if (reload) {
    reload.addEventListener("click", function () {
      location.reload();
    });
  }
  if (!("serviceWorker" in navigator)) return;
  var hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    if (hadController && notice) notice.hidden = false;
    hadController = true;
  });
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("./sw.js").catch(function (e) {
      console.warn("offline support unavailable:", e);
    });
  });
})();
