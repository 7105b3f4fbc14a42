/** The budgets (docs/architecture.md), in one place for the benchmark. */
export const BUDGETS = {
  /** Initial JavaScript for the meetings screen, gzip. */
  initialJsGzipBytes: 120 * 1024,
  /** The reference: a minimal react-admin app loading the same list on the same kind of machine. */
  reactAdminColdLoadMs: 800,
  /** Our cold load may take at most this share of the reference. */
  coldLoadRatio: 0.4,
  network: { latencyMs: 40, megabitsPerSecond: 10 },
} as const;
