// CSV for spreadsheets (RFC 4180 quoting, CRLF lines), safe against formula injection: a cell that a
// spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with an apostrophe (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: Array<string | number | boolean | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
