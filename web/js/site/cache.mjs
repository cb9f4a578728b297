// Results kept across reloads (IndexedDB), keyed by what decides them: the bundle's
// content hash, the module version and the profile. A browser without storage (a private
// window, a file:// page where it is refused) simply judges again.

const kDatabase = 'plumbline-site';
const kStore = 'results';

// SHA-256 of the bundle's files (path and text, in path order), hex.
export async function bundleHash(files) {
  const parts = [];
  for (const path of Object.keys(files).sort()) parts.push(path, '\0', files[path], '\0');
  const bytes = new TextEncoder().encode(parts.join(''));
  if (globalThis.crypto?.subtle) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  // No SubtleCrypto (an insecure context): FNV-1a, 64 bits, good enough for a cache key.
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) h = BigInt.asUintN(64, (h ^ BigInt(b)) * 0x100000001b3n);
  return `fnv-${h.toString(16)}`;
}

function openDatabase() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(kDatabase, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(kStore);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore(mode, use) {
  const db = await openDatabase();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(kStore, mode);
      const request = use(tx.objectStore(kStore));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const cacheKey = ({ hash, version, profile }) => `${hash}|${version}|${profile}`;

// The rows stored under `key`, or null.
export async function cachedRows(key) {
  try {
    return (await withStore('readonly', (store) => store.get(key))) ?? null;
  } catch {
    return null;
  }
}

export async function storeRows(key, rows) {
  try {
    await withStore('readwrite', (store) => store.put(rows, key));
    return true;
  } catch {
    return false;
  }
}

export async function clearCache() {
  try { await withStore('readwrite', (store) => store.clear()); } catch { /* nothing stored */ }
}
