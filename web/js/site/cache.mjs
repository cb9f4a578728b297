// Results kept across reloads (IndexedDB), keyed by what decides them: the bundle's
// content hash (made by a checker worker), the module version and the profile. A browser without storage (a private
// window, a file:// page where it is refused) simply judges again.

const kDatabase = 'plumbline-site';
const kStore = 'results';

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
