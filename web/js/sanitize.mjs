// The first wall around a model's SVG: DOMPurify with its SVG profile plus rules for what
// an SVG can reach out to. What survives is still only ever shown inside an <img>.
import DOMPurify from '../vendor/purify.es.mjs';

// url(...) that is not a same-document '#fragment' reference; @import in any spelling.
const EXTERNAL_URL = /url\(\s*(?!['"]?\s*#)[^)]*\)/gi;
const IMPORT = /@import[^;]*;?/gi;
const LOCAL_REF = /^\s*#/;

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
  const clean = css.replace(IMPORT, '').replace(EXTERNAL_URL, 'none');
  if (clean !== css) {
    node.textContent = clean;
    removedByRules.push('external url() / @import in <style>');
  }
});
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  const name = data.attrName;
  if ((name === 'href' || name === 'xlink:href') && !LOCAL_REF.test(data.attrValue)) {
    data.keepAttr = false;
    removedByRules.push(`${name}="${data.attrValue.slice(0, 40)}"`);
  } else if (/url\(/i.test(data.attrValue) && data.attrValue.replace(EXTERNAL_URL, '') !== data.attrValue) {
    data.keepAttr = false;
    removedByRules.push(`${name} with an external url()`);
  }
});

// Returns {svg: the sanitized root <svg> element (in an inert document) or null,
// removed: short descriptions of what was taken out}.
export function sanitizeSvg(text) {
  removedByRules = [];
  const body = DOMPurify.sanitize(text, CONFIG);
  // DOMPurify also lists the <body> wrapper it parses into: not the candidate's.
  const removed = DOMPurify.removed.filter((e) => !WRAPPERS.has(e.element?.nodeName))
    .map(describe).concat(removedByRules);
  return { svg: body.querySelector('svg'), removed };
}

function describe(entry) {
  if (entry.element) return `<${entry.element.nodeName.toLowerCase()}>`;
  if (entry.attribute) return `${entry.attribute.name}=…`;
  return 'content';
}
