// Screenshots of the benchmark site's leaderboard with 20 models, for a person to look at
// (not a test): a bundle of every example task once and 20 synthetic models
// (bench/make_site_bundle.mjs), judged in Chromium at 1366x768 and 390x844; PNGs of the
// first screen, the leaderboard's section and, while it is judged, the partial leaderboard,
// written to OUT (default: the system's temporary folder; never the repository).
// usage: node bench/site-screenshots.mjs [OUT] [ANSWERS=4600]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { start, root, webDir } from '../tests/browser/harness.mjs';

const out = process.argv[2] ?? path.join(tmpdir(), 'plumbline-site-screenshots');
const answers = process.argv[3] ?? '4600';
const bundleDir = path.join(tmpdir(), `plumbline-site-bundle-shots-${answers}`);
mkdirSync(out, { recursive: true });
const made = spawnSync('node', [path.join(root, 'bench/make_site_bundle.mjs'), '--answers', answers, '--out', bundleDir], { encoding: 'utf8' });
if (made.status !== 0) throw new Error(made.stderr);
const served = path.join(webDir, 'bundles/shots');
rmSync(served, { recursive: true, force: true });
cpSync(bundleDir, served, { recursive: true });

const h = await start();
try {
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    const page = await h.browser.newPage({ viewport: { width, height } });
    await page.goto(`${h.url}site.html?bundle=bundles/shots/bundle.json&cache=0`);
    // The partial leaderboard, once it is drawn and before everything is judged.
    await page.waitForSelector('#s-leaderboard.partial tbody tr', { timeout: 600000 }).then(
      () => page.locator('#s-board-title').evaluate((e) => e.closest('section').scrollIntoView()),
    ).then(() => page.screenshot({ path: path.join(out, `partial-${width}x${height}.png`) }), () => {});
    await page.waitForFunction(() => globalThis.plumblineSite?.ready, null, { timeout: 600000 });
    await page.evaluate(() => globalThis.plumblineSite.ready);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(out, `first-screen-${width}x${height}.png`) });
    const board = page.locator('#s-board-title').locator('xpath=..');
    await board.evaluate((e) => e.scrollIntoView());
    await page.screenshot({ path: path.join(out, `leaderboard-${width}x${height}.png`) });
    await board.screenshot({ path: path.join(out, `leaderboard-section-${width}x${height}.png`) });
    await page.close();
  }
} finally {
  await h.close();
  rmSync(served, { recursive: true, force: true });
}
console.log(`screenshots in ${out}`);
