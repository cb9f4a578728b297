// Hostile SVG bodies shared by the playground's and the benchmark site's hostile tests:
// each tries to run script or reach the network (a beacon server at `b`).

export const GOOD = '<circle cx="211.57" cy="224.46" r="138.11" fill="none" stroke="red"/>';

// CSS that hides a fetch from a pattern: escapes (`u\72l(`, six-digit, an escaped escape),
// a comment inside @import, a line continuation inside a url string, image-set.
export const CSS_TRICKS = (b) => `<style>@imp\\6frt url(${b}/beacon-import-esc.css); @import/**/"${b}/beacon-import-comment.css";
    circle { fill: u\\72l(${b}/beacon-esc#p); } polygon { stroke: \\000075rl(${b}/beacon-esc6#p); }
    rect { background-image: image-set("${b}/beacon-imageset" 1x); } line { background-image: url("${b}/bea\\
con-cont"); }
    ellipse { background-image: \\5c 75rl(${b}/beacon-double); }</style>
    <rect x="1" y="1" width="5" height="5" style="fill: u\\72l(${b}/beacon-style-esc#x); background-image: u/**/rl(${b}/beacon-style-comment)"/>
    <line x1="0" y1="0" x2="1" y2="1"/><ellipse cx="5" cy="5" rx="2" ry="1"/>`;

// HOSTILE(beacon) -> [name, svg body inserted beside the right answer, root attributes]
export const HOSTILE = (b) => [
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
