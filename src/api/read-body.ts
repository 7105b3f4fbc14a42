/** Thrown when a body goes past the reader's limit: it was not read further. */
export class BodyTooLarge extends Error {}

/**
 * Reads a response body as text, piece by piece, so that the caller's watchdog sees it arrive
 * (`onProgress`) and its signal ends the read at once. `response.text()` would wait for as long as a
 * stalled server keeps the connection open, whatever the signal says: a response adopted from
 * elsewhere (the early request) or mocked in a test does not stop when the request's signal aborts.
 * Past `maxBytes` (as decompressed) it stops reading and throws `BodyTooLarge`.
 */
export async function readBodyText(response: Response, signal: AbortSignal, onProgress: () => void, maxBytes = Infinity): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  let stop: (reason: unknown) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  const onAbort = () => stop(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), stopped]);
      if (done) return text + decoder.decode();
      onProgress();
      bytes += value.byteLength;
      if (bytes > maxBytes) throw new BodyTooLarge();
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    void reader.cancel(error).catch(() => undefined);
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
