/**
 * CSV per RFC 4180, written by hand: it is a dozen lines, and a library would add weight to
 * the Worker for nothing more. Every export of the site writes its lines here. Cells that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or CR, also behind spaces,
 * zero-width or direction marks, or in full-width form) get a leading apostrophe, so an
 * enquiry cannot plant one. A cell is quoted when it holds any separator a spreadsheet may
 * split on: the comma, but also the semicolon (the list separator where the decimal mark is a
 * comma, as in German or French Excel) and the tab; otherwise `c;=1+1` would open as two
 * cells, the second a formula.
 */
type CsvCell = string | number | boolean | Date | null | undefined;

/** What starts a formula, including the full-width and small forms spreadsheets also accept. */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212]/u;

/** What a spreadsheet skips before reading a formula: spaces, zero-width and direction marks. */
const INVISIBLE_LEAD = /^[\s\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]+/u;

function looksLikeFormula(text: string) {
  return FORMULA_START.test(text) || FORMULA_START.test(text.replace(INVISIBLE_LEAD, ""));
}

export function csvCell(value: CsvCell) {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && looksLikeFormula(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of CSV, each ended by CRLF: a file is its header's line, then its rows', in parts. */
export function csvRows(rows: CsvCell[][]) {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}
