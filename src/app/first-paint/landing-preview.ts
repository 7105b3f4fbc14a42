/**
 * The landing list's first screen, painted by the early entry from the early request's answer while
 * the app bundle is still on its way: the same elements and classes (the same CSS modules) as the
 * app's first render, so each row is where React will put it. Inert and hidden from assistive
 * technology (nothing in it works yet); React's first render replaces it whole (createRoot empties
 * its container), which has the data by then (`takeArrivedMeetingPage`).
 *
 * Plain DOM, no React: this runs before React has loaded. Server text goes in as text nodes only.
 * Kept in step with the app by the first-paint journey (test/e2e/journeys/first-paint.spec.ts), which
 * compares every row's box and the header's text before and after the hand-over.
 */
import { parseJsonHidingKey, type HideKey } from '@/api/hide-key';
import buttonStyles from '@/components/button.module.css';
import filterStyles from '@/components/filters.module.css';
import layout from '@/components/layout.module.css';
import scopeSwitch from '@/components/scope-switch.module.css';
import splitView from '@/components/split-view.module.css';
import { withDayHeadings } from '@/features/meetings/model/day-headings';
import {
  DAY_HEADING_REM,
  FIRST_PAINT_ROWS,
  MEETING_ROW_REM,
  meetingRowText,
  ROW_FIELDS,
  type RowMeeting,
} from '@/features/meetings/model/meeting-row-text';
import listPage from '@/features/meetings/list/meeting-list-page.module.css';
import rowStyles from '@/features/meetings/list/meeting-row.module.css';
import searchBox from '@/features/search/components/global-search-box.module.css';
import health from '@/features/settings/components/health-indicator.module.css';
import { paletteKeyLabel } from '@/lib/keyboard/platform';
import { readDateTime } from '@/lib/date-time';
import { paths } from '@/lib/paths';
import { isWideScreen } from '@/lib/wide-screen-query';
import appLayout from '../layout/app-layout.module.css';
import paletteTrigger from '../shortcuts/keyboard-shortcuts.module.css';

type Child = Node | string | null;

/** An element with attributes and children; strings become text nodes, never markup. */
function h(tag: string, attributes: Record<string, string | undefined>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  element.append(...children.filter((child) => child !== null));
  return element;
}

/** Inline styles through the CSSOM, as React sets them: the content security policy refuses `style` attributes. */
function styled(
  element: HTMLElement,
  style: Partial<Pick<CSSStyleDeclaration, 'height' | 'margin' | 'padding' | 'listStyle'>>,
): HTMLElement {
  Object.assign(element.style, style);
  return element;
}

/** What the app's header shows before its health check has answered. */
function header(): HTMLElement {
  const nav: [string, string][] = [
    ['Meetings', paths.meetings('me')],
    ['Tasks', paths.tasks('me')],
    ['Search', paths.search()],
    ['Settings', paths.settings()],
  ];
  return h(
    'header',
    { class: appLayout.header },
    h(
      'div',
      { class: appLayout.headerInner },
      h('a', { class: appLayout.brand, href: paths.home() }, 'Meeting Records'),
      h(
        'nav',
        { class: appLayout.nav },
        h(
          'ul',
          {},
          ...nav.map(([label, href], index) => h('li', {}, h('a', { href, ...(index === 0 ? { 'aria-current': 'page' } : {}) }, label))),
        ),
      ),
      h(
        'form',
        { class: searchBox.form },
        h('label', { class: 'visually-hidden' }, 'Search meetings'),
        h('input', { type: 'search', class: searchBox.input, placeholder: 'Search meetings' }),
        h('kbd', { class: searchBox.hint }, '/'),
      ),
      h('button', { type: 'button', class: paletteTrigger.trigger }, 'Go to…', h('kbd', { class: paletteTrigger.hint }, paletteKeyLabel())),
      h('span', { class: health.indicator }, h('span', { class: health.dot }), 'Checking API…'),
    ),
  );
}

function filters(): HTMLElement {
  return h(
    'div',
    { class: filterStyles.bar },
    h(
      'fieldset',
      { class: filterStyles.group },
      h('legend', {}, 'Date'),
      h('button', { type: 'button', class: buttonStyles.button }, 'Any date'),
      h('p', { class: filterStyles.error }),
    ),
    h('div', { class: filterStyles.field }, h('label', {}, 'Tag'), h('select', {}, h('option', {}, 'All tags (loading…)'))),
  );
}

