import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { importMembers, MemberImportError } from '../src/modules/account/index.ts';
import { createUser, uniqueEmail } from './factories/user.ts';
import { loginRequest } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('importing existing members', () => {
  it('imports nothing when one row is bad, naming file, line and field', async () => {
    const { db } = testApp();
    const good = uniqueEmail();
    const rows = [
      { line: 1, email: good },
      { line: 2, email: 'broken@' },
    ];
    await expect(importMembers(db, rows, 'buyers.csv')).rejects.toThrow(MemberImportError);
    await expect(importMembers(db, rows, 'buyers.csv')).rejects.toThrow('buyers.csv:2: email:');
    const found = await db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', good.toLowerCase())
      .execute();
    expect(found).toEqual([]);
  });

  it('leaves existing accounts alone, so a second import adds nothing', async () => {
    const { app, db } = testApp();
    const existing = await createUser(db);
    const fresh = uniqueEmail();
    const rows = [
      { line: 1, email: existing.email },
      { line: 2, email: fresh },
    ];
    const first = await importMembers(db, rows, 'list');
    expect(first.created.map((m) => m.email)).toEqual([fresh.toLowerCase()]);
    expect(first.skipped).toEqual([existing.email.toLowerCase()]);
    const second = await importMembers(db, rows, 'list');
    expect(second.created).toEqual([]);
    expect((await loginRequest(app, existing.email, existing.password)).statusCode).toBe(200);
  });

  it('is an operator command that prints each new email with its temporary password', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'citybook-import-'));
    const file = path.join(dir, 'members.txt');
    const emails = [uniqueEmail(), uniqueEmail()];
    writeFileSync(file, emails.join('\n'));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'members', 'import', file],
      {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}` },
      },
    );
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('email,temporaryPassword');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      emails.map((e) => e.toLowerCase()),
    );
    for (const line of lines.slice(1))
      expect(line).toMatch(/,[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });
});
