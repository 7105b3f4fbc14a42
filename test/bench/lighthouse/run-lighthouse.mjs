// One Lighthouse run (mobile, its default) in Debian's Chromium: `node run-lighthouse.mjs <url> [storageKey key [learnedKey]]`.
// Prints {url, scores, shortfalls, metrics, blockingMs, longTasks} as JSON; with LIGHTHOUSE_REPORT set, writes the
// full report there too, and with LIGHTHOUSE_TRACE the run's trace (what its simulation started from).
// With a key, it is left in localStorage first ("remember on this device"), as a returning user has
// it, and Lighthouse is told to keep storage. With learnedKey, the run waits (10 s at most) until that
// visit has left what the app learns for the next ones (the date formats), as a returning user's
// storage has it too. That visit is made as the browser Lighthouse emulates (its user agent): what the
// app learns is kept for one browser and language.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

const [url, storageKey, key, learnedKey] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const page = await browser.newPage();
  if (storageKey && key) {
    // Lighthouse's default form factor is mobile. The formats learned by a desktop user agent were
    // not this browser's: every run formatted with Intl, as on a first visit.
    await page.setUserAgent(userAgents.mobile);
    await page.goto(new URL('/', url).href);
    await page.evaluate(([name, value]) => localStorage.setItem(name, value), [storageKey, key]);
    if (learnedKey) {
      await page
        .waitForFunction((name) => localStorage.getItem(name) !== null, { timeout: 10_000 }, learnedKey)
        .catch(() => console.error(`${learnedKey} was not stored: this run is a first visit's`));
    }
  }
  const categories = ['performance', 'accessibility', 'best-practices'];
  const { lhr, artifacts } = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: Boolean(key) },
    undefined,
    page,
  );
  const scores = Object.fromEntries(Object.values(lhr.categories).map((c) => [c.id, Math.round((c.score ?? 0) * 100)]));
  const shortfalls = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
      .map(({ audit }) => `${category.id}: ${audit.id} ${audit.displayValue ?? audit.score}`),
  );
  const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.displayValue ?? null]));
  const blockingMs = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
  // What total blocking time is made of: the main thread's long tasks, as the audit estimates them.
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 8)
    .map(
      (task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${String(task.url).replace(/^https?:\/\/[^/]+/, '')}`,
    );
  if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr, null, 2));
  if (process.env.LIGHTHOUSE_TRACE) writeFileSync(process.env.LIGHTHOUSE_TRACE, JSON.stringify(artifacts.Trace));
  console.log(JSON.stringify({ url, scores, shortfalls, metrics, blockingMs, longTasks }));
} finally {
  await browser.close();
}
