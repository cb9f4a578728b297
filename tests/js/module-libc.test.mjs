// The module's own C library functions (wasm/string_functions.cpp: memchr, memcmp, bcmp and
// strlen with SIMD; wasm/small_blocks.cpp: malloc and free of small blocks) checked by test
// programs built beside the module with the same objects: the string functions against
// byte-by-byte loops at every offset, length and position, the allocator over a long random
// run of allocations whose bytes must all survive.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const programs = [
  ['string_functions_test.js', /agree with the byte loops/],
  ['small_blocks_test.js', /keep every block's bytes/],
];

for (const [file, success] of programs) {
  test(`the module's C library: ${file}`, () => {
    const program = fileURLToPath(new URL(`../../build-wasm/${file}`, import.meta.url));
    const run = spawnSync(process.execPath, [program], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, success);
  });
}
