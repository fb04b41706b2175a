// Pyodide for PyScript (the built site's pyscript.toml names this module as its interpreter),
// started from a memory snapshot by a returning player. Starting Python and its standard library
// costs seconds on every load and leaves the same state every time. So on a visit the service
// worker serves (not the first, which has enough to download and start), once the game runs, a
// background worker starts a second Python and saves its memory (Pyodide's makeMemorySnapshot) into
// this build's own cache (the service worker's: a new build deletes it with the rest); every later
// start restores that memory instead. A snapshot that cannot be read or restored is deleted, and
// Python starts the usual way.
import "./one-stack.js";  // before Pyodide: see there
import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const SNAPSHOT = new URL("../pyodide-snapshot.bin", import.meta.url).href;
// the part of the standard library the game imports (tools/build.py): the snapshot's Python must have
// started with the same one, as its memory holds the zip's table of contents
const STDLIB_URL = new URL("../python_stdlib.zip", import.meta.url).href;
// a lock file that names no package: the game loads none (tools/build.py)
const LOCK_URL = new URL("../pyodide-lock.json", import.meta.url).href;
// the game's modules, of which the snapshot's Python imports those that need no browser (game/web/warm.py)
const ARCHIVE_URL = new URL("../game.zip", import.meta.url).href;

function ourCache() {
  // the service worker's cache of this build (sw.js): "dracula-vs-van-helsing <scope path> <build id>"
  const build = document.querySelector('meta[name="build"]');
  const scope = new URL("../", import.meta.url).pathname;
  return build && build.dataset.id && window.caches ? `dracula-vs-van-helsing ${scope} ${build.dataset.id}` : null;
}

async function saved(name) {
  try {
    const response = await caches.match(SNAPSHOT, { cacheName: name });  // (opening would make the cache)
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch (_) {
    return null;  // storage off or unreadable: the usual start
  }
}

function makeOneLater(name) {
  // a returning player's visit (the service worker serves it), once the game runs: never slowing a start
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return;
  addEventListener("py:done", () => {
    const worker = new Worker(new URL("./snapshot-worker.js", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }) => {
      document.documentElement.dataset.snapshot = data;  // "saved", or why not (for the tests)
      worker.terminate();
    };
    worker.onerror = () => worker.terminate();
    worker.postMessage({ cache: name, snapshot: SNAPSHOT, indexURL: INDEX_URL, stdLibURL: STDLIB_URL,
                        lockFileURL: LOCK_URL, archive: ARCHIVE_URL });
  }, { once: true });
}

export async function loadPyodide(options = {}) {
  const settings = { ...options, indexURL: INDEX_URL, stdLibURL: STDLIB_URL, lockFileURL: LOCK_URL };
  const name = ourCache();
  const snapshot = name && await saved(name);
  if (snapshot) {
    try {
      const pyodide = await load({ ...settings, _loadSnapshot: snapshot });
      document.documentElement.dataset.pythonStart = "snapshot";
      return pyodide;
    } catch (error) {
      try { await (await caches.open(name)).delete(SNAPSHOT); } catch (_) { /* nothing kept */ }
    }
  }
  document.documentElement.dataset.pythonStart = "fresh";
  if (name) makeOneLater(name);
  return load(settings);
}
