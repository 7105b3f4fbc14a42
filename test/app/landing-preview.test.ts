import { describe, expect, it } from 'vitest';
import { paintLandingPreview, readPreviewMeetings } from '@/app/first-paint/landing-preview';

const meeting = (fields: Record<string, unknown>) => ({
  id: 'm1',
  title: 'Roadmap check-in',
  generatedTitle: null,
  startTime: '2026-11-20T16:00:00.000Z',
  endTime: '2026-11-20T16:25:00.000Z',
  ...fields,
});
const page = (...meetings: unknown[]) => JSON.stringify({ meetings, nextCursor: null });

function paint(text: string): HTMLElement {
  const root = document.createElement('div');
  const meetings = readPreviewMeetings(text);
  if (meetings) paintLandingPreview(root, meetings);
  return root;
}

describe('the landing list painted before the app has loaded', () => {
  it('shows each meeting’s row, inert and hidden from assistive technology', () => {
    const root = paint(page(meeting({}), meeting({ id: 'm2', title: null, generatedTitle: null })));
    const shell = root.querySelector('[data-first-paint]');
    expect(shell?.hasAttribute('inert')).toBe(true);
    expect(shell?.getAttribute('aria-hidden')).toBe('true');
    const rows = [...root.querySelectorAll('main li a[href^="/me/meetings/"]')].map((row) => [row.getAttribute('href'), row.textContent]);
    expect(rows).toEqual([
      ['/me/meetings/m1', 'Roadmap check-in25 min08:00 AM – 08:25 AM'],
      ['/me/meetings/m2', 'Untitled meeting25 min08:00 AM – 08:25 AM'],
    ]);
    expect(root.querySelector('main h2')?.textContent).toBe('Friday, November 20, 2026');
  });

  it('puts the server’s text in as text, never as markup', () => {
    const root = paint(page(meeting({ title: '<img src=x onerror="alert(1)">Plan' })));
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('main li a[href^="/me/meetings/"]')?.textContent).toContain('<img src=x onerror="alert(1)">Plan');
  });

  it('paints nothing over what the app has rendered', () => {
    const root = document.createElement('div');
    root.append(document.createElement('p'));
    paintLandingPreview(root, readPreviewMeetings(page(meeting({}))) ?? []);
    expect(root.children).toHaveLength(1);
    expect(root.querySelector('[data-first-paint]')).toBeNull();
  });

  it.each([
    ['not JSON', '<html>Bad gateway</html>'],
    ['no meetings', page()],
    ['meetings that are not a list', JSON.stringify({ meetings: { id: 'm1' } })],
    ['a title that is not text', page(meeting({}), meeting({ id: 'm2', title: 42 }))],
    ['a start that is not text', page(meeting({ startTime: { at: 1 } }))],
    ['a meeting that is not an object', page(meeting({}), 'm2')],
    ['a meeting that is a list', page(meeting({}), [])],
    ['an id no URL can carry', page(meeting({ id: '..' }))],
  ])('leaves the answer to the app when it has %s', (_case, text) => {
    expect(readPreviewMeetings(text)).toBeNull();
    expect(paint(text).childElementCount).toBe(0);
  });
});
