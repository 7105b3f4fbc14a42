import { parseTranscript, type TranscriptTurn } from './parse-transcript';

let last: { transcript: string; turns: readonly TranscriptTurn[] } | null = null;

/**
 * The turns of a meeting's transcript. The transcript, the attendees' "who spoke" and the Markdown
 * export all need them, and a 3-hour meeting has 25,000 lines: they are parsed once per transcript.
 */
export function transcriptTurns(transcript: string | null): readonly TranscriptTurn[] {
  if (!transcript) return [];
  if (last?.transcript !== transcript) last = { transcript, turns: parseTranscript(transcript) };
  return last.turns;
}