function rows(meetings: readonly RowMeeting[]): HTMLElement {
  const items = withDayHeadings(meetings.slice(0, FIRST_PAINT_ROWS)).map((item) => {
    if (item.kind === 'day') return styled(h('li', {}, h('h2', { class: rowStyles.day }, item.label)), { height: `${DAY_HEADING_REM}rem` });
    const { title, untitled, meta, time } = meetingRowText(item.meeting);
    const href = item.meeting.id ? paths.meeting('me', item.meeting.id) : null;
    const row = h(
      href ? 'a' : 'div',
      { class: rowStyles.row, ...(href ? { href } : {}) },
      h('span', { class: `${rowStyles.title ?? ''} ${untitled ? (rowStyles.untitled ?? '') : ''}`, dir: 'auto' }, title),
      h('span', { class: rowStyles.meta }, meta),
      h('span', { class: rowStyles.time }, time),
    );
    return styled(h('li', {}, row), { height: `${MEETING_ROW_REM}rem` });
  });
  return styled(h('ul', {}, ...items), { margin: '0', padding: '0', listStyle: 'none' });
}

function page(meetings: readonly RowMeeting[]): HTMLElement {
  return h(
    'div',
    { class: layout.page },
    h(
      'div',
      { class: layout.header },
      h('h1', {}, 'My meetings'),
      h(
        'div',
        { class: layout.actions },
        h(
          'nav',
          { class: scopeSwitch.switch },
          h(
            'ul',
            {},
            h('li', {}, h('a', { 'aria-current': 'page', href: paths.meetings('me') }, 'Mine')),
            h('li', {}, h('a', { href: paths.meetings('workspace') }, 'Workspace')),
          ),
        ),
      ),
    ),
    filters(),
    h('div', { class: listPage.results }, rows(meetings)),
  );
}

/** The split view's empty pane, as the route table words it for the meeting route. */
export const SPLIT_PANE_EMPTY = 'Select a meeting to read it here: j and k move through the list, Enter opens, ? lists every shortcut.';

function main(meetings: readonly RowMeeting[]): HTMLElement {
  const content = isWideScreen()
    ? h(
        'div',
        { class: splitView.split },
        h('div', { class: splitView.list }, page(meetings)),
        h('section', { class: splitView.pane }, h('p', { class: splitView.empty }, SPLIT_PANE_EMPTY)),
      )
    : page(meetings);
  return h('main', { class: appLayout.main }, content);
}

/**
 * Paints the personal list's first rows into `root` if React has not rendered there yet. `meetings`
 * comes from a loose reading of the answer (`readPreviewMeetings`): the app decodes it properly.
 */
export function paintLandingPreview(root: HTMLElement, meetings: readonly RowMeeting[]): void {
  if (root.firstChild) return;
  const shell = h('div', { class: appLayout.shell, inert: '', 'aria-hidden': 'true', 'data-first-paint': '' }, header(), main(meetings));
  root.append(shell);
}

/** A field a row shows: a string, or absent. Anything else: not a row to paint. */
function textField(record: Record<string, unknown>, field: (typeof ROW_FIELDS)[number]): string | null | undefined {
  const value = record[field];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

function readRow(meeting: unknown): RowMeeting | null {
  // An array is no meeting either: the app reads it as a record unreadable as a whole.
  if (typeof meeting !== 'object' || meeting === null || Array.isArray(meeting)) return null;
  const record = meeting as Record<string, unknown>;
  const row = {} as Record<(typeof ROW_FIELDS)[number], string | null>;
  for (const field of ROW_FIELDS) {
    const value = textField(record, field);
    // A date the app cannot read is listed as unreadable there: not a row to paint.
    if (value === undefined || (value && (field === 'startTime' || field === 'endTime') && !readDateTime(value))) return null;
    row[field] = value;
  }
  // A row the app shows differently (an id no URL can carry) is left to the app.
  return meetingRowText(row).openable ? row : null;
}

/**
 * The rows of a list page's JSON, when every meeting has the fields a row shows as strings (or null);
 * otherwise null, and nothing is painted: the app's own reading (the zod schema, which stays out of
 * the early entry) decides what to show.
 */
export function readPreviewMeetings(text: string, hide: HideKey = (value) => value): RowMeeting[] | null {
  try {
    // The key hidden as the fetch layer hides it: this paints server text before the app has loaded.
    const body = parseJsonHidingKey(text, hide);
    const meetings = typeof body === 'object' && body !== null ? (body as { meetings?: unknown }).meetings : undefined;
    if (!Array.isArray(meetings) || meetings.length === 0) return null;
    const rows = meetings.map(readRow);
    return rows.every((row) => row !== null) ? rows : null;
  } catch {
    return null;
  }
}
