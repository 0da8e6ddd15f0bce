// Copy buttons, without a framework: <button class="copy" data-copy="ID"> copies the text of the
// element with that id, <button class="copy" data-copy-text="…"> its own attribute. Buttons stay
// hidden (app.css) until this script marks the page, so without JavaScript none is dead. Clicks are
// delegated from the document, so buttons that htmx swaps in later work too.
(function () {
  document.documentElement.classList.add("js");

  function fallbackCopy(text) {
    // The Clipboard API needs a secure context (https or localhost): a plain-http server behind a
    // LAN address gets the older selection-based copy.
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(area);
    return ok ? Promise.resolve() : Promise.reject(new Error("copy refused"));
  }

  function say(button, text) {
    var label = button.getAttribute("data-label") || button.textContent;
    button.setAttribute("data-label", label);
    button.textContent = text;
    clearTimeout(button._copyTimer);
    button._copyTimer = setTimeout(function () { button.textContent = label; }, 2000);
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.copy") : null;
    if (!button) return;
    var id = button.getAttribute("data-copy");
    var source = id ? document.getElementById(id) : null;
    var text = source ? source.textContent.trim() : button.getAttribute("data-copy-text");
    if (!text) return;
    var write = navigator.clipboard && window.isSecureContext ? navigator.clipboard.writeText(text) : fallbackCopy(text);
    write.then(function () { say(button, "Copied"); }, function () { say(button, "Select and copy by hand"); });
  });
})();
