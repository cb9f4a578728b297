// A tiny static file server for build/web (no dependency): scripts/main.sh and the
// browser tests both use it. Listens on 127.0.0.1 only; port 0 means an ephemeral port.
// Text and WebAssembly go out gzip-compressed to a client that accepts it (the module is
// 1.3 MB raw), each file compressed once per version on disk.
//   node web/serve.mjs [ROOT=build/web] [PORT=8080]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

// Compressed bodies by file, kept while the file's size and time are the same.
const gzipped = new Map();
const COMPRESSIBLE = new Set(['.html', '.mjs', '.js', '.css', '.json', '.wasm', '.svg', '.txt']);
function compressed(file, info, body) {
  const key = `${info.size}:${info.mtimeMs}`;
  const hit = gzipped.get(file);
  if (hit?.key === key) return hit.body;
  const zipped = gzipSync(body, { level: 9 });
  gzipped.set(file, { key, body: zipped });
  return zipped;
}

// Starts serving ROOT; resolves to {server, url, close()}. onRequest(method, path) sees
// every request (the tests log them to prove no candidate reference reached the server).
export async function serve(root, { port = 0, host = '127.0.0.1', onRequest } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    const path = requestPath(req.url);
    onRequest?.(req.method, path ?? req.url);
    if (path === null) return send(res, 400, 'bad request');
    // normalize + prefix check: no ../ escapes from ROOT
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) return send(res, 403, 'forbidden');
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const info = await stat(file);
      let body = await readFile(file);
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        vary: 'accept-encoding',
      };
      if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = compressed(file, info, body);
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      send(res, 404, 'not found');
    }
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  const url = `http://${host}:${server.address().port}/`;
  return { server, url, close: () => new Promise((ok) => server.close(ok)) };
}

// The request's path, decoded; null when it is not one ('//x' would parse as a host,
// '%zz' does not decode): a bad request, not a crash of the server.
function requestPath(target) {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  try {
    return decodeURIComponent(new URL(target, 'http://x').pathname);
  } catch {
    return null;
  }
}

function send(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? 'build/web';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  const { url } = await serve(root, { port });
  console.log(`Plumbline playground: ${url} (serving ${root}; Ctrl-C stops)`);
}
