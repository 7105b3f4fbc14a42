/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko…, and their presentation forms) and the bidi controls. */
const BIDI = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * Server text put into a plain-text line of ours (a tab's title, a <select>'s option, a line of
 * Markdown): between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, the plain-text
 * `<bdi>`, when it has something that could reorder what is around it. Text without (most text) is
 * left exactly as it is, so what people copy or compare does not change.
 */
export function isolateBidi(text: string): string {
  return BIDI.test(text) ? `\u2068${text}\u2069` : text;
}
