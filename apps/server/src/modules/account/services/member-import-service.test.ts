import { describe, expect, it } from 'vitest';
import { parseMemberList } from './member-import-service.ts';

describe('parseMemberList', () => {
  it('reads one email per line or the first CSV column, skipping a header and blank lines', () => {
    const text = 'email,name\r\nana@example.com,Ana\n\n"bo@example.com",Bo\nnot-an-email\n';
    expect(parseMemberList(text)).toEqual([
      { line: 2, email: 'ana@example.com' },
      { line: 4, email: 'bo@example.com' },
      { line: 5, email: 'not-an-email' },
    ]);
  });
});
