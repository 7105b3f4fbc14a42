import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_RUNTIME_CONFIG_ELEMENT } from '../../src/lib/session/runtime-config-in-page';
import { hashSource, inlineScripts, inlineStyles } from '../../src/serving/content-security-policy';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { BUDGETS } from '../bench/budgets';
import { measureInitialJs, measureLazyScreenJs } from '../bench/initial-js';
import { alarmingLines } from '../support/alarming-output';
import { BUILD_OUTPUT } from './support/build-output';
import { expect, test } from './support/fixtures';

// About the build itself (no browser needed; run in the demo project only): `npm run test:e2e` builds first.
test.describe('the production build', () => {
  test('prints the files it wrote, and nothing a newcomer would take for an error', () => {
    // What `npm run test:e2e`'s build printed (test/e2e/build-app.ts): the output of `npm run build`
    // after its type check, which prints nothing when it passes.
    const output = readFileSync(BUILD_OUTPUT, 'utf8');
    expect(output).toContain('built in');
    expect(alarmingLines(output)).toEqual([]);
  });

  test('keeps the meetings screen’s initial JavaScript within budget, without MSW', () => {
    const initial = measureInitialJs();
    expect(initial.gzipBytes).toBeLessThanOrEqual(BUDGETS.initialJsGzipBytes);
    expect(initial.containsMsw).toBe(false);
  });

  test('loads Insights and its charting library on demand, within their budget', () => {
    const insights = measureLazyScreenJs('insights-page');
    expect(insights.gzipBytes).toBeLessThanOrEqual(BUDGETS.insightsJsGzipBytes);
    // Nothing of it in the first screen: not its words, not the charting library's code.
    const initial = measureInitialJs()
      .files.map(({ file }) => readFileSync(join('dist', file), 'utf8'))
      .join('\n');
    expect(initial).not.toContain('Meeting time per week');
    expect(initial).not.toContain('visx');
  });

  test('asks the browser to compile the Markdown chunk and the early entry as they download, and no other', () => {
    const HINT = '//# allFunctionsCalledOnLoad\n';
    const scripts = readdirSync('dist/assets').filter((name) => name.endsWith('.js'));
    const hinted = scripts.filter((name) => readFileSync(join('dist/assets', name), 'utf8').startsWith(HINT));
    expect(hinted.sort()).toEqual([
      expect.stringMatching(/^early-request-[\w-]+\.js$/),
      expect.stringMatching(/^markdown-summary-[\w-]+\.js$/),
    ]);
  });

  test('names the demo’s mock API on the early entry’s tag, for demo mode to ask for it beside the app', () => {
    const landing = readFileSync('dist/index.html', 'utf8');
    const demo = /<script [^>]*data-demo="\/(assets\/[^"]+\.js)"/.exec(landing)?.[1];
    expect(demo).toMatch(/^assets\/browser-[\w-]+\.js$/);
    // The chunk that registers MSW's worker, and that nothing of the first screen loads in live mode.
    expect(readFileSync(join('dist', demo!), 'utf8')).toContain('mockServiceWorker.js');
    expect(measureInitialJs().files.map(({ file }) => file)).not.toContain(`/${demo}`);
  });

  test('writes pages the Content-Security-Policy lets run as written, the landing page with its first rows’ templates', () => {
    const pages = readdirSync('dist').filter((name) => name.endsWith('.html'));
    expect(pages).toContain('index.html');
    for (const page of pages) {
      const html = readFileSync(join('dist', page), 'utf8');
      // No inline style attribute (the early entry sets the templates' styles by script).
      expect(html, page).not.toMatch(/\sstyle="/);
      // One inline script, the page's start, allowed by its hash in the page's own policy, and after
      // the config it reads (the build's: demo mode, for whoever serves the page to replace).
      const [start, ...more] = inlineScripts(html);
      expect(more, page).toEqual([]);
      expect(start, page).toContain('__MEETINGS_FIRST_REQUESTS__');
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]?.replaceAll('&#39;', "'");
      expect(policy, page).toContain(`script-src 'self' ${hashSource(start!)};`);
      expect(policy, page).not.toContain('unsafe-inline');
      expect(html.indexOf(BUILT_RUNTIME_CONFIG_ELEMENT), page).toBeGreaterThan(0);
      expect(html.indexOf(BUILT_RUNTIME_CONFIG_ELEMENT), page).toBeLessThan(html.indexOf(`<script>${start}</script>`));
      // The first screen's stylesheet in the page, allowed by its hash, after the start (an inline
      // script waits for the stylesheets before it); no stylesheet file to wait for before a paint.
      const [stylesheet, ...moreStyles] = inlineStyles(html);
      expect(moreStyles, page).toEqual([]);
      expect(stylesheet, page).toMatch(/^\._[\w-]+_[\w-]+\{/);
      expect(policy, page).toContain(`style-src 'self' ${hashSource(stylesheet!)};`);
      expect(html.indexOf(`<script>${start}</script>`), page).toBeLessThan(html.indexOf(`<style>${stylesheet}</style>`));
      expect(html, page).not.toContain('rel="stylesheet"');
    }
    const landing = readFileSync('dist/index.html', 'utf8');
    for (const part of ['page-narrow', 'page-wide', 'day', 'meeting', 'untitled'])
      expect(landing).toContain(`<template data-first-rows="${part}"`);
  });

  test('writes pages that come in one round trip, their stylesheet in them', () => {
    for (const page of readdirSync('dist').filter((name) => name.endsWith('.html')))
      expect(gzipSync(readFileSync(join('dist', page)), { level: 6 }).length, page).toBeLessThanOrEqual(BUDGETS.pageGzipBytes);
  });

  test('names no file it did not write: the first screen’s stylesheet, written into the pages, is asked for by no page or chunk', () => {
    const files = new Set([...readdirSync('dist'), ...readdirSync('dist/assets').map((name) => `assets/${name}`)]);
    const texts = [...files]
      .filter((file) => /\.(html|js)$/.test(file))
      .map((file) => [file, readFileSync(join('dist', file), 'utf8')] as const);
    const missing = texts.flatMap(([file, text]) =>
      [...text.matchAll(/assets\/[\w.-]+\.(?:js|css)\b/g)]
        .map(([name]) => name)
        .filter((name) => !files.has(name))
        .map((name) => `${file} → ${name}`),
    );
    expect(missing).toEqual([]);
    // Lazy screens' stylesheets remain files, which their code asks for.
    expect([...files].filter((file) => file.endsWith('.css')).length).toBeGreaterThan(5);
  });

  test('serves precompressed copies identical to the files they stand for, and none of the pages (their config is written in as they are served)', () => {
    expect(readdirSync('dist').filter((name) => /\.html\.(br|gz)$/.test(name))).toEqual([]);
    const assets = readdirSync('dist/assets').map((name) => join('dist/assets', name));
    const copies = assets.filter((file) => /\.(br|gz)$/.test(file));
    expect(copies.length).toBeGreaterThan(4);
    for (const copy of copies) {
      const original = readFileSync(copy.replace(/\.(br|gz)$/, ''));
      const decoded = copy.endsWith('.br') ? brotliDecompressSync(readFileSync(copy)) : gunzipSync(readFileSync(copy));
      expect(decoded.equals(original), copy).toBe(true);
    }
  });
});
