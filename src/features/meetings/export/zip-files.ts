import type { ArchiveFile } from './model/export-archive';

export interface ZipRequest {
  files: readonly ArchiveFile[];
  mtime: number;
}

export type ZipResponse = { ok: true; zip: Uint8Array<ArrayBuffer> } | { ok: false; message: string };

/**
 * The files as one .zip. In a worker of its own (fflate, loaded with it, so that no screen's code
 * carries the zip library): deflating 500 meetings' notes takes longer than a frame many times over.
 * Where workers cannot run (jsdom in the tests), fflate is loaded into the page instead.
 */
export async function zipFiles(files: readonly ArchiveFile[], mtime: Date, signal: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof Worker === 'undefined') {
    const { strToU8, zipSync } = await import('fflate');
    return zipSync(Object.fromEntries(files.map(({ path, text }) => [path, [strToU8(text), { mtime }]])), {
      level: 6,
    });
  }
  const worker = new Worker(new URL('./zip-worker.ts', import.meta.url), { type: 'module', name: 'zip' });
  try {
    return await new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      worker.onmessage = ({ data }: MessageEvent<ZipResponse>) => (data.ok ? resolve(data.zip) : reject(new Error(data.message)));
      worker.onerror = (event) => reject(new Error(event.message || 'the archive could not be written'));
      worker.postMessage({ files, mtime: mtime.getTime() } satisfies ZipRequest);
    });
  } finally {
    worker.terminate();
  }
}
