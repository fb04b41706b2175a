// The start-up watch: until the game is ready, a runtime or a game file that fails to load (or a
// Python error while starting) replaces the splash's endless bar with what failed and a Retry
// button; offline before the game was ever saved for offline play, it says so. Meanwhile the splash
// says what is happening (downloading, starting Python, loading the game), and a player who reads
// Persian sees the table drawn at build time (tools/prerender.py) in Persian from the first paint: its
// language is set here, before the body is read, and style.css shows each reader only their words.
// Plain JavaScript, loaded before PyScript: it must work when nothing else does.
(() => {
  const WORDS = {
    en: {
      title: "The game could not start",
      offline: "You are offline, and this browser has not yet kept the game for offline play. Connect once; after a complete visit it plays offline.",
      retry: "Retry",
      loading: "Could not load",
      download: "Downloading the game ({size} MB)…",
      starting: "Starting Python…",
      game: "Loading the game…",
    },
    fa: {
      title: "بازی نتوانست آغاز شود",
      offline: "شما آفلاین هستید و این مرورگر هنوز بازی را برای بازی بدون اینترنت نگه نداشته است. یک بار وصل شوید؛ پس از یک بار بارگیری کامل، بازی بدون اینترنت هم اجرا می‌شود.",
      retry: "دوباره",
      loading: "بارگیری نشد",
      download: "در حال بارگیری بازی ({size} مگابایت)…",
      starting: "در حال آغاز پایتون…",
      game: "در حال بارگذاری بازی…",
    },
  };
  const root = document.documentElement;
  const language = () => {
    try {
      const prefs = JSON.parse(localStorage.getItem("dvvh.prefs") || "{}");
      if (prefs && (prefs.lang === "en" || prefs.lang === "fa")) return prefs.lang;
    } catch (_) { /* unreadable preferences: the browser's language decides */ }
    return (navigator.language || "").toLowerCase().startsWith("fa") ? "fa" : "en";
  };
  const ready = () => root.dataset.ready === "1";
  const lang = language();

  // Persian: the language and direction are set now, before the body is read (and so painted)
  if (lang !== "en") {
    root.lang = lang;
    root.dir = "rtl";
  }
  // once the page is read: the words of other languages go, the reader's stay as plain text (as Python
  // writes them), and a Persian reader's buttons get their Persian labels (not painted; the inert table's
  // own are drawn again by Python as it takes the table over)
  function firstPaint() {
    const data = document.getElementById("first-paint");
    const labels = data && JSON.parse(data.textContent)[lang];
    if (labels) {
      const say = (key) => labels[key];
      document.querySelectorAll("[data-i18n-label]").forEach((node) => {
        const words = say(node.dataset.i18nLabel);
        if (words !== undefined) { node.setAttribute("aria-label", words); node.setAttribute("title", words); }
      });
      document.querySelectorAll("[data-i18n-title]").forEach((node) => {
        const words = say(node.dataset.i18nTitle);
        if (words !== undefined) node.setAttribute("title", words);
      });
    }
    document.querySelectorAll("[data-w]").forEach((words) => {
      if (words.dataset.w === lang) words.replaceWith(words.textContent);
      else words.remove();
    });
    retire("[data-w=");
    stage(navigator.serviceWorker && navigator.serviceWorker.controller ? "starting" : "download");
  }

  // The table's first frame is drawn plain (style.css): its shadows and gradients come once it is on the screen
  // (the browser's first contentful paint), or after two frames where the browser does not report paints
  function decorate() {
    if ("painted" in root.dataset) return;
    root.dataset.painted = "";
    retire("data-painted");
  }
  // a style rule of the first paint only, out of the style sheet once its work is done: every later style
  // update would match it in vain (the page's clicks painted 0.6 ms later with them, 16.3 against 15.7 ms)
  function retire(mark) {
    for (const sheet of document.styleSheets) {
      try {
        for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
          if ((sheet.cssRules[i].selectorText || "").includes(mark)) sheet.deleteRule(i);
        }
      } catch (_) { /* a sheet from elsewhere: none of ours */ }
    }
  }
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      decorate();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(decorate));
  }
  addEventListener("py:ready", decorate, true);  // at the latest (a page opened in the background paints nothing)

  // what the splash says is happening, from the files that have arrived
  const STAGES = ["download", "starting", "game"];  // in this order; the splash never goes back
  let said = -1;
  function stage(name) {
    const note = document.getElementById("splash-note");
    if (!note || ready() || root.dataset.failed === "1" || STAGES.indexOf(name) <= said) return;
    said = STAGES.indexOf(name);
    let size = note.dataset.downloadMb || "";
    if (lang === "fa") size = size.replace(/[0-9]/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[d]).replace(".", "٫");
    note.textContent = WORDS[lang][name].replace("{size}", size);
  }
  const runtime = new Set();
  function arrived(path) {
    if (/pyodide\.asm\.wasm$|python_stdlib\.zip$/.test(path)) runtime.add(path.split("/").pop());
    if (runtime.size === 2) stage("starting");
  }
  addEventListener("py:ready", () => stage("game"), true);  // PyScript: Python runs, the game's own code next
  // as soon as the page is read: before the deferred scripts (PyScript's module) run, which DOMContentLoaded waits for
  if (document.readyState === "loading") document.addEventListener("readystatechange", firstPaint, { once: true });
  else firstPaint();

  function failed(what) {
    if (ready() || root.dataset.failed === "1") return;
    root.dataset.failed = "1";
    root.dataset.failure = String(what).slice(0, 300);  // what it was, kept when the splash has gone (tests)
    if (document.readyState === "loading") {  // a file failed before the splash was parsed
      document.addEventListener("DOMContentLoaded", () => tell(what));
    } else {
      tell(what);
    }
  }

  function tell(what) {
    const lang = language();
    const words = WORDS[lang];
    const card = document.querySelector("#splash .splash-card");
    const progress = card && card.querySelector(".progress");
    if (progress) progress.remove();
    const box = document.createElement("div");
    box.className = "start-failed";
    box.setAttribute("role", "alert");
    box.lang = lang;
    box.dir = lang === "fa" ? "rtl" : "ltr";
    const title = document.createElement("h2");
    title.textContent = words.title;
    const detail = document.createElement("p");
    detail.className = "start-failed-detail";
    detail.textContent = String(what).slice(0, 300);
    box.append(title);
    if (!navigator.onLine) {
      const offline = document.createElement("p");
      offline.className = "start-failed-offline";
      offline.textContent = words.offline;
      box.append(offline);
    }
    box.append(detail);
    const retry = document.createElement("button");
    retry.type = "button";
    retry.id = "btn-retry";
    retry.className = "primary";
    retry.textContent = words.retry;
    retry.addEventListener("click", () => location.reload());
    box.append(retry);
    (card || document.body).append(box);
    retry.focus();
  }

  addEventListener("error", (event) => {
    const source = event.target && event.target !== window && (event.target.src || event.target.href);
    if (source) failed(`${WORDS[language()].loading}: ${new URL(source, location.href).pathname.split("/").pop()}`);
    else if (event.message) failed(event.message);
  }, true);
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    failed(reason && reason.message ? reason.message : String(reason));
  });
  // a file answered with an HTTP error (Pyodide only warns when its WebAssembly is missing, then waits forever;
  // a download cut off is an uncaught error, above)
  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.includes("resource")) {
    new PerformanceObserver((list, observer) => {
      if (ready()) return observer.disconnect();  // the watch ends with the start
      for (const entry of list.getEntries()) {
        const path = new URL(entry.name).pathname;  // the runtime and the game; not an icon, not sw.js
        arrived(path);
        if (entry.responseStatus >= 400 && /\/(vendor|game)\/|\/game\.zip$|\/main\.py$|\/pyscript\.toml$/.test(path)) {
          failed(`${WORDS[language()].loading}: ${path.split("/").pop()} (HTTP ${entry.responseStatus})`);
        }
      }
    }).observe({ type: "resource", buffered: true });
  }
  // PyScript writes a Python error into the page (a .py-error element). Watched once the page is
  // parsed: Python cannot fail before then, and watching the parse itself cost the first paint
  // about 25 ms (a record for each of the page's thousands of nodes).
  const watch = () => new MutationObserver((records, observer) => {
    if (ready()) return observer.disconnect();  // the game's own redrawing must not pay for the watch
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.classList && node.classList.contains("py-error")) failed(node.textContent.trim().split("\n").pop());
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch, { once: true });
  else watch();
})();
