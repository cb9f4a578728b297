// Shared by the browser tests: serves build/web (web/serve.mjs) on an ephemeral port,
// drives Debian's chromium through playwright-core (no browser download), and records
// every request a page makes and every dialog it opens.
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '../../web/serve.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const webDir = `${root}build/web`;
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';

// Debian's chromium, headless, with the flags every browser test uses (CHROMIUM_ARGS: more,
// space-separated, for a measurement's diagnosis, e.g. --js-flags=--trace-gc).
export function launchBrowser() {
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
           '--disable-component-update', '--no-first-run', ...(process.env.CHROMIUM_ARGS ?? '').split(' ').filter(Boolean)],
  });
}

export async function start() {
  if (!existsSync(`${webDir}/index.html`)) throw new Error('build/web is missing: run scripts/build-web.sh first');
  const served = [];
  const server = await serve(webDir, { onRequest: (method, path) => served.push(path) });
  const browser = await launchBrowser();
  return {
    url: server.url,
    served,
    browser,
    // A page with logs; open() loads the playground (path may carry ?query and #hash)
    // and waits until it has evaluated its first input.
    async newPage({ width = 1366, height = 768 } = {}) {
      const page = await browser.newPage({ viewport: { width, height } });
      const requests = [], dialogs = [], errors = [];
      page.on('request', (r) => requests.push(r.url()));
      page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss().catch(() => {}); });
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      const open = async (path = '') => {
        await page.goto(server.url + path);
        await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
      };
      return { page, requests, dialogs, errors, open };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

// The usual fixture of a test file: one browser and one playground page, opened before
// its tests and closed after them. The returned object fills in: `h` (from start()) and
// `tab` (from h.newPage(), opened).
export function usePlayground() {
  const fixture = {};
  before(async () => {
    fixture.h = await start();
    fixture.tab = await fixture.h.newPage();
    await fixture.tab.open();
  });
  after(() => fixture.h?.close());
  return fixture;
}

// The verdict as a person reads it on the page, e.g. "PASS".
export async function verdictText(page) {
  return (await page.locator('#verdict').innerText()).replace(/[^A-Z]/g, '');
}

// Fills a textarea as a paste would (an input event), then waits for the page to have
// evaluated the new text (body[data-evaluations] counts evaluations).
export async function pasteInto(page, selector, text) {
  const before = await evaluations(page);
  // The task's JSON is one tab away from the task as asked, as a person finds it.
  if (selector === '#task' && !(await page.locator(selector).isVisible())) await page.click('#tab-task-json');
  await page.locator(selector).fill(text);
  await page.waitForFunction((n) => Number(document.body.dataset.evaluations) > n, before, { timeout: 10000 });
}

export async function evaluations(page) {
  return Number(await page.evaluate(() => document.body.dataset.evaluations ?? 0));
}
