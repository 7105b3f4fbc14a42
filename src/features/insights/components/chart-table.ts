/** A chart's numbers as rows: what its table shows and its CSV holds, from one source. */
export interface ChartTable {
  caption: string;
  head: readonly string[];
  /** Text or numbers; numbers are rounded to two decimals. */
  rows: readonly (readonly (string | number | null)[])[];
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;

export const cellText = (value: string | number | null): string =>
  value === null ? '' : typeof value === 'number' ? String(round2(value)) : value;
