/**
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field holding a
 * comma, a double quote, CR or LF quoted with its quotes doubled. A field a spreadsheet would read
 * as a formula (it begins with `=`, `+`, `-`, `@`, a tab or CR) is prefixed with `'`, as OWASP's
 * CSV injection guidance advises, so that opening an export never runs what a customer wrote.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: null and undefined are empty. */
export function csvField(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, CRLF included. */
export function csvRecord(fields: readonly (string | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
