/** One column of a CSV file: its heading and how a row's cell is written. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => string | number;
}

/**
 * A cell as CSV writes it (RFC 4180): quoted when it holds a comma, a quote or a line break. Text
 * that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is kept as text
 * with a leading apostrophe: merchant and offer names are typed by people.
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text: a heading line, then one line per row, CRLF line ends. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Has the browser save the text as a CSV file of this name. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
