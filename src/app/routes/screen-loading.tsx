/** Shown while a screen's code arrives. */
export function ScreenLoading() {
  return (
    <p role="status" aria-live="polite">
      Loading…
    </p>
  );
}
