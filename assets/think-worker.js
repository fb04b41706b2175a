// The computer's own thread: a Python of its own in a worker, where the expert thinks (and ponders on
// the player's time) and a game's review runs, so the page never waits on either (issue 33). The page
// (game/web/thinker.py) starts it when first needed. Its Python starts from the memory snapshot the
// page's own start uses (assets/pyodide-start.js) where this build's cache holds one, else the usual way;
// then the game's modules are unpacked and game/ai/desk.py takes every request. Between two slices of
// work a message may come in: a new request, or a stop.
import "./one-stack.js";  // before Pyodide: see there
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const HOME = "/home/pyodide";
const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const STDLIB_URL = new URL("../python_stdlib.zip", import.meta.url).href;
const LOCK_URL = new URL("../pyodide-lock.json", import.meta.url).href;
const ARCHIVE_URL = new URL("../game.zip", import.meta.url).href;
const SNAPSHOT_URL = new URL("../pyodide-snapshot.bin", import.meta.url).href;
const SLICE_SECONDS = 0.05;  // work between two looks at the messages come in

let desk = null;
let memory = 0;  // bytes of its Python's heap once started, for the benchmark
const waiting = [];  // requests come before the desk is ready
let working = false;
const tick = new MessageChannel();  // a yield with no timer's 4 ms clamp

function cacheName(build) {
  // the service worker's cache of this build (sw.js), as assets/pyodide-start.js names it
  return `dracula-vs-van-helsing ${new URL("../", import.meta.url).pathname} ${build}`;
}

async function snapshot(build) {
  try {
    if (!build || !self.caches) return null;
    const response = await caches.match(SNAPSHOT_URL, { cacheName: cacheName(build) });
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch (_) {
    return null;
  }
}

async function startPython(build) {
  // a snapshot that will not load, or whose Python then fails, is passed over for the usual start; a usual start
  // that fails is tried once more (a download cut short, a start that ran out of memory)
  const began = performance.now();
  const settings = { indexURL: INDEX_URL, stdLibURL: STDLIB_URL, lockFileURL: LOCK_URL };
  const saved = await snapshot(build);
  const ways = saved ? ["snapshot", "fresh", "fresh"] : ["fresh", "fresh"];
  for (const [tried, how] of ways.entries()) {
    try {
      // a settings object of its own each time: loadPyodide writes into the one it is given
      const given = how === "snapshot" ? { ...settings, _loadSnapshot: saved } : { ...settings };
      desk = await deskIn(await loadPyodide(given));
      postMessage(JSON.stringify({ ready: true, start: how, ms: Math.round(performance.now() - began), memory }));
      return;
    } catch (error) {
      desk = null;
      if (tried === ways.length - 1) throw error;
    }
  }
}

async function deskIn(pyodide) {
  // the game's modules unpacked in a started Python, and the desk that takes the requests
  const archive = await fetch(ARCHIVE_URL);
  if (!archive.ok) throw new Error(`${ARCHIVE_URL}: HTTP ${archive.status}`);
  pyodide.unpackArchive(await archive.arrayBuffer(), "zip", { extractDir: HOME });
  pyodide.runPython(`import sys\nif "${HOME}" not in sys.path: sys.path.insert(0, "${HOME}")`);
  const made = pyodide.runPython("from game.ai.desk import Desk\nDesk()");
  memory = pyodide._module.HEAP8 ? pyodide._module.HEAP8.length : 0;
  return made;
}

function take(text) {
  const reply = desk.take(text);
  if (reply) postMessage(reply);
  if (!working) {
    working = true;
    tick.port2.postMessage(0);
  }
}

tick.port1.onmessage = () => {
  const reply = desk.work(SLICE_SECONDS);
  if (reply) postMessage(reply);
  if (desk.idle) {
    working = false;
    return;
  }
  tick.port2.postMessage(0);  // messages that came in meanwhile are taken before the next slice
};

onmessage = async ({ data }) => {
  if (data && data.start) {
    try {
      await startPython(data.build);
      for (const text of waiting.splice(0)) take(text);
    } catch (error) {
      postMessage(JSON.stringify({ failed: String(error) }));
    }
    return;
  }
  if (desk) take(data);
  else waiting.push(data);
};
