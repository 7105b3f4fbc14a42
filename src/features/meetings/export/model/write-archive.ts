import { strToU8, zipSync } from 'fflate';
import { buildArchive, type ArchiveInput } from './export-archive';

/** The archive's notes written and zipped: in the export's worker, or in the page where workers cannot run. */
export function writeArchive(input: ArchiveInput): Uint8Array<ArrayBuffer> {
  const files = buildArchive(input);
  const mtime = input.exportedAt;
  return zipSync(Object.fromEntries(files.map(({ path, text }) => [path, [strToU8(text), { mtime }]])), { level: 6 });
}
