/** Splits CSV text into records (RFC 4180: quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((value) => value.trim() !== ''));
}

/**
 * Rows from CSV: a header row naming the JSON fields; blank cells are absent values, the named
 * columns are numbers. Each row's line, counted from the header (line 1), blank lines left out.
 */
export function rowsFromCsv(
  records: string[][],
  numeric: ReadonlySet<string>,
): { rows: Record<string, unknown>[]; lines: number[] } {
  const [header, ...rest] = records;
  if (!header) return { rows: [], lines: [] };
  const names = header.map((name) => name.trim());
  const rows = rest.map((record) =>
    Object.fromEntries(
      names.flatMap((name, index) => {
        const raw = (record[index] ?? '').trim();
        if (raw === '') return [];
        return [[name, numeric.has(name) ? Number(raw) : raw]];
      }),
    ),
  );
  return { rows, lines: rest.map((_record, index) => index + 2) };
}
