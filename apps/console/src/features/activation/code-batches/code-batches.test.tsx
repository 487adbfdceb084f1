import { CodeBatchConsoleApi } from '@citybook/contract/activation';
import type { CodeBatchDetail, CodeBatchRow } from '@citybook/contract/activation';
import { ErrorCode } from '@citybook/contract/app';
import { MarketConsoleApi } from '@citybook/contract/market';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { CodeBatchPage } from './code-batch-page.tsx';
import { CodeBatchesPage } from './code-batches-page.tsx';
import { NewCodeBatchPage } from './new-code-batch-page.tsx';

const routes = [
  { path: '/codes', element: <CodeBatchesPage /> },
  { path: '/codes/new', element: <NewCodeBatchPage /> },
  { path: '/codes/:batchId', element: <CodeBatchPage /> },
];

function aBatch(overrides: Partial<CodeBatchDetail> = {}): CodeBatchDetail {
  return {
    id: 7,
    batch: 'batch-20271001120000-abc123',
    label: 'Printer order 4411',
    editionId: 3,
    editionName: 'Austin, TX 2028',
    count: 5000,
    activationDays: null,
    activatableUntil: '2028-12-31T23:59:59.000Z',
    createdAt: '2027-10-01T12:00:00.000Z',
    createdBy: 'editor@example.com',
    voidedAt: null,
    usage: { activated: 120, unused: 4870, void: 10 },
    voidReason: null,
    voidedCodes: [],
    ...overrides,
  };
}

function rowOf(batch: CodeBatchDetail): CodeBatchRow {
  const { voidReason: _reason, voidedCodes: _codes, ...row } = batch;
  return row;
}

