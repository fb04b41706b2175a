// Makes the memory snapshot assets/pyodide-start.js restores: a Python started the usual way, off the
// page's thread (the page's own Python cannot be used: a snapshot must be made by a Python started
// for it, whose JavaScript globals PyScript cannot work with), its memory saved into the build's
// cache. Only into a cache the service worker made: a site that is not kept for offline play keeps
// no snapshot either. Any failure only means the next start is the usual one.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

onmessage = async ({ data }) => {
  try {
    const pyodide = await loadPyodide({ indexURL: data.indexURL, stdLibURL: data.stdLibURL, _makeSnapshot: true });
    const snapshot = pyodide.makeMemorySnapshot();
    if (!(await caches.has(data.cache))) {
      postMessage("not kept: the site is not kept for offline play");
      return;
    }
    const cache = await caches.open(data.cache);
    const headers = { "Content-Type": "application/octet-stream" };
    await cache.put(data.snapshot, new Response(snapshot, { headers }));
    postMessage("saved");
  } catch (error) {
    postMessage(`not saved: ${error}`);
  }
};
