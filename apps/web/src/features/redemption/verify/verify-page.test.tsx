import { ErrorCode, VerifyText } from '@citybook/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { formatCheckTime } from './format-time-ago.ts';
import { VerifyPage } from './verify-page.tsx';

const twoMinutesAgo = () => new Date(Date.now() - 2 * 60_000 - 5_000).toISOString();

function renderVerify(entry: string) {
  return renderRoutes(
    [
      { path: '/verify', element: <VerifyPage /> },
      { path: '/verify/:code', element: <VerifyPage /> },
    ],
    { initialEntries: [entry] },
  );
}

describe('VerifyPage', () => {
  it('checks the code in the address and shows merchant, offer and when', async () => {
    const fetchMock = stubFetch({
      'GET /api/redemption/verify/K7P2QX': jsonResponse(200, {
        code: 'K7P2QX',
        merchantName: 'Bean There',
        offerTitle: '2 for 1 lattes',
        redeemedAt: twoMinutesAgo(),
        firstCheckedAt: null,
        receivedAt: null,
      }),
    });
    renderVerify('/verify/k7p-2qx');

    const answer = await screen.findByRole('status', { name: VerifyText.valid });
    expect(within(answer).getByText('Bean There')).toBeVisible();
    expect(within(answer).getByText('2 for 1 lattes')).toBeVisible();
    expect(within(answer).getByText(/, 2 minutes ago$/)).toBeVisible();
    expect(within(answer).getByText(VerifyText.firstCheck)).toBeVisible();
    expect(screen.getByLabelText(VerifyText.codeLabel)).toHaveValue('K7P2QX');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(answer).not.toHaveTextContent(/made offline/);
  });

  it('says when a redemption was made offline and when it reached us', async () => {
    const madeAt = new Date(Date.now() - 17 * 60_000).toISOString();
    const receivedAt = new Date(Date.now() - 60_000).toISOString();
    stubFetch({
      'GET /api/redemption/verify/K7P2QX': jsonResponse(200, {
        code: 'K7P2QX',
        merchantName: 'Bean There',
        offerTitle: '2 for 1 lattes',
        redeemedAt: madeAt,
        firstCheckedAt: null,
        receivedAt,
      }),
    });
    renderVerify('/verify/K7P2QX');
    const answer = await screen.findByRole('status', { name: VerifyText.valid });
    expect(answer).toHaveTextContent(
      VerifyText.madeOffline(formatCheckTime(madeAt), formatCheckTime(receivedAt)),
    );
  });

  it('says when a code was checked before', async () => {
    stubFetch({
      'GET /api/redemption/verify/K7P2QX': jsonResponse(200, {
        code: 'K7P2QX',
        merchantName: 'Bean There',
        offerTitle: '2 for 1 lattes',
        redeemedAt: twoMinutesAgo(),
        firstCheckedAt: new Date(Date.now() - 60_000).toISOString(),
        receivedAt: null,
      }),
    });
    renderVerify('/verify/K7P2QX');
    const answer = await screen.findByRole('status', { name: VerifyText.valid });
    expect(answer).toHaveTextContent(/Checked before .+, 1 minute ago\./);
    expect(answer).not.toHaveTextContent(VerifyText.firstCheck);
  });

  it('checks a typed code, and says plainly when no redemption has it', async () => {
    stubFetch({
      'GET /api/redemption/verify/ZZZZZ1': jsonResponse(404, {
        code: ErrorCode.notFound,
        message: VerifyText.notFound,
      }),
    });
    const { user, router } = renderVerify('/verify');
    await user.type(screen.getByLabelText(VerifyText.codeLabel), 'zzzzzl');
    await user.click(screen.getByRole('button', { name: VerifyText.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VerifyText.notFound);
    expect(alert).toHaveTextContent(VerifyText.notFoundYet);
    expect(router.state.location.pathname).toBe('/verify/ZZZZZ1');
  });

  it('refuses what cannot be a code without asking the server', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderVerify('/verify');
    await user.type(screen.getByLabelText(VerifyText.codeLabel), 'ab1');
    await user.click(screen.getByRole('button', { name: VerifyText.submit }));

    expect(screen.getByLabelText(VerifyText.codeLabel)).toHaveAccessibleDescription(
      VerifyText.badCode,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
