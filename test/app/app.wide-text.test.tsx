import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUOTED_CHARS } from '@/components/sentence';
import { OPTION_CHARS } from '@/components/text-option';
import { WIDE_MEETING_ID, WIDE_TAG_COUNT, wide } from '@/mocks/scenarios/hostile-text';
import { useDataScenario } from '../support/data-scenario';
import { useFakeClock } from '../support/fake-clock';
import { findMeetingPage } from '../support/meeting-page';
import { renderApp } from '../support/render-app';

/**
 * Text that would widen the page (10 KB without a place to break): what a browser sizes to its
 * longest text, a native <select> and a notice, shows the start of it with the whole as its tooltip.
 * (Everything else wraps: the browser journey measures every screen, test/e2e/journeys/hostile-text.spec.ts.)
 */

/** That a long text is this one, without printing 10 KB when it is not. */
const same = (actual: string | null, expected: string) => (actual === expected ? 'the same' : `${actual?.slice(0, 40)}…`);

describe('a long name in a picker', () => {
  it('shows its start in the tag picker, the whole of it as the tooltip and the value', async () => {
    useDataScenario('wide-text');
    renderApp('/me/meetings');
    const picker = await screen.findByRole('combobox', { name: 'Tag' });
    // The select's own list of options: a role query over 5,001 of them took seconds each time it polled.
    await waitFor(() => expect((picker as HTMLSelectElement).options).toHaveLength(WIDE_TAG_COUNT + 1));
    const option = picker.querySelector<HTMLOptionElement>(`option[value="${wide('Tag0')}"]`)!;
    expect(option.textContent).toBe(`${wide('Tag0').slice(0, OPTION_CHARS)}… (shared)`);
    expect(same(option.title, wide('Tag0'))).toBe('the same');
    const longest = Math.max(...[...picker.querySelectorAll('option')].map((each) => each.textContent?.length ?? 0));
    expect(longest).toBeLessThanOrEqual(OPTION_CHARS + ' (shared)'.length + 1);
  });

  it('shows its start in the task board’s meeting picker, the whole of it as the tooltip', async () => {
    useDataScenario('wide-text');
    renderApp('/me/tasks');
    const picker = await screen.findByRole('combobox', { name: 'Meeting' });
    const option = await waitFor(() => {
      const found = picker.querySelector<HTMLOptionElement>(`option[value="${WIDE_MEETING_ID}"]`);
      if (!found) throw new Error('the meeting is not offered yet');
      return found;
    });
    expect(option.textContent).toMatch(new RegExp(`^${wide('Title').slice(0, OPTION_CHARS)}… — \\w{3}, \\w{3} \\d+, \\d{4}$`));
    expect(same(option.title, wide('Title'))).toBe('the same');
  });
});

describe('a long title in a dialog and a notice', () => {
  it('is quoted by its start, the whole of it as the tooltip', async () => {
    useDataScenario('wide-text');
    useFakeClock();
    const { user } = renderApp(`/me/meetings/${WIDE_MEETING_ID}`, { fakeTimers: true });
    await findMeetingPage();
    const quoted = `${wide('Title').slice(0, QUOTED_CHARS)}…`;
    await user.click(screen.getByRole('button', { name: 'Delete meeting' }));
    const dialog = screen.getByRole('dialog', { name: `Delete “${quoted}”?` });
    expect(same(dialog.querySelector('bdi')?.title ?? null, wide('Title'))).toBe('the same');
    await user.click(within(dialog).getByRole('button', { name: 'Delete meeting' }));
    const notice = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('listitem');
    expect(notice).toHaveTextContent(`“${quoted}” will be deleted in 5 seconds.`);
    expect(same(notice.querySelector('bdi')?.title ?? null, wide('Title'))).toBe('the same');
  });
});
