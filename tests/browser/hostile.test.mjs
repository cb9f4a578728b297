// Hostile candidates: a model's SVG is untrusted. Each one below tries to run script or
// reach the network; the page must still judge it, run nothing (no global set, no
// dialog), and request nothing but its own files (the beacon server is never hit).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { start, verdictText, pasteInto, root } from './harness.mjs';

const taskText = readFileSync(`${root}examples/geometry/circumcircle/task.json`, 'utf8');
const GOOD = '<circle cx="211.57" cy="224.46" r="138.11" fill="none" stroke="red"/>';

// CSS that hides a fetch from a pattern: escapes (`u\72l(`, six-digit, an escaped escape),
// a comment inside @import, a line continuation inside a url string, image-set.
const CSS_TRICKS = (b) => `<style>@imp\\6frt url(${b}/beacon-import-esc.css); @import/**/"${b}/beacon-import-comment.css";
    circle { fill: u\\72l(${b}/beacon-esc#p); } polygon { stroke: \\000075rl(${b}/beacon-esc6#p); }
    rect { background-image: image-set("${b}/beacon-imageset" 1x); } line { background-image: url("${b}/bea\\
con-cont"); }
    ellipse { background-image: \\5c 75rl(${b}/beacon-double); }</style>
    <rect x="1" y="1" width="5" height="5" style="fill: u\\72l(${b}/beacon-style-esc#x); background-image: u/**/rl(${b}/beacon-style-comment)"/>
    <line x1="0" y1="0" x2="1" y2="1"/><ellipse cx="5" cy="5" rx="2" ry="1"/>`;

// HOSTILE(beacon) -> [name, svg body inserted beside the right answer, root attributes]
const HOSTILE = (b) => [
  ['inline script', `<script>window.__pwned = 'script'; alert('script')</script>`],
  ['CDATA script', `<script type="text/javascript"><![CDATA[ window.__pwned = 'cdata'; ]]></script>`],
  ['onload on the root', '', `onload="window.__pwned = 'onload'; alert('onload')"`],
  ['event handlers', `<circle cx="20" cy="20" r="10" onmouseover="window.__pwned='hover'" onclick="window.__pwned='click'" onerror="window.__pwned='err'"/>`],
  ['javascript: link', `<a href="javascript:window.__pwned='href';alert('href')"><rect x="0" y="0" width="400" height="400" fill="yellow" fill-opacity="0.2"/></a>
    <a xlink:href="javascript:window.__pwned='xlink'" xmlns:xlink="http://www.w3.org/1999/xlink"><rect x="0" y="0" width="50" height="50"/></a>`],
  ['external image', `<image href="${b}/beacon-image" x="0" y="0" width="50" height="50"/>
    <image xlink:href="${b}/beacon-image-xlink" xmlns:xlink="http://www.w3.org/1999/xlink" width="9" height="9"/>`],
  ['foreignObject with html and script', `<foreignObject x="0" y="0" width="200" height="100"><div xmlns="http://www.w3.org/1999/xhtml">
    <img src="${b}/beacon-fo-img" onerror="window.__pwned='fo-onerror'"/><script>window.__pwned='fo-script'</script>
    <iframe src="${b}/beacon-fo-iframe"></iframe></div></foreignObject>`],
  ['CSS @import and url()', `<style>@import url(${b}/beacon-import.css); @import "${b}/beacon-import2.css";
    circle { fill: url(${b}/beacon-fill#p); } polygon { background: url('${b}/beacon-bg'); }</style>
    <rect x="1" y="1" width="5" height="5" style="fill: url(${b}/beacon-style#x); background-image: url(${b}/beacon-style2)"/>
    <rect x="1" y="1" width="5" height="5" filter="url(${b}/beacon-filter#f)"/>`],
  ['CSS escapes, comments and image-set', CSS_TRICKS(b)],
  ['external use and feImage', `<use href="${b}/beacon-use.svg#x"/><filter id="f"><feImage href="${b}/beacon-feimage"/></filter>`],
  ['animation rewriting href', `<a href="#ok"><set attributeName="href" to="javascript:window.__pwned='set'"/><animate attributeName="href" values="javascript:window.__pwned='anim'"/><rect width="9" height="9"/></a>`],
  ['html breakout', `<title></title></svg><img src="${b}/beacon-breakout" onerror="window.__pwned='breakout'"><svg>`],
];

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
      assert.equal(await page.locator('script').count(), 2, 'only the page\'s own scripts are in the document');
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
