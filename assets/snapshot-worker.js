// Makes the memory snapshot assets/pyodide-start.js restores: a Python started the usual way, off the
// page's thread (the page's own Python cannot be used: a snapshot must be made by a Python started
// for it, whose JavaScript globals PyScript cannot work with), with the game's modules that need no
// browser imported (game/web/warm.py), its memory saved into the build's cache. Only into a cache the
// service worker made: a site that is not kept for offline play keeps no snapshot either. Any failure
// only means the next start is the usual one.
import "./one-stack.js";  // before Pyodide: see there
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const HOME = "/home/pyodide";  // where PyScript unpacks the game's archive in the page, the working folder

onmessage = async ({ data }) => {
  try {
    const pyodide = await loadPyodide({ indexURL: data.indexURL, stdLibURL: data.stdLibURL, lockFileURL: data.lockFileURL,
                                        _makeSnapshot: true });
    const archive = await fetch(data.archive);
    if (!archive.ok) throw new Error(`${data.archive}: HTTP ${archive.status}`);
    pyodide.unpackArchive(await archive.arrayBuffer(), "zip", { extractDir: HOME });
    pyodide.runPython(`import sys\nsys.path.insert(0, "${HOME}")\nimport game.web.warm\nsys.path.remove("${HOME}")`);
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
