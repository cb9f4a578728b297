// Hostile candidates: a model's SVG is untrusted. Each one below tries to run script or
// reach the network; the page must still judge it, run nothing (no global set, no
// dialog), and request nothing but its own files (the beacon server is never hit).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { start, verdictText, pasteInto, root } from './harness.mjs';
import { GOOD, CSS_TRICKS, HOSTILE } from './hostile-svgs.mjs';

const taskText = readFileSync(`${root}examples/geometry/circumcircle/task.json`, 'utf8');

let h, tab, beacon, hits = [];
before(async () => {
  beacon = createServer((req, res) => { hits.push(req.url); res.end('x'); });
  await new Promise((ok) => beacon.listen(0, '127.0.0.1', ok));
  h = await start();
  tab = await h.newPage();
  await tab.open();
  await pasteInto(tab.page, '#task', taskText);
});
after(async () => {
  await h?.close();
  await new Promise((ok) => beacon.close(ok));
});

const base = () => `http://127.0.0.1:${beacon.address().port}`;

test('hostile SVGs are judged, but nothing runs and nothing leaves the page', async (t) => {
  const { page, requests, dialogs, errors } = tab;
  for (const [name, body, rootAttrs = ''] of HOSTILE(base())) {
    await t.test(name, async () => {
      const start = requests.length;
      const candidate = `Here you go:\n\n\`\`\`svg\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" ${rootAttrs}>
<polygon points="90,290 320,310 180,90" fill="none" stroke="black"/>
${GOOD}
${body}
</svg>\n\`\`\`\n`;
      await pasteInto(page, '#candidate', candidate);
      // what a person sees: the verdict was computed (the answer's circle is right)
      const shown = await verdictText(page);
      const computed = await page.evaluate(([tk, c]) => globalThis.plumbline.evaluate(tk, c).verdict, [taskText, candidate]);
      assert.equal(shown, computed.toUpperCase());
      assert.match(shown, /^(PASS|FAIL|INVALID)$/);
      if (name !== 'html breakout') assert.equal(shown, 'PASS', 'the hostile extras do not hide the right circle');

      // try to trigger whatever survived: hover and click across the picture
      const box = await page.locator('#stage').boundingBox();
      for (const [fx, fy] of [[0.05, 0.05], [0.5, 0.5], [0.1, 0.1]]) {
        await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
        await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
      }
      await page.waitForTimeout(300);   // give any loaded image or timer a chance to fire

      assert.equal(await page.evaluate(() => globalThis.__pwned), undefined, 'no candidate script ran');
      assert.deepEqual(dialogs, [], 'no dialog opened');
      // index.html's one script, js/main.mjs (the module comes through js/wasm-source.mjs, not a <script>)
      assert.equal(await page.locator('script').count(), 1, 'only the page\'s own script is in the document');
      assert.equal(new URL(page.url()).origin + '/', h.url, 'still on the page');
      const foreign = requests.slice(start).filter((u) => !u.startsWith(h.url) && !u.startsWith('data:'));
      assert.deepEqual(foreign, [], 'no request left the page');
      assert.deepEqual(hits, [], 'the beacon was never hit');
      // the picture is an <img> of sanitized SVG: no script, handler or external reference in it
      const src = decodeURIComponent(await page.getAttribute('#candidate-image', 'src') ?? '');
      if (shown === 'PASS') assert.match(src, /^data:image\/svg\+xml/);
      assert.doesNotMatch(src, /<script|javascript:|onload|onerror|onclick|foreignObject|beacon|@import/i);
    });
  }
  assert.deepEqual(errors.filter((e) => !/Content Security Policy|Refused/.test(e)), []);
});

test('the sanitizer says what it removed', async () => {
  const { page } = tab;
  await pasteInto(page, '#candidate', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">${GOOD}<script>1</script></svg>`);
  assert.match(await page.locator('#sanitized-note').innerText(), /<script>/);
});

test('the sanitized CSS holds even inlined into a page with no other wall', async () => {
  // The page only ever shows the sanitized SVG in an <img>, under a CSP; here both walls are
  // gone: the sanitizer's output goes into a blank document's DOM, where CSS is fetched.
  const { page } = tab;
  const raw = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">${GOOD}${CSS_TRICKS(base())}</svg>`;
  const sanitized = await page.evaluate(async (text) => {
    const { sanitizeSvg } = await import('./js/sanitize.mjs');
    const { svg } = sanitizeSvg(text);
    return new XMLSerializer().serializeToString(svg);
  }, raw);
  const blank = await h.browser.newPage();
  try {
    const inline = async (svg) => {
      await blank.setContent(`<!doctype html><html><body>${svg}</body></html>`);
      await blank.waitForTimeout(500);
    };
    hits.length = 0;
    await inline(raw);   // the control: unsanitized, the tricks do reach the listener
    assert.ok(hits.length > 0, 'the raw CSS fetches (the test can see a fetch)');
    hits.length = 0;
    await inline(sanitized);
    assert.deepEqual(hits, [], `the sanitized CSS fetches nothing: ${sanitized.slice(0, 400)}`);
  } finally {
    await blank.close();
  }
});
