// The bundled static server: files under its root only; text, JSONL and WebAssembly
// gzip-compressed for a client that accepts it (the same bytes once decompressed), plain for
// one that does not; ETag and Last-Modified with Cache-Control: no-cache, and a 304 on a match.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

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

test('serve: a bundle\'s JSONL typed and gzipped; ETag and Last-Modified, a 304 with no body when they match', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-serve-'));
  const lines = Array.from({ length: 2000 }, (_, i) => JSON.stringify({ task: `t${i}`, response: 'Here is the drawing:\n<svg/>' })).join('\n') + '\n';
  writeFileSync(path.join(dir, 'a.jsonl'), lines);
  const server = await serve(dir);
  t.after(async () => { await server.close(); rmSync(dir, { recursive: true, force: true }); });

  const first = await get(server.url + 'a.jsonl', { 'accept-encoding': 'gzip' });
  assert.equal(first.status, 200);
  assert.equal(first.headers['content-type'], 'application/jsonl; charset=utf-8');
  assert.equal(first.headers['content-encoding'], 'gzip');
  assert.equal(first.headers['cache-control'], 'no-cache');
  assert.ok(first.body.length < lines.length / 5, `${first.body.length} of ${lines.length} bytes`);
  assert.equal(gunzipSync(first.body).toString(), lines);
  const { etag } = first.headers;
  assert.match(etag, /^"[0-9a-f]+-[0-9a-f]+-gz"$/);
  assert.ok(!Number.isNaN(Date.parse(first.headers['last-modified'])));

  // Revalidation: the same tag is a 304 without a body; the plain representation has its own tag.
  const again = await get(server.url + 'a.jsonl', { 'accept-encoding': 'gzip', 'if-none-match': etag });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers.etag, etag);
  const plain = await get(server.url + 'a.jsonl', { 'if-none-match': etag });
  assert.equal(plain.status, 200);
  assert.notEqual(plain.headers.etag, etag);
  assert.equal(plain.body.toString(), lines);
  assert.equal((await get(server.url + 'a.jsonl', { 'if-none-match': `"x", ${plain.headers.etag}` })).status, 304);
  // If-Modified-Since only counts without If-None-Match.
  const since = first.headers['last-modified'];
  assert.equal((await get(server.url + 'a.jsonl', { 'if-modified-since': since })).status, 304);
  assert.equal((await get(server.url + 'a.jsonl', { 'if-modified-since': since, 'if-none-match': '"other"' })).status, 200);

  // A changed file gets a new tag: the old one no longer matches.
  writeFileSync(path.join(dir, 'a.jsonl'), lines + lines);
  utimesSync(path.join(dir, 'a.jsonl'), new Date(), new Date(Date.now() + 5000));
  const changed = await get(server.url + 'a.jsonl', { 'accept-encoding': 'gzip', 'if-none-match': etag });
  assert.equal(changed.status, 200);
  assert.notEqual(changed.headers.etag, etag);
  assert.equal(gunzipSync(changed.body).toString(), lines + lines);
});

test('serve: a FILE.gz beside FILE, as new, is sent as it is', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-serve-'));
  const text = 'x'.repeat(50000);
  writeFileSync(path.join(dir, 'b.jsonl'), text);
  const gz = gzipSync(text, { level: 1 });
  writeFileSync(path.join(dir, 'b.jsonl.gz'), gz);
  const server = await serve(dir);
  t.after(async () => { await server.close(); rmSync(dir, { recursive: true, force: true }); });
  const got = await get(server.url + 'b.jsonl', { 'accept-encoding': 'gzip' });
  assert.equal(got.headers['content-encoding'], 'gzip');
  assert.deepEqual(got.body, gz);
  assert.equal((await get(server.url + 'b.jsonl')).body.toString(), text);
});
