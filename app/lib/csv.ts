import { stringify } from "csv-stringify/sync";

// CSV for spreadsheets (RFC 4180 quoting by csv-stringify, CRLF lines), safe against formula injection: a cell
// that a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with an apostrophe (OWASP). Cells
// with an apostrophe, a line break or white space at either end are quoted too, so a spreadsheet keeps them.
const FORMULA_START = /^[=+\-@\t\r]/;
const OPTIONS = { record_delimiter: "\r\n", quoted_match: [/['\r\n]/, /^\s|\s$/] };

type Cell = string | number | boolean | null | undefined;

const neutralised = (value: Cell) => {
  const text = value === null || value === undefined ? "" : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

export function csvRow(cells: Cell[]): string {
  return stringify([cells.map(neutralised)], OPTIONS);
}

export function csvCell(value: Cell): string {
  return csvRow([value]).slice(0, -2);
}
