import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { StaticRouter } from 'react-router-dom';
import { meetingPageSchema } from '@/api/schemas/meeting';
import { NotificationsProvider } from '@/components/notifications';
import { meetingListFromUrl } from '@/screens/meeting-list-filters';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { UndoableDeletionsProvider } from '@/features/meetings/delete/components/undoable-deletions-provider';
import { withDayHeadings } from '@/features/meetings/model/day-headings';
import { meetingRowText } from '@/features/meetings/model/meeting-row-text';
import { meetingListScreen } from '@/screens/meetings';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { createQueryClient } from '@/lib/query/query-client';
import { RuntimeConfigContext } from '@/lib/session/runtime-config-context';
import { FIRST_ROWS, type FirstRowsTemplate } from '@/boot/first-rows-template';
import { AppRoutes } from '../app-routes';

/** The meetings the templates are rendered with (a titled one, an untitled one): their texts are found in the render and marked as slots. */
const TEMPLATE_MEETINGS = [
  {
    id: '1000000000000000001',
    title: 'Template meeting for the first rows',
    generatedTitle: null,
    startTime: '2026-01-05T10:15:00Z',
    endTime: '2026-01-05T11:45:00Z',
    calendarEventId: null,
    userId: null,
  },
  {
    id: '1000000000000000002',
    title: null,
    generatedTitle: null,
    startTime: '2026-01-05T12:15:00Z',
    endTime: '2026-01-05T12:40:00Z',
    calendarEventId: null,
    userId: null,
  },
] as const;

/**
 * The landing list at `url` as the app first renders it once its first page has arrived, rendered by
 * the app's own components and routes with a page of two meetings, cut into the templates src/boot
 * fills with the early request's meetings (src/boot/first-rows.ts): the page around the rows, a day
 * heading, a row and an untitled row, each text they show marked as a slot. Everything but the list is inert and hidden from
 * assistive technology, as in the app shell: only the rows (plain links) work before the app runs.
 * Null for a URL that is not a meeting list.
 */
export function renderFirstRows(container: HTMLElement, url: string): FirstRowsTemplate | null {
  const { pathname, search } = new URL(url, 'http://localhost');
  const at = meetingListScreen.match(pathname, search);
  if (!at) return null;
  const { filters, blocked } = meetingListFromUrl(at.scope, at.values);
  if (blocked) return null;

  apiKeyStore.setFallback('app-shell');
  const queryClient = createQueryClient();
  const page = meetingPageSchema.parse({ meetings: TEMPLATE_MEETINGS, nextCursor: null });
  queryClient.setQueryData(meetingQueries.list(at.scope, filters).queryKey, { pages: [page], pageParams: [undefined] });
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StaticRouter location={url}>
        <RuntimeConfigContext value={{ mode: 'live', apiBaseUrl: '' }}>
          <QueryClientProvider client={queryClient}>
            <NotificationsProvider>
              <UndoableDeletionsProvider>
                <AppRoutes />
              </UndoableDeletionsProvider>
            </NotificationsProvider>
          </QueryClientProvider>
        </RuntimeConfigContext>
      </StaticRouter>,
    ),
  );
  try {
    return cutTemplate(container, url);
  } finally {
    root.unmount();
    void queryClient.cancelQueries();
    queryClient.clear();
  }
}

function cutTemplate(container: HTMLElement, url: string): FirstRowsTemplate {
  const list = container.querySelector('ul[aria-label="Meetings"]');
  const [day, row, untitled] = list ? [...list.children] : [];
  if (!list || !day || !row || !untitled) throw new Error(`the list at ${url} did not render a day heading and two rows`);
  const [heading] = withDayHeadings(TEMPLATE_MEETINGS);
  if (heading?.kind !== 'day') throw new Error('the template meetings have no day heading');
  markSlot(day, heading.label, 'label');
  TEMPLATE_MEETINGS.forEach((meeting, index) => markRowSlots(index === 0 ? row : untitled, meeting));
  // The page's Content-Security-Policy lets no markup set a style: src/boot sets them as React does.
  for (const element of container.querySelectorAll('[style]')) {
    element.setAttribute(FIRST_ROWS.style, element.getAttribute('style') ?? '');
    element.removeAttribute('style');
  }
  day.remove();
  row.remove();
  untitled.remove();
  list.setAttribute(FIRST_ROWS.slot, 'rows');
  // What follows the rows (the footer's count) depends on how many there are: the app adds it.
  let after = list.parentElement?.nextElementSibling;
  while (after) {
    const next = after.nextElementSibling;
    after.remove();
    after = next;
  }
  // Only the rows work before the app runs: everything beside the way down to them is inert.
  for (let node: Element = list; node.parentElement && node !== container; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node) continue;
      sibling.setAttribute('inert', '');
      sibling.setAttribute('aria-hidden', 'true');
    }
  }
  return { url, page: container.innerHTML, day: day.outerHTML, meeting: row.outerHTML, untitled: untitled.outerHTML };
}

function markRowSlots(row: Element, meeting: (typeof TEMPLATE_MEETINGS)[number]): void {
  const text = meetingRowText(meeting);
  markSlot(row, text.title, 'title');
  markSlot(row, text.meta ?? '', 'meta');
  markSlot(row, text.time, 'time');
  // Its link's address is the meeting's (src/boot sets it).
  if (!row.querySelector('a[href]')) throw new Error('the template row is not a link');
}

/** Marks the element of `within` whose whole text is `text` as the slot `name`. */
function markSlot(within: Element, text: string, name: string): void {
  const element = [...within.querySelectorAll('*')].find((candidate) => candidate.children.length === 0 && candidate.textContent === text);
  if (!element) throw new Error(`no element shows the template's ${name} (“${text}”)`);
  element.setAttribute(FIRST_ROWS.slot, name);
}
