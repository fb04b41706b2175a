// Python on the page's own stack. Where the browser offers JSPI (WebAssembly.Suspending, Chromium 137
// and later), Pyodide runs every call from JavaScript into Python on a stack of its own. Chromium 156's
// renderer died of it now and then as the game started (SIGSEGV, 50 minidumps kept on the test
// machine: each while on such a stack, reading one page past its top, in Chromium's frame-pointer stack
// scan), and whole browsers at a time; Pyodide's issues #5702 and #6106 report the same kind of crash,
// gone with JSPI off. The game never suspends Python on a promise (no run_sync), so it loses nothing:
// this module, imported before Pyodide's, hides JSPI from it in the page and in both workers.
for (const name of ["Suspending", "Suspender"]) {
  if (typeof WebAssembly === "object" && name in WebAssembly) delete WebAssembly[name];
}
