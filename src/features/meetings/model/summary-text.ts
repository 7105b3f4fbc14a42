import type { Meeting } from '@/api/schemas/meeting';

/** The text of server HTML, without rendering it: an inert document runs no scripts, loads nothing. */
export function htmlToText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
}

/** The summary as plain text (what Copy summary copies): markdown, else the short one, else the HTML's text. */
export function summaryText(summary: Meeting['summary']): string | null {
  return summary?.markdown?.trim() || summary?.short?.trim() || (summary?.html ? htmlToText(summary.html) : '') || null;
}
