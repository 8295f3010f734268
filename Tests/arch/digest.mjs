// Runs the WebAssembly build of digest.c in Node and prints what it writes (scripts/test-determinism).
//   node digest.mjs DIGEST.wasm [COUNT [SEED]]
// The module's other imports (the JavaScript binding's callback bridges in bindings/js/wasm/runtime.c)
// are never called by the digest: they get stubs that throw.
import { readFileSync, writeSync } from "node:fs";

const [path, count = "1000", seed = "1"] = process.argv.slice(2);
const module = new WebAssembly.Module(readFileSync(path));
let memory = null;
const imports = {};
for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
    if (kind !== "function") throw new Error(`digest.wasm imports a ${kind}: ${from}.${name}`);
    imports[from] ??= {};
    imports[from][name] = () => { throw new Error(`digest.c does not call ${from}.${name}`); };
}
imports.env.write = (bytes, length) => writeSync(1, new Uint8Array(memory.buffer, bytes, length));
const instance = new WebAssembly.Instance(module, imports);
memory = instance.exports.memory;
instance.exports.digest(Number(count), Number(seed), 0xffffffff, -1);
