// Page state <-> URL hash. The state (task, candidate, profile) is JSON, deflated when the
// browser can (a task is a few KB of SVG text), then base64url: `#z=...` or `#j=...`.

const toB64url = (bytes) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromB64url = (text) => {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
};

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export async function encodeState(state) {
  const json = new TextEncoder().encode(JSON.stringify({ v: 1, ...state }));
  if (typeof CompressionStream === 'function') return 'z=' + toB64url(await pipe(json, new CompressionStream('deflate-raw')));
  return 'j=' + toB64url(json);
}

// Returns {task, candidate, profile} or null when the hash holds no (readable) state.
export async function decodeState(hash) {
  const m = /^#?([zj])=([A-Za-z0-9_-]+)$/.exec(hash || '');
  if (!m) return null;
  try {
    let bytes = fromB64url(m[2]);
    if (m[1] === 'z') bytes = await pipe(bytes, new DecompressionStream('deflate-raw'));
    const state = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof state !== 'object' || state === null) return null;
    return {
      task: typeof state.task === 'string' ? state.task : '',
      candidate: typeof state.candidate === 'string' ? state.candidate : '',
      profile: state.profile === 'ssvg' ? 'ssvg' : 'default',
    };
  } catch {
    return null;   // a mangled link restores nothing rather than half a state
  }
}
