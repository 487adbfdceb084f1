import { ErrorCode } from '@citybook/contract/app';
import { BusinessApi, type CurrentBusinessUser } from '@citybook/contract/business';
import { StaffSignInText } from '@citybook/contract/staff';
import { DeskText, RedemptionBusinessApi, type DeskAnswer } from '@citybook/contract/redemption';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DESK_CHECK_TIMEOUT_MS } from '@citybook/contract/redemption';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandler } from '../testing/mocks/http-from-contract.ts';
import { server } from '../testing/mocks/server.ts';
import { DeskApp } from './desk-app.tsx';
import { deskTime } from './desk-time.ts';

const LOCATIONS = [
  { id: 11, title: 'Redeem Cafe', address: '1 Main St' },
  { id: 12, title: 'Redeem Cafe Harbour', address: '2 Quay Rd' },
];

const person: CurrentBusinessUser = {
  id: 7,
  email: 'till@cafe.example',
  role: 'counterStaff',
  organisation: { id: 3, name: 'Cafe Group' },
  locations: LOCATIONS,
  secondFactor: false,
  signedInAt: '2026-11-27T09:00:00.000Z',
  sessionExpiresAt: '2026-12-04T09:00:00.000Z',
};

const valid: DeskAnswer = {
  answer: 'valid',
  code: '7KQ2MX',
  offerTitle: 'Two coffees for one',
  redeemedAt: '2026-11-27T10:00:00.000Z',
  memberInitials: 'J. D.',
};

function signedIn(user: CurrentBusinessUser = person) {
  server.use(apiHandler(BusinessApi.getCurrentBusinessUser, () => user));
}

