// The first wall around a model's SVG: DOMPurify with its SVG profile plus rules for what
// an SVG can reach out to. What survives is still only ever shown inside an <img>.
//
// CSS is checked as the browser will read it, not as written: comments dropped, escapes
// (`u\72l(`, `\000075rl(`) decoded and line continuations joined first (cssText), and
// it is the decoded text that is kept, so no spelling can hide a url() from the rules.
import DOMPurify from '../vendor/purify.es.mjs';

// A function that can fetch: url(...) that is not a same-document '#fragment', and every
// image-set / image / cross-fade / src (their strings are URLs too); @import in any form.
const EXTERNAL_URL = /url\(\s*(?!['"]?\s*#)[^)]*\)/gi;
const FETCHING = /(?:-webkit-)?(?:image-set|image|cross-fade|src)\([^)]*\)/gi;
const IMPORT = /@import[^;]*;?/gi;
const LOCAL_REF = /^\s*#/;

// CSS text as the CSS tokenizer sees it: comments removed, escapes decoded (a hex escape of
// 1-6 digits and the one white space after it, a backslash-newline removed, any other
// escaped character itself), again until nothing changes (`\5c 75rl(` decodes to an escape
// of its own), and a backslash still left dropped: what is kept has no escape to decode.
export function cssText(text) {
  let now = text;
  for (let pass = 0; pass < 8; ++pass) {
    const next = decodeOnce(now);
    if (next === now) break;
    now = next;
  }
  return now.replace(/\\/g, '');
}

function decodeOnce(text) {
  return text
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|([\s\S]))/g, (_, hex, newline, other) => {
      if (hex) {
        const code = parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
      }
      return newline ? '' : other;
    });
}

// The CSS with everything that could fetch taken out; null when nothing had to go.
function withoutFetches(css) {
  const decoded = cssText(css);
  const clean = decoded.replace(IMPORT, '').replace(FETCHING, 'none').replace(EXTERNAL_URL, 'none');
  return clean !== decoded ? clean : null;
}

const CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // Animation elements can rewrite href/attributes after sanitizing; the task forbids them.
  FORBID_TAGS: ['script', 'foreignObject', 'image', 'feImage', 'iframe', 'embed', 'object',
                'animate', 'set', 'animateMotion', 'animateTransform', 'animateColor', 'use-external'],
  ALLOW_DATA_ATTR: false,
  RETURN_DOM: true,
};

const WRAPPERS = new Set(['BODY', 'HTML', 'HEAD']);
let removedByRules = [];
DOMPurify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName !== 'style') return;
  const css = node.textContent || '';
  const clean = withoutFetches(css);
  node.textContent = clean ?? cssText(css);   // the decoded text either way
  if (clean !== null) removedByRules.push('external url() / @import in <style>');
});
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  const name = data.attrName;
  if ((name === 'href' || name === 'xlink:href') && !LOCAL_REF.test(data.attrValue)) {
    data.keepAttr = false;
    removedByRules.push(`${name}="${data.attrValue.slice(0, 40)}"`);
    return;
  }
  // style="" and presentation attributes are CSS: judged and kept decoded
  if (withoutFetches(data.attrValue) !== null) {
    data.keepAttr = false;
    removedByRules.push(`${name} with an external url()`);
  } else if (data.attrValue.includes('\\') || data.attrValue.includes('/*')) {
    data.attrValue = cssText(data.attrValue);
  }
});

// Returns {svg: the sanitized root <svg> element (in an inert document) or null,
// removed: short descriptions of what was taken out}.
export function sanitizeSvg(text) {
  removedByRules = [];
  const body = DOMPurify.sanitize(text, CONFIG);
  // DOMPurify also lists the <body> wrapper it parses into: not the candidate's. Comments
  // it drops are no danger and not worth a warning.
  const removed = DOMPurify.removed
    .filter((e) => !WRAPPERS.has(e.element?.nodeName) && e.element?.nodeType !== Node.COMMENT_NODE)
    .map(describe).concat(removedByRules);
  return { svg: body.querySelector('svg'), removed };
}

function describe(entry) {
  if (entry.element) return `<${entry.element.nodeName.toLowerCase()}>`;
  if (entry.attribute) return `${entry.attribute.name}=…`;
  return 'content';
}
