/** One unit of a transcript: a speaker's turn, or a line of plain text when there are no speakers. */
export interface TranscriptTurn {
  speaker: string | null;
  /** As written, e.g. `00:01:05`, when the transcript carries times. */
  time: string | null;
  text: string;
}

/** `**Alex**` alone on its line (the real service's format). */
const BOLD_SPEAKER = /^\*\*([^*]{1,80})\*\*:?$/;
/** `[00:01:05] Alex: text`, also `[01:05]`. */
const TIMESTAMPED = /^\[(\d{1,2}:\d{2}(?::\d{2})?)\]\s*([^:[\]]{1,60}?):\s*(.*)$/;
/** `Alex: text` — only trusted when most lines look like this (see below). */
const NAMED = /^([^:*[\]]{1,40}?):\s+(.+)$/;

function plausibleName(name: string): boolean {
  return name.split(/\s+/).length <= 4 && !/[.!?]$/.test(name);
}

/**
 * Recognises the transcript formats in use; anything else becomes plain lines. Never interprets
 * markup beyond the speaker line: the text is shown as the text it is.
 */
export function parseTranscript(raw: string): TranscriptTurn[] {
  const lines = raw.replace(/\r\n?/g, '\n').split('\n');
  const filled = lines.map((line) => line.trim()).filter(Boolean);
  const namedCount = filled.filter((line) => {
    const match = NAMED.exec(line);
    return match?.[1] !== undefined && plausibleName(match[1]);
  }).length;
  // "Note: …" in prose must not become a speaker called Note.
  const namedFormat = filled.length > 0 && namedCount / filled.length >= 0.5;

  const turns: TranscriptTurn[] = [];
  let current: TranscriptTurn | null = null;
  let blankSince = false;
  for (const line of lines) {
    const text = line.trim();
    if (!text) {
      blankSince = true;
      continue;
    }
    const bold = BOLD_SPEAKER.exec(text);
    const stamped = bold ? null : TIMESTAMPED.exec(text);
    const named = bold || stamped || !namedFormat ? null : NAMED.exec(text);
    if (bold?.[1]) {
      current = { speaker: bold[1].trim(), time: null, text: '' };
      turns.push(current);
    } else if (stamped?.[1] && stamped[2]) {
      current = { speaker: stamped[2].trim(), time: stamped[1], text: stamped[3] ?? '' };
      turns.push(current);
    } else if (named?.[1] && named[2] && plausibleName(named[1])) {
      current = { speaker: named[1].trim(), time: null, text: named[2] };
      turns.push(current);
    } else if (current?.speaker) {
      current.text += current.text ? `${blankSince ? '\n\n' : '\n'}${text}` : text;
    } else {
      current = { speaker: null, time: null, text };
      turns.push(current);
    }
    blankSince = false;
  }
  return turns;
}

/** The transcript as plain text for download, in the common `Name: text` form. */
export function transcriptAsText(turns: readonly TranscriptTurn[]): string {
  return turns
    .map((turn) => {
      const who = [turn.time ? `[${turn.time}]` : null, turn.speaker ? `${turn.speaker}:` : null].filter(Boolean).join(' ');
      return who ? `${who} ${turn.text}` : turn.text;
    })
    .join('\n\n');
}