function answering(answer: (merchantId: string, code: string) => DeskAnswer | Response) {
  server.use(
    apiHandler(RedemptionBusinessApi.checkCodeAtLocation, ({ params }) =>
      answer(params.merchantId!, params.code!),
    ),
  );
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(DeskText.codeLabel), code);
  await user.click(screen.getByRole('button', { name: DeskText.check }));
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the Redeem Desk (MERCHANT-4…6)', () => {
  it('signs in with a first sign-in’s new password, asks for the location once, and keeps it', async () => {
    let signedInYet = false;
    server.use(
      apiHandler(BusinessApi.getCurrentBusinessUser, () =>
        signedInYet
          ? person
          : HttpResponse.json({ code: 401, message: 'Please sign in.' }, { status: 401 }),
      ),
      apiHandler(BusinessApi.businessSignIn, ({ body }) => {
        expect(body).toEqual({ email: 'till@cafe.example', password: 'Temp#12345' });
        return { next: 'changePassword' as const };
      }),
      apiHandler(BusinessApi.businessSetNewPassword, ({ body }) => {
        expect(body).toEqual({ newPassword: 'Counter#2026' });
        signedInYet = true;
        return { next: 'signedIn' as const };
      }),
    );
    const user = userEvent.setup();
    const first = render(<DeskApp />);
    await user.type(await screen.findByLabelText('Email address'), 'till@cafe.example');
    await user.type(screen.getByLabelText('Password'), 'Temp#12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('New password'), 'Counter#2026');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Counter#2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText(DeskText.chooseLocation)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Redeem Cafe Harbour/ }));
    expect(await screen.findByLabelText(DeskText.codeLabel)).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Redeem Cafe Harbour');
    first.unmount();

    // The same device later: straight to the code, at the kept location.
    render(<DeskApp />);
    expect(await screen.findByLabelText(DeskText.codeLabel)).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Redeem Cafe Harbour');
  });

  it('asks a person with two-step sign-in for the code, and says so when it is wrong (MERCHANT-15)', async () => {
    let signedInYet = false;
    server.use(
      apiHandler(BusinessApi.getCurrentBusinessUser, () =>
        signedInYet
          ? { ...person, secondFactor: true, locations: [LOCATIONS[0]!] }
          : HttpResponse.json({ code: 401, message: 'Please sign in.' }, { status: 401 }),
      ),
      apiHandler(BusinessApi.businessSignIn, () => ({ next: 'code' as const })),
      apiHandler(BusinessApi.businessSubmitCode, ({ body }) => {
        if (body.code !== '123456')
          return HttpResponse.json(
            { code: ErrorCode.wrongStaffCode, message: StaffSignInText.wrongCode },
            { status: 400 },
          );
        signedInYet = true;
        return { ...person, secondFactor: true, locations: [LOCATIONS[0]!] };
      }),
    );
    const user = userEvent.setup();
    render(<DeskApp />);
    await user.type(await screen.findByLabelText('Email address'), 'till@cafe.example');
    await user.type(screen.getByLabelText('Password'), 'Counter#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: DeskText.codeTitle })).toHaveFocus();
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = screen.getByLabelText('Code');
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(/already used/));
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText(DeskText.codeLabel)).toBeVisible();
    expect(localStorage.getItem('citybook-console-last-sign-in')).toBe('business');
  });

  it('checks a typed code at the location, shows valid with initials only, and accepts it', async () => {
    signedIn({ ...person, locations: [LOCATIONS[0]!] });
    answering((merchantId, code) => {
      expect([merchantId, code]).toEqual(['11', '7KQ2MX']);
      return valid;
    });
    server.use(
      apiHandler(RedemptionBusinessApi.acceptCodeAtLocation, () => ({
        ...valid,
        answer: 'accepted' as const,
        checkedAt: '2026-11-27T10:02:00.000Z',
      })),
    );
    render(<DeskApp />);
    const user = await typeCode('7kq 2mx');

    const answer = await screen.findByRole('region', { name: /Valid for this location/ });
    expect(answer).toHaveTextContent('Two coffees for one');
    expect(answer).toHaveTextContent('J. D.');
    expect(answer).toHaveTextContent(deskTime(valid.redeemedAt));
    await user.click(screen.getByRole('button', { name: DeskText.accept }));
    const accepted = await screen.findByRole('region', { name: /Accepted/ });
    expect(accepted).toHaveTextContent(deskTime('2026-11-27T10:02:00.000Z'));
    expect(screen.queryByRole('button', { name: DeskText.accept })).toBeNull();

    await user.click(screen.getByRole('button', { name: DeskText.checkAnother }));
    expect(await screen.findByLabelText(DeskText.codeLabel)).toHaveValue('');
  });

  it.each([
    [
      { answer: 'otherMerchant', code: '7KQ2MX', merchantName: 'Pizza Place' },
      DeskText.otherMerchant,
      DeskText.otherMerchantDetail('Pizza Place'),
    ],
    [
      {
        answer: 'alreadyChecked',
        code: '7KQ2MX',
        offerTitle: 'Two coffees for one',
        redeemedAt: '2026-11-27T10:00:00.000Z',
        checkedAt: '2026-11-27T10:05:00.000Z',
        checkedBy: 'other@cafe.example',
        checkedAtLocation: 'Redeem Cafe',
      },
      DeskText.alreadyChecked,
      DeskText.alreadyCheckedDetail(
        deskTime('2026-11-27T10:05:00.000Z'),
        'other@cafe.example',
        'Redeem Cafe',
      ),
    ],
    [
      { answer: 'offlineNotSynced', code: '7KQ2MX' },
      DeskText.offlineNotSynced,
      DeskText.offlineNotSyncedDetail,
    ],
    [{ answer: 'unknown', code: '7KQ2MX' }, DeskText.unknown, DeskText.unknownDetail],
  ] as [DeskAnswer, string, string][])(
    'shows %j in words, never with Accept',
    async (answer, title, detail) => {
      signedIn({ ...person, locations: [LOCATIONS[0]!] });
      answering(() => answer);
      render(<DeskApp />);
      await typeCode('7KQ2MX');
      const panel = await screen.findByRole('region', { name: new RegExp(title) });
      expect(panel).toHaveTextContent(detail);
      expect(screen.queryByRole('button', { name: DeskText.accept })).toBeNull();
    },
  );

  it('says plainly it could not reach Citybook, never valid, and tries again (MERCHANT-6)', async () => {
    signedIn({ ...person, locations: [LOCATIONS[0]!] });
    answering(() => HttpResponse.error());
    render(<DeskApp />);
    const user = await typeCode('7KQ2MX');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DeskText.unreachable);
    expect(screen.queryByText(DeskText.valid)).toBeNull();
    expect(screen.queryByRole('button', { name: DeskText.accept })).toBeNull();

    answering(() => valid);
    await user.click(screen.getByRole('button', { name: DeskText.tryAgain }));
    expect(await screen.findByRole('region', { name: /Valid for this location/ })).toBeVisible();
  });

  it('gives up on a check with no answer after DESK_CHECK_TIMEOUT_MS, and says so (MERCHANT-6)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn({ ...person, locations: [LOCATIONS[0]!] });
    let asked = 0;
    answering(() => {
      asked += 1;
      // A weak signal: the answer never comes.
      return new Promise<never>(() => undefined) as never;
    });
    render(<DeskApp />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText(DeskText.codeLabel), '7KQ2MX');
    await user.click(screen.getByRole('button', { name: DeskText.check }));
    expect(await screen.findByRole('status')).toHaveTextContent(DeskText.checking);
    await vi.waitFor(() => expect(asked).toBe(1));
    await vi.advanceTimersByTimeAsync(DESK_CHECK_TIMEOUT_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent(DeskText.unreachable);
    expect(screen.queryByText(DeskText.valid)).toBeNull();
    expect(screen.getByRole('button', { name: DeskText.tryAgain })).toBeVisible();
  });

  it('treats a server failure as no answer, not as a verdict', async () => {
    signedIn({ ...person, locations: [LOCATIONS[0]!] });
    answering(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    render(<DeskApp />);
    await typeCode('7KQ2MX');
    expect(await screen.findByRole('alert')).toHaveTextContent(DeskText.unreachable);
  });

  it('refuses what cannot be a code before asking', async () => {
    signedIn({ ...person, locations: [LOCATIONS[0]!] });
    answering(() => {
      throw new Error('no call expected');
    });
    render(<DeskApp />);
    await typeCode('12');
    expect(await screen.findByRole('alert')).toHaveTextContent(DeskText.badCode);
  });

  it('asks for the location again when the kept one is no longer theirs', async () => {
    localStorage.setItem(
      'citybook-desk-location',
      JSON.stringify({ accountId: 7, merchantId: 99 }),
    );
    signedIn();
    render(<DeskApp />);
    const choice = await screen.findByText(DeskText.chooseLocation);
    expect(choice).toBeVisible();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Redeem Cafe1 Main St', 'Redeem Cafe Harbour2 Quay Rd']);
  });
});
