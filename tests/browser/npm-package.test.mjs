// The npm package in a page with no bundler: the tarball installed into an empty folder,
// a plain HTML page with an import map naming 'plumbline', `<script type="module">`
// importing it by name; the module loads its build and .wasm from the package's dist/ and
// the verdict shown is the native CLI's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { serve } from '../../web/serve.mjs';
import { exampleAnswers, native } from '../js/helpers.mjs';
import { packAndInstall } from '../js/npm-package.mjs';
import { launchBrowser } from './harness.mjs';

const kPage = `<!doctype html>
<meta charset="utf-8">
<title>plumbline from npm</title>
<script type="importmap">{"imports": {"plumbline": "./node_modules/plumbline/plumbline.mjs"}}</script>
<p>Verdict: <output id="verdict"></output> <output id="score"></output></p>
<pre id="report"></pre>
<script type="module">
  import { load } from 'plumbline';
  const [task, answer] = await Promise.all(['task.json', 'answer.txt'].map((f) => fetch(f).then((r) => r.text())));
  const plumbline = await load();
  const text = plumbline.evaluateText(task, answer, { timings: false });
  const report = JSON.parse(text);
  document.getElementById('verdict').textContent = report.verdict.toUpperCase();
  document.getElementById('score').textContent = report.score;
  document.getElementById('report').textContent = text;
  document.body.dataset.ready = 'true';
</script>
`;

let installed, server, browser;
before(async () => {
  installed = packAndInstall();
  server = await serve(installed.folder);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  installed?.remove();
});

// A molecule answer that fails and a geometry one that passes, each on the page.
const picks = [
  exampleAnswers().find((a) => a.domain === 'geometry' && path.basename(a.answerFile).startsWith('pass')),
  exampleAnswers().find((a) => a.domain === 'molecule' && path.basename(a.answerFile).startsWith('fail')),
];

for (const pick of picks) {
  test(`a bundler-free page imports 'plumbline' by name and judges ${pick.name}`, async () => {
    copyFileSync(pick.taskFile, path.join(installed.folder, 'task.json'));
    copyFileSync(pick.answerFile, path.join(installed.folder, 'answer.txt'));
    writeFileSync(path.join(installed.folder, 'index.html'), kPage);
    const page = await browser.newPage();
    const requests = [], errors = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(server.url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    const expected = native(['check', pick.taskFile, pick.answerFile, '--no-timings', '--report', 'full']).stdout.toString().trimEnd();
    const verdict = JSON.parse(expected).verdict.toUpperCase();
    assert.equal(await page.locator('#verdict').innerText(), verdict);
    assert.equal(await page.locator('#report').innerText(), expected);
    assert.deepEqual(errors, []);
    // The build and its .wasm came from the installed package.
    assert.ok(requests.includes('/node_modules/plumbline/dist/plumbline.js'), requests.join(' '));
    assert.ok(requests.includes('/node_modules/plumbline/dist/plumbline.wasm'), requests.join(' '));
    await page.close();
  });
}
