import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './csv.ts';

interface Row {
  title: string;
  count: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Merchant', value: (row) => row.title },
  { header: 'Redemptions', value: (row) => row.count },
];

describe('toCsv', () => {
  it('writes a heading and one line a row, with CRLF line ends', () => {
    expect(toCsv(columns, [{ title: 'Alpha Diner', count: 3 }])).toBe(
      'Merchant,Redemptions\r\nAlpha Diner,3\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(columns, [{ title: 'Joe\'s "Best", Cafe\nDowntown', count: 1 }])).toBe(
      'Merchant,Redemptions\r\n"Joe\'s ""Best"", Cafe\nDowntown",1\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(toCsv(columns, [{ title: '=HYPERLINK("x")', count: -2 }])).toBe(
      'Merchant,Redemptions\r\n"\'=HYPERLINK(""x"")",-2\r\n',
    );
  });
});
