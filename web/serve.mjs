// A tiny static file server for build/web (no dependency): scripts/main.sh and the
// browser tests both use it. Listens on 127.0.0.1 only; port 0 means an ephemeral port.
// Text, JSON Lines and WebAssembly go out gzip-compressed to a client that accepts it (the
// module is 1.3 MB raw; a bundle's JSONL shrinks about 7 times), each file compressed once
// per version (or a FILE.gz beside it, when as new, sent as it is). Every answer carries an
// ETag and Last-Modified, with Cache-Control: no-cache: a reload asks again and gets a 304
// with no body when the file is unchanged.
//   node web/serve.mjs [ROOT=build/web] [PORT=8080]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const gzipAsync = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.jsonl': 'application/jsonl; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ico': 'image/x-icon',
};

// Compressed bodies by file, kept while the file's size and time are the same; one
// compression at a time per file (concurrent requests share it), off the event loop.
const gzipped = new Map();
const COMPRESSIBLE = new Set(['.html', '.mjs', '.js', '.css', '.json', '.jsonl', '.wasm', '.svg', '.txt', '.tsv', '.csv', '.md']);
function compressed(file, version) {
  const hit = gzipped.get(file);
  if (hit?.version === version) return hit.body;
  // Level 9 gains little over 6 on megabytes of JSONL and costs seconds.
  const zipped = readFile(file).then((body) => gzipAsync(body, { level: body.length > 4 << 20 ? 6 : 9 }));
  gzipped.set(file, { version, body: zipped });
  zipped.catch(() => gzipped.delete(file));
  return zipped;
}

// A FILE.gz beside FILE, no older than it: its bytes, or null.
async function precompressed(file, info) {
  try {
    const gz = await stat(`${file}.gz`);
    return gz.isFile() && gz.mtimeMs >= info.mtimeMs ? await readFile(`${file}.gz`) : null;
  } catch {
    return null;
  }
}

// True when the request's validators say the client's copy is current (RFC 9110 13.2.2:
// If-None-Match first; If-Modified-Since only without it).
function notModified(req, etag, mtime) {
  const match = req.headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(mtime / 1000) * 1000 <= since;
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
      const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
      const zip = COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      // One tag per representation: the gzip body is other bytes than the plain one.
      const etag = `"${version}${zip ? '-gz' : ''}"`;
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        vary: 'accept-encoding',
        etag,
        'last-modified': new Date(info.mtimeMs).toUTCString(),
      };
      if (notModified(req, etag, info.mtimeMs)) {
        res.writeHead(304, headers);
        return res.end();
      }
      let body;
      if (zip) {
        body = (await precompressed(file, info)) ?? (await compressed(file, version));
        headers['content-encoding'] = 'gzip';
      } else {
        body = await readFile(file);
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
