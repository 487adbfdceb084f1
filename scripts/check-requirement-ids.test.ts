import { describe, expect, it } from 'vitest';
import { checkRequirementIds } from './check-requirement-ids.ts';

const PRODUCT = [
  '# Redemption',
  '',
  '### REDEEM-1 Once per activation',
  '',
  '**ACCOUNT-2** Login call',
].join('\n');

/** Built, so that the check running over this file does not see the citation itself. */
const UNKNOWN_ID = ['REDEEM', '99'].join('-');
const NOTES = ['ARCHI', 'TECTURE.md'].join('');
const SHARED = ['..', 'shared', 'spec'].join('/');

function check(files: Record<string, string>, existing: string[] = []) {
  const tree = new Map(Object.entries({ 'docs/product/redemption.md': PRODUCT, ...files }));
  const present = new Set([...tree.keys(), ...existing]);
  return checkRequirementIds(tree, (repoPath) => present.has(repoPath));
}

describe('check-requirement-ids', () => {
  it('accepts ids defined by a heading or a bold lead, and doc paths that exist', () => {
    expect(
      check({
        'apps/server/src/redeem.ts': '// REDEEM-1 and ACCOUNT-2 (docs/product/redemption.md)\n',
      }),
    ).toEqual([]);
  });

  it('reports an unknown id with its file and line', () => {
    expect(
      check({ 'apps/web/src/page.tsx': `const a = 1;\n/** ${UNKNOWN_ID}: nothing */\n` }),
    ).toEqual([
      {
        file: 'apps/web/src/page.tsx',
        line: 2,
        message: `${UNKNOWN_ID} is not a requirement of docs/product`,
      },
    ]);
  });

  it('reports a cited doc path that does not exist', () => {
    expect(check({ 'packages/contract/src/x.ts': '// see docs/payments.md\n' })).toEqual([
      { file: 'packages/contract/src/x.ts', line: 1, message: 'docs/payments.md does not exist' },
    ]);
    expect(
      check({ 'packages/contract/src/x.ts': '// see docs/payments.md\n' }, ['docs/payments.md']),
    ).toEqual([]);
  });

  it('reports a relative link of a doc that leads nowhere, the ADR index included', () => {
    const link = 'See [the ADR](decisions/0099-later.md) and [ours](product/redemption.md).\n';
    expect(check({ 'docs/README.md': link })).toEqual([
      {
        file: 'docs/README.md',
        line: 1,
        message: 'the link decisions/0099-later.md leads nowhere',
      },
    ]);
    expect(check({ 'docs/decisions/README.md': '| [0099](0099-later.md) |\n' })).toEqual([
      {
        file: 'docs/decisions/README.md',
        line: 1,
        message: 'the link 0099-later.md leads nowhere',
      },
    ]);
  });

  it('reports an ADR the decisions index leaves out, and a page the docs index leaves out', () => {
    const adr = ['docs', 'decisions', '0007-dialogs.md'].join('/');
    const page = 'docs/offline.md';
    expect(
      check({
        'docs/decisions/README.md': '# Records\n',
        'docs/README.md': '# Docs\n',
        [adr]: '# 7\n',
        [page]: '# Offline\n',
      }),
    ).toEqual([
      { file: adr, line: 1, message: 'docs/decisions/README.md does not link this page' },
      { file: page, line: 1, message: 'docs/README.md does not link this page' },
    ]);
    expect(
      check({
        'docs/decisions/README.md': '| [7](0007-dialogs.md) |\n',
        'docs/README.md': '- [offline](offline.md)\n- [records](decisions/README.md)\n',
        [adr]: '# 7\n',
        [page]: '# Offline\n',
      }),
    ).toEqual([]);
  });

  it('reports section-sign citations and the notes outside the repository', () => {
    const problems = check({
      'e2e/tests/a.spec.ts': `// spec \u00a74\n// see ${NOTES}\n// ${SHARED}\n`,
    });
    expect(problems.map(({ line }) => line)).toEqual([1, 2, 3]);
  });

  it('reports an id defined twice', () => {
    expect(check({ 'docs/product/app.md': '### REDEEM-1 Again\n' })).toEqual([
      {
        file: 'docs/product/app.md',
        line: 1,
        message: 'REDEEM-1 is defined twice (first at docs/product/redemption.md:3)',
      },
    ]);
  });
});
