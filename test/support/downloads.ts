import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

export interface Download {
  href: string;
  /** The file name the page asked for. */
  download: string;
  blob: Blob;
}

/**
 * jsdom has neither object URLs nor downloads: this records what the page hands to the browser, each
 * blob it makes a URL for and the file name of the link it clicks to save it. Call it in a describe
 * block; the list is emptied after each test.
 */
export function recordDownloads(): Download[] {
  const downloads: Download[] = [];
  beforeAll(() => {
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const href = `blob:test/${downloads.length}`;
        downloads.push({ href, download: '', blob });
        return href;
      },
      revokeObjectURL: () => undefined,
    });
  });
  beforeEach(() => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const entry = downloads.find((d) => d.href === this.href);
      if (entry) entry.download = this.download;
    });
  });
  afterEach(() => {
    downloads.length = 0;
  });
  return downloads;
}

/** A file's bytes as text (jsdom's Blob has no text()). */
export function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob);
  });
}

/** A file's bytes (a .zip's, say). */
export function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}
