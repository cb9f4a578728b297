// The bundled static server: files under its root only, text and WebAssembly gzip-compressed
// for a client that accepts it (the same bytes once decompressed), plain for one that does not.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { serve } from '../../web/serve.mjs';

// A raw GET (node's fetch would decompress for us and hide the encoding).
function get(url, headers = {}) {
  return new Promise((ok, fail) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail).end();
  });
}

test('serve: gzip when accepted, the same bytes; plain otherwise; nothing outside the root', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-serve-'));
  const wasm = Buffer.alloc(100000, 7);
  writeFileSync(path.join(dir, 'm.wasm'), wasm);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
  const server = await serve(dir);
  t.after(async () => { await server.close(); rmSync(dir, { recursive: true, force: true }); });

  const zipped = await get(server.url + 'm.wasm', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(zipped.status, 200);
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.equal(zipped.headers['content-type'], 'application/wasm');
  assert.equal(Number(zipped.headers['content-length']), zipped.body.length);
  assert.ok(zipped.body.length < wasm.length / 10);
  assert.deepEqual(gunzipSync(zipped.body), wasm);

  const plain = await get(server.url + 'm.wasm');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.deepEqual(plain.body, wasm);

  const page = await get(server.url, { 'accept-encoding': 'gzip' });
  assert.match(gunzipSync(page.body).toString(), /<title>x<\/title>/);
  assert.equal((await get(server.url + '..%2F..%2Fetc%2Fpasswd')).status, 403);
});

test('serve: a path that is not one is a 400, and the server goes on', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-serve-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>y</title>');
  const server = await serve(dir);
  t.after(async () => { await server.close(); rmSync(dir, { recursive: true, force: true }); });
  for (const bad of ['/', '/evil.example/x', '%zz', 'a%E0%A4%A'])
    assert.equal((await get(server.url + bad)).status, 400, bad);
  const page = await get(server.url);
  assert.equal(page.status, 200);
  assert.match(page.body.toString(), /<title>y<\/title>/);
});
