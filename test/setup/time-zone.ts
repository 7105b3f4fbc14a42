/**
 * West of UTC on purpose: a calendar date shifted by the time zone shows up as the wrong day.
 * Set in Vitest's own process before any test runs: the tests run in worker threads, which take the
 * process's time zone (a TZ set for one thread alone does not move its clock's zone).
 */
export default function setTimeZone(): void {
  process.env.TZ = 'America/Los_Angeles';
}
