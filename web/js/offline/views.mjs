// The offline file's two views, the benchmark site and the playground, one shown at a
// time: the playground when the hash holds its state (#z=..., #j=...) or is #playground,
// else the site. The site's "open in the playground" lands here.
import { encodeState } from '../permalink.mjs';

const site = document.getElementById('view-site');
const playground = document.getElementById('view-playground');

function showFromHash() {
  const inPlayground = /^#(playground$|[zj]=)/.test(location.hash);
  site.hidden = inPlayground;
  playground.hidden = !inPlayground;
  document.getElementById('to-site').setAttribute('aria-current', String(!inPlayground));
  document.getElementById('to-playground').setAttribute('aria-current', String(inPlayground));
}

addEventListener('hashchange', showFromHash);
showFromHash();

globalThis.plumblineOffline.openPlayground = async (state) => {
  location.hash = await encodeState(state);   // the playground's hashchange loads it
};
