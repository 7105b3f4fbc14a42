/**
 * The app shell every candidate is built with: React 19 mounted first, then, when the harness calls
 * `window.chartBench.load()`, the candidate's chunk loaded by a dynamic import (as the Insights
 * screen's chunk would be) and its chart rendered with the same data. `chart-candidate` is an alias
 * the harness's Vite config points at one file of candidates/.
 *
 * Plain JSX, not TypeScript: the candidates import libraries the repo does not install, so neither
 * tsc nor ESLint reads this folder (a .jsx file is in neither's file patterns); the build is its check.
 */
import { createRoot } from 'react-dom/client';

const WIDTH = 800;
const HEIGHT = 300;
/** Okabe–Ito colours: told apart with the common colour-vision deficiencies. */
const COLORS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9'];
const TAGS = ['Planning', 'One-on-ones', 'Reviews', 'Customers', 'Hiring'];

/** A small seeded generator (mulberry32): the same hours on every load and every build. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hours per week by tag: 52 weeks × 5 series, in half hours, none zero (so every bar is drawn). */
function hoursByTag() {
  const next = random(40);
  const weeks = Array.from({ length: 52 }, (_, i) => i + 1);
  const series = TAGS.map((name, s) => ({
    name,
    color: COLORS[s],
    values: weeks.map(() => Math.round((1 + next() * (8 - s)) * 2) / 2),
  }));
  return { weeks, series };
}

const DATA = hoursByTag();

function Shell({ chart }) {
  return (
    <main>
      <h1>Hours per week by tag</h1>
      <div id="chart" style={{ width: WIDTH, height: HEIGHT }}>
        {chart}
      </div>
    </main>
  );
}

/** Resolves after the next frame has been painted: a task queued from rAF runs after that frame. */
function nextPaint() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

/** What the chart's own DOM offers assistive technology, with no accessibility option set. */
function describeOutput(box) {
  const elements = [...box.querySelectorAll('*')];
  const roles = elements.filter((el) => el.hasAttribute('role')).map((el) => el.getAttribute('role'));
  const ariaLabels = elements.filter((el) => el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')).length;
  const titles = elements.filter((el) => el.localName === 'title' || el.localName === 'desc').length;
  const labelled = elements.filter(
    (el) => el.hasAttribute('role') || el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') || el.localName === 'title',
  ).length;
  const canvases = box.querySelectorAll('canvas').length;
  const svgs = box.querySelectorAll('svg').length;
  return {
    output: canvases && svgs ? 'canvas+svg' : canvases ? 'canvas' : svgs ? 'svg' : 'none',
    elements: elements.length,
    labelled,
    roles: [...new Set(roles)],
    ariaLabels,
    titles,
    focusable: elements.filter((el) => el.tabIndex >= 0).length,
    ariaHidden: elements.filter((el) => el.getAttribute('aria-hidden') === 'true').length,
  };
}

const root = createRoot(document.getElementById('root'));
root.render(<Shell chart={null} />);

window.chartBench = {
  /** Times one load of the chart: import, render until the candidate reports it drawn, the next paint. */
  async load() {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    const { default: Chart } = await import('chart-candidate');
    const imported = performance.now();
    const drawn = await new Promise((resolve) => {
      const onDrawn = () => resolve(performance.now());
      root.render(<Shell chart={<Chart data={DATA} width={WIDTH} height={HEIGHT} onDrawn={onDrawn} />} />);
    });
    const painted = await nextPaint();
    // Long-task entries arrive after their task: give the last one a moment to be reported.
    await new Promise((resolve) => setTimeout(resolve, 50));
    longTasks.push(...observer.takeRecords());
    observer.disconnect();
    const during = longTasks.filter((task) => task.startTime < painted && task.startTime + task.duration > start);
    return {
      importMs: imported - start,
      drawnMs: drawn - start,
      paintedMs: painted - start,
      longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
      longTasks: during.length,
      ...describeOutput(document.getElementById('chart')),
    };
  },
};
