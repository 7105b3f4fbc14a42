/**
 * Spreadsheet apps evaluate a cell starting with = + - @ (or a tab / carriage return) as a formula,
 * so a text like `=HYPERLINK(...)` could run on the reader's machine (CSV injection). A leading
 * single quote makes them show it as text; it is the mitigation OWASP recommends.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted (with quotes doubled) when it holds a comma, a quote, CR or LF. */
export function csvField(value: string | number | null | undefined): string {
  if (typeof value === 'number') return String(value);
  const raw = value ?? '';
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV text: CRLF line ends (RFC 4180), missing values as empty fields, and a UTF-8 byte
 * order mark first so spreadsheet apps do not misread non-ASCII names as another encoding. Numbers
 * are written as they are (a negative number is a number, not a formula).
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
