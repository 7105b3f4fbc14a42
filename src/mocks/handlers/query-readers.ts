import { MockHttpError } from './mock-route';

/** Parameter parsing as strict as a real server: anything malformed is a 400 with a message. */

const DEFAULT_LIMIT = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

export function readLimit(url: URL): number {
  const raw = url.searchParams.get('limit');
  if (raw === null) return DEFAULT_LIMIT;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 100) {
    throw new MockHttpError(400, 'limit must be an integer between 1 and 100');
  }
  return Number(raw);
}

export function readDate(url: URL, name: 'startDate' | 'endDate'): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  const time = DATE_TIME.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(time)) throw new MockHttpError(400, `${name} must be an ISO 8601 date-time`);
  return time;
}

export function readEmail(url: URL, name: string): string | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  if (!EMAIL.test(raw)) throw new MockHttpError(400, `${name} must be a valid e-mail address`);
  return raw.toLowerCase();
}

export function readBoolean(url: URL, name: string): boolean | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  if (raw !== 'true' && raw !== 'false') throw new MockHttpError(400, `${name} must be true or false`);
  return raw === 'true';
}

export function readString(url: URL, name: string): string | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  if (raw.length === 0) throw new MockHttpError(400, `${name} must not be empty`);
  return raw;
}

/** True when `iso` lies within the requested range; records without a time match only when no range is set. */
export function withinRange(iso: string | null, start: number | null, end: number | null): boolean {
  if (start === null && end === null) return true;
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return false;
  return (start === null || time >= start) && (end === null || time <= end);
}
