/// <reference lib="webworker" />
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ZipRequest, ZipResponse } from './zip-files';

/** Compresses the archive off the page's main thread: hundreds of notes take seconds to deflate. */
self.onmessage = ({ data }: MessageEvent<ZipRequest>) => {
  try {
    const files: Zippable = Object.fromEntries(data.files.map(({ path, text }) => [path, [strToU8(text), { mtime: data.mtime }]]));
    const zip = zipSync(files, { level: 6 });
    self.postMessage({ ok: true, zip } satisfies ZipResponse, { transfer: [zip.buffer] });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ZipResponse);
  }
};
