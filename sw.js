// The service worker: the whole site in one cache per build, served cache-first, so the
// game plays offline after the first visit. tools/build.py writes the build id and the
// file list into dist/sw.js; this file at the root of the sources is that template.
const BUILD = "__BUILD__";
const FILES = __FILES__;
// Caches belong to an origin, which this site may share with others (every project site of a
// GitHub user is one origin) and with other builds of this game under other paths: each cache is
// named by the worker's scope, and a new build deletes only the older caches of its own scope.
const OURS = `dracula-vs-van-helsing ${new URL(self.registration.scope).pathname} `;
const CACHE = OURS + BUILD;
const LATER = "/assets/puzzles.json";

self.addEventListener("install", (event) => {
  // A new build caches all of itself before it takes over. `no-cache` asks the server about every
  // file, so no file of an older build can slip into the new one, yet a file the page has just
  // downloaded comes back as "not modified" instead of being downloaded a second time.
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    try {
      await cache.addAll(FILES.map((file) => new Request(file, { cache: "no-cache" })));
    } catch (error) {
      await caches.delete(CACHE);  // a half-made cache is no offline copy: leave none behind
      throw error;  // the install fails; the page says offline play is not ready
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  // The new build replaces the old one whole: every older cache of this scope goes.
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(OURS) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === "navigate") {
      const page = await cache.match("./index.html");
      if (page) return page;
    }
    const response = await fetch(request);
    // the puzzles' book is not part of a first visit: fetched when they first open, it is kept for offline play
    if (response.ok && new URL(request.url).pathname.endsWith(LATER)) await cache.put(request, response.clone());
    return response;
  })());
});
