import type { Random } from './random';

export type TranscriptFormat = 'bold' | 'timestamped' | 'colon';

interface TranscriptOptions {
  speakers: string[];
  lines: string[];
  turns: number;
  format: TranscriptFormat;
  /** Seconds between the starts of turns, on average. */
  pace?: number;
}

function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * Writes a transcript the way the real service does (`**Name**`, the text, a blank line), or in the
 * `[hh:mm:ss] Name: text` and `Name: text` forms other exports use.
 */
export function writeTranscript(random: Random, { speakers, lines, turns, format, pace = 20 }: TranscriptOptions): string {
  const out: string[] = [];
  let seconds = random.int(2, 15);
  for (let turn = 0; turn < turns; turn += 1) {
    // The service labels voices it could not match to a participant as "Speaker N".
    const speaker = random.chance(0.04) ? `Speaker ${random.int(2, 4)}` : random.pick(speakers);
    const text = random.chance(0.3) ? `${random.pick(lines)} ${random.pick(lines)}` : random.pick(lines);
    if (format === 'bold') out.push(`**${speaker}**\n${text}`);
    else if (format === 'timestamped') out.push(`[${clock(seconds)}] ${speaker}: ${text}`);
    else out.push(`${speaker}: ${text}`);
    seconds += random.int(Math.max(3, pace - 12), pace + 12);
  }
  return out.join(format === 'bold' ? '\n\n' : '\n');
}
