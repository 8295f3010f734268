// The parts of Node's modules the tests use, typed for `tsc -p bindings/js/test` (no @types/node is
// needed: the machine has no npm registry). Declarations only; Node provides the modules.
declare module "node:test" {
  export function test(name: string, body: () => unknown): Promise<void>;
}
declare module "node:assert/strict" {
  type Check = RegExp | Function | ((error: any) => boolean) | object;
  interface Assert {
    (value: unknown, message?: string): asserts value;
    ok(value: unknown, message?: string): asserts value;
    equal<T>(actual: unknown, expected: T, message?: string): asserts actual is T;
    deepEqual<T>(actual: unknown, expected: T, message?: string): asserts actual is T;
    match(value: string, pattern: RegExp, message?: string): void;
    throws(block: () => unknown, check?: Check, message?: string): void;
    fail(message?: string): never;
  }
  const assert: Assert;
  export default assert;
}
declare module "node:fs" {
  export function readFileSync(path: string | URL): Uint8Array;
  export function readFileSync(path: string | URL, encoding: "utf8"): string;
  export function existsSync(path: string | URL): boolean;
  export function mkdtempSync(prefix: string): string;
  export function rmSync(path: string, options?: { recursive?: boolean; force?: boolean }): void;
  export function writeFileSync(path: string, data: string): void;
  export function realpathSync(path: string): string;
}
declare module "node:child_process" {
  export function execFileSync(file: string, args: readonly string[],
    options?: { cwd?: string | URL; encoding?: "utf8"; env?: Record<string, string | undefined> }): string;
}
declare module "node:os" { export function tmpdir(): string; }
declare module "node:path" { export function join(...parts: string[]): string; }
declare module "node:url" { export function fileURLToPath(url: string | URL): string; }
declare var process: { env: Record<string, string | undefined>; execPath: string };
