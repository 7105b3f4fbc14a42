import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

/** A section of the meeting page, by its heading. */
export const section = (name: string) => screen.getByRole('region', { name });

/**
 * Waits for the meeting page's header and for the sections below its summary, which render just
 * after it (the last of them, the calendar event, says something once they have).
 */
export async function findMeetingPage(title?: string): Promise<void> {
  await screen.findByRole('heading', { level: 1, ...(title === undefined ? {} : { name: title }) });
  await waitFor(() => expect(section('Calendar event').textContent).not.toBe('Calendar event'));
}
