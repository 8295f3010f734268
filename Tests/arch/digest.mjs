// Runs the WebAssembly build of digest.c in Node and prints what it writes (scripts/test-determinism).
//   node digest.mjs DIGEST.wasm [COUNT [SEED]]
import { readFileSync, writeSync } from "node:fs";

const [path, count = "1000", seed = "1"] = process.argv.slice(2);
let memory = null;
const env = { write: (bytes, length) => writeSync(1, new Uint8Array(memory.buffer, bytes, length)) };
const { instance } = await WebAssembly.instantiate(readFileSync(path), { env });
memory = instance.exports.memory;
instance.exports.digest(Number(count), Number(seed), 0xffffffff, -1);
