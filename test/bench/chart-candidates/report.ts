import { median } from '../page-probes';
import type { Candidate } from './candidates';
import type { ChunkSizes } from './chunk-sizes';
import type { LoadResult } from './render-cost';

export type CandidateResult = ReturnType<typeof summarize>;

/** One candidate's figures: its sizes, the medians of its loads, and what its DOM offers (from the last load). */
export function summarize(candidate: Candidate, sizes: ChunkSizes, samples: LoadResult[]) {
  const last = samples.at(-1);
  if (!last) throw new Error(`${candidate.name}: no loads`);
  const medianOf = (pick: (sample: LoadResult) => number) => median(samples.map(pick));
  return {
    name: candidate.name,
    label: candidate.label,
    packages: candidate.packages,
    gzipBytes: sizes.gzipBytes,
    files: sizes.files,
    shellGzipBytes: sizes.shellGzipBytes,
    medianImportMs: medianOf((s) => s.importMs),
    medianDrawnMs: medianOf((s) => s.drawnMs),
    medianPaintedMs: medianOf((s) => s.paintedMs),
    medianLongestTaskMs: medianOf((s) => s.longestTaskMs),
    output: last.output,
    accessibility: {
      labelled: last.labelled,
      roles: last.roles,
      ariaLabels: last.ariaLabels,
      titles: last.titles,
      focusable: last.focusable,
      ariaHidden: last.ariaHidden,
      elements: last.elements,
    },
    samples,
  };
}

const COLUMNS = ['candidate', 'gzip KB', 'import ms', 'painted ms', 'longest task ms', 'output', 'role/aria-label/title', 'focusable'];
const LEFT_ALIGNED = new Set([0, 5]);

/** The table printed at the end of a run: one row per candidate, numbers right-aligned. */
export function formatTable(results: CandidateResult[]): string {
  const rows = [
    COLUMNS,
    ...results.map((r) => [
      r.label,
      (r.gzipBytes / 1024).toFixed(1),
      r.medianImportMs.toFixed(0),
      r.medianPaintedMs.toFixed(0),
      r.medianLongestTaskMs.toFixed(0),
      r.output,
      String(r.accessibility.labelled),
      r.accessibility.focusable ? `yes (${r.accessibility.focusable})` : 'no',
    ]),
  ];
  const widths = COLUMNS.map((_, col) => Math.max(...rows.map((row) => row[col]?.length ?? 0)));
  const pad = (cell: string, col: number) => (LEFT_ALIGNED.has(col) ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0));
  return rows.map((row) => row.map(pad).join('  ')).join('\n');
}
