/**
 * The chart libraries compared, each pinned to the version measured, and what the harness installs
 * beside them: React and the build tools at the repo's own versions.
 */
export interface Candidate {
  /** Also the name of its entry, `app/candidates/<name>.jsx`, and of its build folder. */
  name: string;
  label: string;
  packages: Record<string, string>;
}

export const CANDIDATES: Candidate[] = [
  {
    name: 'visx',
    label: 'visx',
    packages: { '@visx/shape': '4.0.0', '@visx/scale': '4.0.0', '@visx/axis': '4.0.0', '@visx/group': '4.0.0' },
  },
  { name: 'uplot', label: 'uPlot', packages: { uplot: '1.6.32' } },
  { name: 'observable-plot', label: 'Observable Plot', packages: { '@observablehq/plot': '0.6.17' } },
  { name: 'chart-js', label: 'Chart.js', packages: { 'chart.js': '4.6.1' } },
  // react-is is a peer dependency of Recharts, pinned to React's version.
  { name: 'recharts', label: 'Recharts', packages: { recharts: '3.11.1', 'react-is': '19.3.1' } },
];

/** The app shell's packages, as in the repo's package.json. */
export const SHELL_PACKAGES = { react: '19.3.1', 'react-dom': '19.3.1' };
export const BUILD_PACKAGES = { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' };
