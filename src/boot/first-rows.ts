import type { ReadResponse } from '@/api/early-responses';
import { keyHider, parseJsonHidingKey } from '@/api/hide-key';
import { dateTimeOrNull, isReadableDateTime, stringOrNull, textOrNull } from '@/api/schemas/field-readings';
import { scopedOperation, type OperationName } from '@/api/operations';
import { resolveHome } from '@/screens/screen-list';
import { withDayHeadings, type ListItem } from '@/features/meetings/model/day-headings';
import { FIRST_RENDER_ROWS, meetingRowText, ROW_FIELDS, type RowMeeting } from '@/features/meetings/model/meeting-row-text';
import { isOpenableMeetingId, meetingLinks, meetingListScreen } from '@/screens/meetings';
import { isWideViewport } from '@/lib/browser/wide-viewport-query';
import type { DeviceFirstPage } from '@/library/source/device-first-page';
import { FIRST_ROWS, type RowPart } from './first-rows-template';

/**
 * Shows the first page's meetings as soon as the early request has brought them, before the app's
 * code has run: the page the build rendered with the app's own components (first-rows-template.ts),
 * its rows filled in, as text only. The rows are plain links, so they can be used at once; the app's
 * first render, from the same answer, puts the same rows in their place.
 *
 * The answer is read as the app reads it: the key hidden wherever the server echoed it, each row's
 * fields read as the schemas read them. Only when every row reads exactly as the app's would: a
 * meeting it shows otherwise (not as a link, or with a field it flags as unreadable), an id twice or an
 * answer that is not a page of meetings leaves the first rows to the app. Returns whether it showed them.
 */
export function showFirstRows(request: { operation: OperationName }, answer: ReadResponse, apiKey: string): boolean {
  return answer.ok && showRows(request.operation, 'network', () => plainMeetings(parseJsonHidingKey(answer.text, keyHider([apiKey]))));
}

/**
 * Shows the first page of the copy kept on this device (library/source/device-first-page.ts), read
 * by the page's inline start, as the network's would be shown; rows the app would flag are left to it.
 */
export function showDeviceFirstRows({ scope, page }: DeviceFirstPage): boolean {
  const readable = page.meetings.every((meeting) => meeting.unreadable.length === 0);
  return readable && showRows(scopedOperation(scope, 'listMeetings'), 'device', () => plainMeetings(page));
}

/** Which rows the shell shows: the network's are shown once (by the page's start or the early entry), and stay. */
const SHOWN_FROM = 'data-first-rows-from';

/**
 * Fills the page's template with the list's rows, if `operation` is this page's list's and `read`
 * gives them, unless the network's rows are on screen already.
 */
function showRows(operation: OperationName, from: 'network' | 'device', read: () => FirstRowMeeting[] | null): boolean {
  const at = resolveHome(window.location);
  const list = meetingListScreen.match(at.pathname, at.search);
  const page = pageTemplate();
  const shell = document.querySelector('[data-app-shell]');
  if (!list || !shell || !page || operation !== scopedOperation(list.scope, 'listMeetings')) return false;
  if (shell.getAttribute(SHOWN_FROM) === 'network') return false;
  const meetings = read();
  if (!meetings) return false;

  const filled = page.content.cloneNode(true) as DocumentFragment;
  const rows = filled.querySelector(`[${FIRST_ROWS.slot}="rows"]`);
  for (const item of withDayHeadings(meetings)) {
    const [part, texts] = partFor(item);
    const element = template(part)?.content.firstElementChild?.cloneNode(true);
    if (!(element instanceof Element)) return false;
    // Each slot's text set (never as HTML).
    for (const slot of element.querySelectorAll(`[${FIRST_ROWS.slot}]`))
      // The template's own slot names (its render's), never server text.
      slot.textContent = texts[slot.getAttribute(FIRST_ROWS.slot) as Slot] ?? '';
    if (item.kind === 'meeting')
      element.querySelector('a')?.setAttribute('href', meetingLinks.meeting(list.scope, item.meeting.id, list.values) ?? '');
    rows?.append(element);
  }
  for (const element of filled.querySelectorAll<HTMLElement>(`[${FIRST_ROWS.slot}], [${FIRST_ROWS.style}]`)) {
    // The page's Content-Security-Policy lets no markup set a style; a script may, as React does.
    const style = element.getAttribute(FIRST_ROWS.style);
    if (style) element.style.cssText = style;
    element.removeAttribute(FIRST_ROWS.slot);
    element.removeAttribute(FIRST_ROWS.style);
  }
  shell.replaceChildren(filled);
  shell.setAttribute(SHOWN_FROM, from);
  shell.removeAttribute('inert');
  shell.removeAttribute('aria-hidden');
  return true;
}

/** The template a list item is made from, and the texts of its slots. */
type Slot = 'label' | 'title' | 'meta' | 'time';

function partFor(item: ListItem<FirstRowMeeting>): [RowPart, Partial<Record<Slot, string | null>>] {
  if (item.kind === 'day') return ['day', { label: item.label }];
  const { title, untitled, meta, time } = meetingRowText(item.meeting);
  return [untitled ? 'untitled' : 'meeting', { title, meta, time }];
}

const template = (part: string) => document.querySelector<HTMLTemplateElement>(`template[${FIRST_ROWS.part}="${part}"]`);

/** The page's template for the first rows, if the page carries one for this very URL (the landing list's). */
function pageTemplate(): HTMLTemplateElement | null {
  const at = resolveHome(window.location);
  const page = template(`page-${isWideViewport() ? 'wide' : 'narrow'}`);
  return page?.dataset.url === `${at.pathname}${at.search}` ? page : null;
}

type FirstRowMeeting = RowMeeting & { id: string };

/**
 * The meetings of the list's first render (`body`: the answer parsed, the key hidden as the app hides
 * it), read as the app reads them, if it shows each as a link without flagging a field; else null.
 */
function plainMeetings(body: unknown): FirstRowMeeting[] | null {
  if (!isRecord(body) || !Array.isArray(body.meetings)) return null;
  const first = (body.meetings as unknown[]).slice(0, FIRST_RENDER_ROWS);
  const meetings = first.map(readRow).filter((meeting) => meeting !== null);
  if (meetings.length === 0 || meetings.length !== first.length) return null;
  return new Set(meetings.map(({ id }) => id)).size === meetings.length ? meetings : null;
}

/** A row's fields as the app's schemas read them (api/schemas/field-readings.ts); null for one it shows otherwise. */
function readRow(value: unknown): FirstRowMeeting | null {
  const fields = isRecord(value) ? ROW_FIELDS.map((name) => value[name]) : [];
  if (fields.length === 0 || !fields.every(isStringOrMissing)) return null;
  const [id, title, generatedTitle, startTime, endTime] = fields;
  if (![startTime, endTime].every((time) => !time || isReadableDateTime(time))) return null;
  const readId = stringOrNull(id);
  if (!readId || !isOpenableMeetingId(readId)) return null;
  return {
    id: readId,
    title: textOrNull(title),
    generatedTitle: textOrNull(generatedTitle),
    startTime: dateTimeOrNull(startTime),
    endTime: dateTimeOrNull(endTime),
  };
}

const isStringOrMissing = (value: unknown): value is string | null | undefined => value == null || typeof value === 'string';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