describe('code batches', () => {
  it('lists the batches with their usage, asking the server for the page', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      apiHandler(CodeBatchConsoleApi.getCodeBatchGrid, ({ query }) => {
        asked.push(Object.fromEntries(query));
        return { rows: [rowOf(aBatch())], total: 1, page: 1, pageSize: 25 };
      }),
    );
    renderRoutes(routes, '/codes');

    const table = await screen.findByRole('table', { name: 'Code batches' });
    const link = await within(table).findByRole('link', { name: 'Printer order 4411' });
    expect(link).toHaveAttribute('href', '/codes/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Austin, TX 2028')).toBeVisible();
    expect(within(row).getByText('5,000')).toBeVisible();
    expect(within(row).getByText('4,870')).toBeVisible();
    expect(asked[0]).toMatchObject({ page: '1', pageSize: '25' });
    expect(screen.getByRole('link', { name: 'New batch' })).toHaveAttribute('href', '/codes/new');
  });

  it('makes a batch for an edition with days of activation, then opens it', async () => {
    const sent: unknown[] = [];
    server.use(
      apiHandler(MarketConsoleApi.getEditionGrid, () => ({
        rows: [
          {
            id: 3,
            slug: 'austin-2028',
            name: 'Austin, TX 2028',
            year: 2028,
            marketId: 1,
            marketTitle: 'Austin, TX',
            onSaleAt: '2027-09-01T05:00:00.000Z',
            validUntil: '2028-12-31T23:59:59.000Z',
            offers: 40,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 100,
      })),
      apiHandler(CodeBatchConsoleApi.createCodeBatch, ({ body }) => {
        sent.push(body);
        return aBatch({ activationDays: 30 });
      }),
      apiHandler(CodeBatchConsoleApi.getCodeBatch, () => aBatch({ activationDays: 30 })),
    );
    const { user, router } = renderRoutes(routes, '/codes/new');

    await user.click(screen.getByRole('button', { name: 'Make codes' }));
    expect(await screen.findByLabelText('Label')).toHaveAccessibleDescription(
      /Please enter a label/,
    );
    expect(screen.getByLabelText('Edition')).toHaveAttribute('aria-invalid', 'true');

    await screen.findByRole('option', { name: 'Austin, TX 2028 (Austin, TX)' });
    await user.selectOptions(screen.getByLabelText('Edition'), '3');
    await user.type(screen.getByLabelText('Label'), 'Printer order 4411');
    await user.type(screen.getByLabelText('Number of codes'), '5000');
    await user.click(screen.getByLabelText('Lasts a number of days from its activation'));
    await user.type(screen.getByLabelText('Days of activation'), '30');
    await user.click(screen.getByRole('button', { name: 'Make codes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/codes/7'));
    expect(sent).toEqual([
      { editionId: 3, label: 'Printer order 4411', count: 5000, activationDays: 30 },
    ]);
  });

  it('shows a batch’s usage and downloads, and voids a code and the batch with a reason', async () => {
    let stored = aBatch();
    const voided: unknown[] = [];
    server.use(
      apiHandler(CodeBatchConsoleApi.getCodeBatch, () => stored),
      apiHandler(CodeBatchConsoleApi.voidActivationCode, ({ body }) => {
        if (body.code === 'AAAA-BBBB-CCCC-DDDD')
          return errorResponse(
            422,
            ErrorCode.codeNotInBatch,
            'This code is not one of this batch’s.',
          );
        voided.push(body);
        stored = aBatch({
          usage: { activated: 120, unused: 4869, void: 11 },
          voidedCodes: [
            {
              code: 'ABCD-EFGH-JKMN-PQRS',
              voidedAt: '2027-10-02T09:00:00.000Z',
              reason: 'Misprint',
            },
          ],
        });
        return stored;
      }),
      apiHandler(CodeBatchConsoleApi.voidCodeBatch, ({ body }) => {
        voided.push(body);
        stored = aBatch({
          voidedAt: '2027-10-03T09:00:00.000Z',
          voidReason: body.reason,
          usage: { activated: 120, unused: 0, void: 4880 },
        });
        return stored;
      }),
    );
    const { user } = renderRoutes(routes, '/codes/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Printer order 4411' }),
    ).toBeVisible();
    const usage = screen.getByLabelText('Usage');
    expect(within(usage).getByText('Unused').nextSibling).toHaveTextContent('4,870');
    expect(within(usage).getByText('Activated').nextSibling).toHaveTextContent('120');
    expect(screen.getByText('4,870')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download PDF for print' })).toHaveAttribute(
      'href',
      '/api/console/code-batches/7/codes.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/console/code-batches/7/codes.csv',
    );

    const codeForm = screen.getByRole('form', { name: 'Void one code' });
    await user.type(within(codeForm).getByLabelText('Code'), 'aaaa-bbbb-cccc-dddd');
    await user.type(within(codeForm).getByLabelText('Reason for voiding the code'), 'Misprint');
    await user.click(within(codeForm).getByRole('button', { name: 'Void the code' }));
    expect(
      await within(codeForm).findByText('This code is not one of this batch’s.'),
    ).toBeVisible();
    expect(within(codeForm).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(codeForm).getByLabelText('Code'));
    await user.type(within(codeForm).getByLabelText('Code'), 'abcd efgh jkmn pqrs');
    await user.click(within(codeForm).getByRole('button', { name: 'Void the code' }));
    expect(
      await screen.findByText('ABCD-EFGH-JKMN-PQRS is void: it can no longer be activated.'),
    ).toBeVisible();
    expect(screen.getByText('4,869')).toBeVisible();

    const batchForm = screen.getByRole('form', { name: 'Void the batch' });
    await user.click(within(batchForm).getByRole('button', { name: 'Void all unused codes' }));
    expect(within(batchForm).getByLabelText('Reason for voiding the batch')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(within(batchForm).getByLabelText('Reason for voiding the batch'), 'Box lost');
    await user.click(within(batchForm).getByRole('button', { name: 'Void all unused codes' }));
    expect(await within(batchForm).findByText(/Press “Void all unused codes” again/)).toBeVisible();
    await user.click(within(batchForm).getByRole('button', { name: 'Void all unused codes' }));

    expect(await screen.findByText(/Box lost$/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Void the batch' })).toBeNull();
    expect(voided).toEqual([
      { code: 'ABCD-EFGH-JKMN-PQRS', reason: 'Misprint' },
      { reason: 'Box lost' },
    ]);
  });
});
