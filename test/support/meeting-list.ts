import { within } from '@testing-library/react';

/** A meeting's row link, by its URL's path (titles repeat in real data; the query string carries the list's filters). */
export function rowLink(list: HTMLElement, meetingId: string): HTMLElement {
  const link = within(list)
    .getAllByRole('link')
    .find((a) => a.getAttribute('href')?.split('?')[0]?.endsWith(`/meetings/${meetingId}`));
  if (!link) throw new Error(`no row for meeting ${meetingId}`);
  return link;
}
