/**
 * The speed goals `npm run bench` checks (docs/performance.md). Timings are compared
 * with the peers measured in the same run, never with a remembered number.
 */
export const BUDGETS = {
  /** Initial JavaScript for the meetings screen, gzip. */
  initialJsGzipBytes: 120 * 1024,
  /**
   * Each page, gzip at nginx's level here (6): with its headers (700 bytes allowed; nginx's and the
   * preview's are 500–650), within the first round trip's window (10 segments of 1,460 bytes), so the
   * HTML comes in one round trip. One byte more and the list's request, sent while the page's last
   * bytes are on their way, waits for a connection of its own (docs/performance.md).
   */
  pageGzipBytes: 10 * 1460 - 700,
  /** What opening Insights downloads after the first screen (its charts included), gzip. */
  insightsJsGzipBytes: 60 * 1024,
  /** First meeting row, cold: at most this share of the react-admin peer's median… */
  firstRowVsReactAdmin: 0.3,
  /** …and of the naive stack floor's median. */
  firstRowVsStackFloor: 0.8,
  /**
   * The list's request leaves within a frame (60 Hz) of the HTML's arrival: at most this much later,
   * after the HTML's last byte, than from the same page with only a fetch in its inline start (the
   * median of pairs of loads, one after the other).
   */
  listRequestBeyondBarePageMs: 1000 / 60,
  /** Second visit with the hashed assets cached (data not): first row within this. */
  repeatVisitMs: 200,
  /** From the click on a row whose meeting was prefetched on hover to its summary on screen. */
  openPrefetchedMeetingMs: 100,
  /** A 25,000-line transcript on screen this soon after its data arrived. */
  longTranscriptOpenMs: 300,
  /** Search of the copy kept on the device (2,000 meetings saved): results on screen this soon after the last keystroke. */
  librarySearchMs: 100,
  /** No task on the main thread longer than this while typing in find or scrolling a long list. */
  longTaskMs: 50,
  /** No task longer than this in bulk work over 10,000 loaded meetings (selecting, reviewing, deleting, stopping). */
  bulkLongTaskMs: 200,
  /** Lighthouse (mobile): every category at least this score, 0–100. */
  lighthouseScore: 100,
  /** Lighthouse (mobile) in demo mode, a newcomer's first visit (the mock API and its data in the page): at least this. */
  demoLighthouseScore: 95,
  network: { latencyMs: 40, megabitsPerSecond: 10 },
} as const;
