// Where the benchmark site's page thread spends its CPU while it judges a large bundle: the
// DevTools protocol's sampling profiler on the page (not its workers) from the navigation
// to `ready`, summed by function (self time) and by script, the largest first.
// usage: node bench/site-profile.mjs [ANSWERS=20000] [TOP=30]  (after bench/site.mjs has
// written the bundle under the temporary folder, or it is written here)
import { cpSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

import { start, root, webDir } from '../tests/browser/harness.mjs';

const answers = Number(process.argv[2] ?? 20000);
const top = Number(process.argv[3] ?? 30);
const out = path.join(tmpdir(), `plumbline-site-bundle-${answers}`);
if (!existsSync(path.join(out, 'bundle.json')))
  spawnSync('node', [path.join(root, 'bench/make_site_bundle.mjs'), '--answers', String(answers), '--out', out], { stdio: 'inherit' });
const served = path.join(webDir, 'bundles/profile');
rmSync(served, { recursive: true, force: true });
cpSync(out, served, { recursive: true, filter: (f) => !f.endsWith('batch.jsonl.txt') });
const h = await start();
try {
  const page = await h.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(`${h.url}site.html?bundle=bundles/profile/bundle.json&cache=0`, { timeout: 300000 });
  await page.waitForFunction(() => globalThis.plumblineSite?.ready, null, { timeout: 600000 });
  await page.evaluate(() => globalThis.plumblineSite.ready);
  const wall = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map();   // node id -> sampled ms
  for (let i = 0; i < profile.samples.length; ++i) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i] / 1000);
  const byFunction = new Map(), byScript = new Map();
  for (const node of profile.nodes) {
    const ms = dt.get(node.id) ?? 0;
    if (!ms) continue;
    const f = node.callFrame;
    const script = f.url ? f.url.replace(/^.*\//, '') : `(${f.functionName || 'program'})`;
    const key = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  const busy = [...byFunction].filter(([k]) => !k.startsWith('(idle)')).reduce((n, [, ms]) => n + ms, 0);
  console.log(`${answers} answers: page thread sampled ${(busy / 1000).toFixed(2)} s busy over ${(wall / 1000).toFixed(2)} s from the navigation to ready`);
  const list = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, ms]) => `  ${(ms / 1000).toFixed(3).padStart(7)} s  ${k}`).join('\n');
  console.log(`by script:\n${list(byScript)}\nby function (self):\n${list(byFunction)}`);
} finally {
  await h.close();
  rmSync(served, { recursive: true, force: true });
}
