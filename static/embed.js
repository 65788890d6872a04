// Martian Chess boards for any page. Add this script once:
//   <script src="https://your.host/martian/embed.js" defer></script>
// and write each board as
//   <div data-martian-chess="moves=d3-d5%20c6-b5&mode=step"></div>
// (the attribute is the embed's URL fragment; README, "Embed it in your page"). Each div gets an
// iframe of the embed.html beside this script, as wide as the div and as tall as the board
// inside says it is. Every message the board sends (ready, move, solved, failed) is also
// dispatched on the div as a `martian-chess` event whose `detail` is the message. Plain
// <iframe>s of the same embed.html on the page are fitted to their boards too.
(function () {
  "use strict";
  var script = document.currentScript;
  var page = new URL("embed.html", script && script.src ? script.src : location.href);

  function frameOf(source) {
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === source) return frames[i];
    }
    return null;
  }

  function build(div) {
    if (div.querySelector("iframe[data-martian-chess-frame]")) return;
    var fragment = div.getAttribute("data-martian-chess") || "";
    if (fragment.charAt(0) === "#") fragment = fragment.slice(1);
    var iframe = document.createElement("iframe");
    iframe.setAttribute("data-martian-chess-frame", "");
    iframe.src = page.href + "#" + fragment;
    iframe.title = div.getAttribute("data-title") || "Martian Chess board";
    iframe.loading = div.getAttribute("data-loading") || "lazy";
    // A first guess until the board tells its height.
    iframe.style.width = "100%";
    iframe.style.height = Math.round((div.clientWidth || 320) * 1.9) + "px";
    iframe.style.border = "0";
    iframe.style.display = "block";
    div.appendChild(iframe);
  }

  window.addEventListener("message", function (event) {
    var data = event.data;
    if (!data || data.source !== "martian-chess" || event.origin !== page.origin) return;
    var frame = frameOf(event.source);
    if (!frame) return;
    if (data.type === "size" && data.height > 0) {
      frame.style.height = Math.ceil(data.height) + "px";
    }
    var div = frame.hasAttribute("data-martian-chess-frame") ? frame.parentNode : frame;
    if (div && typeof CustomEvent === "function") {
      div.dispatchEvent(new CustomEvent("martian-chess", { detail: data }));
    }
  });

  function scan() {
    var divs = document.querySelectorAll("[data-martian-chess]");
    for (var i = 0; i < divs.length; i++) build(divs[i]);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", scan);
  } else {
    scan();
  }
})();
