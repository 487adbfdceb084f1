import { ErrorCode } from '@citybook/contract/app';
import { RedemptionApi, VerifyText } from '@citybook/contract/redemption';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { formatCheckTime } from './format-time-ago.ts';
import { VerifyPage } from './verify-page.tsx';

const theCode = (code: string) => ({ params: { code } });
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
    server.use(
      apiReply(
        RedemptionApi.verifyRedemption,
        {
          code: 'K7P2QX',
          merchantName: 'Bean There',
          offerTitle: '2 for 1 lattes',
          redeemedAt: twoMinutesAgo(),
          firstCheckedAt: null,
          receivedAt: null,
        },
        theCode('K7P2QX'),
      ),
    );
    const requests = recordRequests();
    renderVerify('/verify/k7p-2qx');

    const answer = await screen.findByRole('status', { name: VerifyText.valid });
    expect(within(answer).getByText('Bean There')).toBeVisible();
    expect(within(answer).getByText('2 for 1 lattes')).toBeVisible();
    expect(within(answer).getByText(/, 2 minutes ago$/)).toBeVisible();
    expect(within(answer).getByText(VerifyText.firstCheck)).toBeVisible();
    expect(screen.getByLabelText(VerifyText.codeLabel)).toHaveValue('K7P2QX');
    expect(requests).toHaveBeenCalledTimes(1);
    expect(answer).not.toHaveTextContent(/made offline/);
  });

  it('says when a redemption was made offline and when it reached us', async () => {
    const madeAt = new Date(Date.now() - 17 * 60_000).toISOString();
    const receivedAt = new Date(Date.now() - 60_000).toISOString();
    server.use(
      apiReply(
        RedemptionApi.verifyRedemption,
        {
          code: 'K7P2QX',
          merchantName: 'Bean There',
          offerTitle: '2 for 1 lattes',
          redeemedAt: madeAt,
          firstCheckedAt: null,
          receivedAt,
        },
        theCode('K7P2QX'),
      ),
    );
    renderVerify('/verify/K7P2QX');
    const answer = await screen.findByRole('status', { name: VerifyText.valid });
    expect(answer).toHaveTextContent(
      VerifyText.madeOffline(formatCheckTime(madeAt), formatCheckTime(receivedAt)),
    );
  });

  it('says when a code was checked before', async () => {
    server.use(
      apiReply(
        RedemptionApi.verifyRedemption,
        {
          code: 'K7P2QX',
          merchantName: 'Bean There',
          offerTitle: '2 for 1 lattes',
          redeemedAt: twoMinutesAgo(),
          firstCheckedAt: new Date(Date.now() - 60_000).toISOString(),
          receivedAt: null,
        },
        theCode('K7P2QX'),
      ),
    );
    renderVerify('/verify/K7P2QX');
    const answer = await screen.findByRole('status', { name: VerifyText.valid });
    expect(answer).toHaveTextContent(/Already checked at .+, 1 minute ago\./);
    expect(answer).not.toHaveTextContent(VerifyText.firstCheck);
  });

  // Issue #32 item 12: /verify said "Checked before 5:43 AM, now." — not a sentence.
  it('says a code checked moments ago as a sentence, not "Checked before 5:43 AM, now."', async () => {
    const checkedAt = new Date(Date.now() - 5_000).toISOString();
    server.use(
      apiReply(
        RedemptionApi.verifyRedemption,
        {
          code: 'K7P2QX',
          merchantName: 'Bean There',
          offerTitle: '2 for 1 lattes',
          redeemedAt: twoMinutesAgo(),
          firstCheckedAt: checkedAt,
          receivedAt: null,
        },
        theCode('K7P2QX'),
      ),
    );
    renderVerify('/verify/K7P2QX');
    const answer = await screen.findByRole('status', { name: VerifyText.valid });
    expect(answer).toHaveTextContent(`Already checked at ${formatCheckTime(checkedAt)}, just now.`);
    expect(answer).not.toHaveTextContent(/Checked before|, now\./);
  });

  it('checks a typed code, and says plainly when no redemption has it', async () => {
    server.use(
      apiError(
        RedemptionApi.verifyRedemption,
        404,
        { code: ErrorCode.notFound, message: VerifyText.notFound },
        theCode('ZZZZZ1'),
      ),
    );
    const { user, router } = renderVerify('/verify');
    await user.type(screen.getByLabelText(VerifyText.codeLabel), 'zzzzzl');
    await user.click(screen.getByRole('button', { name: VerifyText.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VerifyText.notFound);
    expect(alert).toHaveTextContent(VerifyText.notFoundYet);
    expect(router.state.location.pathname).toBe('/verify/ZZZZZ1');
  });

  it('refuses what cannot be a code without asking the server', async () => {
    const requests = recordRequests();
    const { user } = renderVerify('/verify');
    await user.type(screen.getByLabelText(VerifyText.codeLabel), 'ab1');
    await user.click(screen.getByRole('button', { name: VerifyText.submit }));

    expect(screen.getByLabelText(VerifyText.codeLabel)).toHaveAccessibleDescription(
      VerifyText.badCode,
    );
    expect(requests).not.toHaveBeenCalled();
  });
});
