import { describe, expect, it } from 'vitest';
import { summarizeLighthouse, type LighthouseResult } from './measures/lighthouse';

function run(performance: number, blockingMs: number, accessibility = 100): LighthouseResult {
  return {
    url: 'http://127.0.0.1/me/meetings',
    scores: { performance, accessibility, 'best-practices': 100 },
    shortfalls: [`performance: total-blocking-time ${blockingMs} ms`],
    metrics: {},
    blockingMs,
    longTasks: [],
  };
}

describe('the bench sums up a page’s Lighthouse runs', () => {
  it('reports each category’s median and keeps the run whose performance is the median', () => {
    const summary = summarizeLighthouse([run(90, 300), run(80, 700, 98), run(99, 60), run(85, 450), run(95, 150)]);
    expect(summary.scores).toEqual({ performance: 90, accessibility: 100, 'best-practices': 100 });
    expect(summary.performanceRuns).toEqual([90, 80, 99, 85, 95]);
    expect(summary.fullMarks).toBe(0);
    expect(summary.blockingMs).toEqual({ median: 300, runs: [300, 700, 60, 450, 150] });
    expect(summary.typicalRun).toBe(0);
    expect(summary.typical.shortfalls).toEqual(['performance: total-blocking-time 300 ms']);
  });

  it('rounds an even number of runs’ median, and keeps the lower of the two middle runs', () => {
    const summary = summarizeLighthouse([run(80, 700), run(95, 100), run(85, 450), run(90, 250)]);
    expect(summary.scores.performance).toBe(88);
    expect(summary.blockingMs.median).toBe(350);
    expect(summary.typicalRun).toBe(2);
  });

  it('counts the runs that scored 100, which a median of 100 can hide', () => {
    const summary = summarizeLighthouse([run(100, 40), run(99, 110), run(100, 20), run(98, 150), run(100, 60)]);
    expect(summary.scores.performance).toBe(100);
    expect(summary.fullMarks).toBe(3);
  });

  it('says so when there is nothing to sum up', () => {
    expect(() => summarizeLighthouse([])).toThrow('no Lighthouse runs');
  });
});
