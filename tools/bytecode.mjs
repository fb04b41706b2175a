// Compile Python sources to bytecode with the vendored Pyodide itself (tools/build.py runs this under
// Node): the page's Python then imports .pyc files it does not have to compile first, and only the
// very interpreter the page runs writes bytecode that interpreter reads (the magic number, the format).
//
//   node tools/bytecode.mjs job.json
//
// job.json: {"indexURL": ".../vendor/pyodide/", "files": [{"source", "runtime", "out"}, ...]}: each
// source (a host path) becomes out (a host path), compiled as if at runtime (the path a traceback
// names). Hash-based and unchecked (PEP 552): no date to compare, the same bytes for the same source.
// Column positions are left out (PYTHONNODEBUGRANGES): a traceback keeps its lines, the files a third.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const pyodide = await loadPyodide({ indexURL: job.indexURL, env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.mkdirTree("/bytecode");
const compile = pyodide.runPython(`
import py_compile

def compile_one(source: str, runtime: str) -> bytes:
    with open("/bytecode/in.py", "w", encoding="utf-8") as file:
        file.write(source)
    py_compile.compile("/bytecode/in.py", cfile="/bytecode/out.pyc", dfile=runtime, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open("/bytecode/out.pyc", "rb") as file:
        return file.read()

compile_one
`);
for (const { source, runtime, out } of job.files) {
  const bytes = compile(readFileSync(source, "utf8"), runtime);
  writeFileSync(out, bytes.toJs());
  bytes.destroy();
}
compile.destroy();
