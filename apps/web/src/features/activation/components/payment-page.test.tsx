import { ErrorCode, UNKNOWN_ERROR_MESSAGE, urlOf } from '@citybook/contract';
import type { Profile } from '@citybook/contract/account';
import {
  ActivationApi,
  ConsentText,
  CURRENT_TERMS,
  PaymentText,
  renewalWording,
  SubscriptionRuleText,
  SubscriptionText,
} from '@citybook/contract/activation';
import type { SubscriptionType } from '@citybook/contract/activation';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '../../../testing/fixtures.ts';
import { apiError, apiHandler, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../../testing/mocks/requests.ts';
import type { RecordedRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { PaymentPage } from './payment-page.tsx';

const types: SubscriptionType[] = [
  { code: 1, title: 'Monthly', price: 4.99, period: 'month' },
  { code: 2, title: 'Annual', price: 39.99, period: 'year' },
];
const subscriber: Profile = {
  ...profile,
  activationVoucherId: 7,
  userActivationType: 'SUB',
  subscriptionType: 1,
};
const VISA = '4242424242424242';
const TYPES = apiReply(ActivationApi.getSubscriptionTypes, types);
const checked = (number: string, valid: boolean) =>
  apiReply(
    ActivationApi.validatePaymentCardNumber,
    { valid, cardType: 'Visa', cardTypeCode: 1 },
    { params: { number } },
  );
const visaValid = checked(VISA, true);
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0');

function renderPayment(entry: string, account: Profile = profile) {
  const onPaid = vi.fn();
  return {
    onPaid,
    ...renderRoutes(
      [
        {
          path: '/account/payment/:subscriptionTypeCode/:isUpdate',
          element: <PaymentPage profile={account} onPaid={onPaid} />,
        },
        { path: '*', element: null },
      ],
      { initialEntries: [entry] },
    ),
  };
}

interface Card {
  name?: string;
  pan?: string;
  month?: string;
  year?: string;
  cvv?: string;
}

async function fillCard(user: UserEvent, card: Card = {}) {
  await user.type(screen.getByLabelText('Name on card'), card.name ?? 'Ana Lee');
  await user.type(screen.getByLabelText('Expiration month'), card.month ?? '12');
  await user.type(screen.getByLabelText('Expiration year'), card.year ?? nextYear);
  await user.type(screen.getByLabelText('CVV'), card.cvv ?? '123');
  // Last, so a test can act while the number is still being checked.
  await user.type(screen.getByLabelText('Card number'), card.pan ?? VISA);
}

/** Answers the API with these handlers and records what the page sends. */
function answer(...replies: HttpHandler[]) {
  server.use(...replies);
  return recordRequests();
}

function requestsTo(requests: RecordedRequests, path: string) {
  return requests.mock.calls.filter(([input]) => input === path);
}

describe('PaymentPage', () => {
  it('shows the chosen subscription with its price above the card form', async () => {
    answer(TYPES);
    renderPayment('/account/payment/2/false');

    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    expect(await screen.findByText('Annual subscription')).toBeVisible();
    expect(screen.getByText('$39.99 / year')).toBeVisible();
    for (const label of [
      'Name on card',
      'Card number',
      'Expiration month',
      'Expiration year',
      'CVV',
    ])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each(['9', 'monthly'])('explains that subscription %s is not on offer', async (code) => {
    answer(TYPES);
    renderPayment(`/account/payment/${code}/false`);

    expect(await screen.findByText(PaymentText.unknownSubscription)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a subscription' })).toHaveAttribute(
      'href',
      '/account/selectActivation',
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('checks the number with the server from 12 characters on and shows the card type', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = answer(TYPES, checked('424242424242', false), visaValid);
    const { user } = renderPayment('/account/payment/1/false');
    const number = await screen.findByLabelText('Card number');

    await user.type(number, '42424242424');
    await vi.advanceTimersByTimeAsync(500);
    expect(requests.mock.calls.map(([input]) => input)).toEqual([
      ActivationApi.getSubscriptionTypes.path,
    ]);

    await user.type(number, '2');
    expect(screen.getByRole('status')).toHaveTextContent(SubscriptionText.checkingCard);
    expect(await screen.findByText(PaymentText.invalidCard)).toBeVisible();
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await user.type(number, '4242');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Card type: Visa');
    });
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('marks the number invalid when the check fails', async () => {
    answer(
      TYPES,
      apiError(
        ActivationApi.validatePaymentCardNumber,
        500,
        { code: 500, message: UNKNOWN_ERROR_MESSAGE },
        { params: { number: VISA } },
      ),
    );
    const { user } = renderPayment('/account/payment/1/false');

    await user.type(await screen.findByLabelText('Card number'), VISA);

    expect(await screen.findByText(SubscriptionText.cardCheckFailed)).toBeVisible();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('ignores a submit while the form is not valid', async () => {
    const requests = answer(
      TYPES,
      visaValid,
      apiReply(ActivationApi.activateSubscription, subscriber),
    );
    const { user, router } = renderPayment('/account/payment/1/false');
    await screen.findByLabelText('Card number');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter the name on the card.')).toBeVisible();

    // Still being checked: not valid yet.
    await fillCard(user);
    expect(screen.getByRole('status')).toHaveTextContent(SubscriptionText.checkingCard);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Card type: Visa');

    expect(requestsTo(requests, ActivationApi.activateSubscription.path)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/account/payment/1/false');
  });

  it('rejects an expiry in the past (ACTIVATION-13)', async () => {
    const requests = answer(TYPES, visaValid);
    const { user } = renderPayment('/account/payment/1/false');
    await screen.findByLabelText('Card number');

    await fillCard(user, { month: '12', year: lastYear });
    await screen.findByText('Card type: Visa');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(PaymentText.expiredCard)).toBeVisible();
    expect(screen.getByLabelText('Expiration year')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(requests, ActivationApi.activateSubscription.path)).toHaveLength(0);
  });

  it('ACTIVATION-22: shows the renewal wording and the terms just above Subscribe', async () => {
    answer(TYPES);
    renderPayment('/account/payment/2/false');

    const wording = await screen.findByText(renewalWording({ price: 39.99, period: 'year' }));
    expect(wording).toBeVisible();
    expect(screen.getByText(ConsentText.agreement('Subscribe'))).toBeVisible();
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    // The wording comes before the button in reading order, beside it.
    expect(
      wording.compareDocumentPosition(subscribe) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByText(ConsentText.readTerms)).toBeVisible();
  });

  it('buys the subscription once, saves the profile and confirms', async () => {
    const requests = answer(
      TYPES,
      visaValid,
      apiReply(ActivationApi.activateSubscription, subscriber),
    );
    const { user, router, onPaid } = renderPayment('/account/payment/1/false');
    await screen.findByLabelText('Card number');

    await fillCard(user);
    await screen.findByText('Card type: Visa');
    await user.dblClick(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/subscription-complete/false');
    });
    expect(onPaid).toHaveBeenCalledWith(subscriber);
    const bodies = sentBodies(requests, ActivationApi.activateSubscription.path);
    expect(bodies).toHaveLength(1);
    const [body] = bodies as [{ sourcePayload: string }];
    // ACTIVATION-22: the terms version shown beside the button, and the button.
    expect(body).toEqual({
      subscriptionTypeCode: 1,
      sourceDevicePlatformCode: 'web',
      sourcePayload: expect.any(String),
      termsVersion: CURRENT_TERMS.version,
      button: 'Subscribe',
    });
    expect(JSON.parse(body.sourcePayload)).toEqual({
      cardType: 'Visa',
      cardholderName: 'Ana Lee',
      pan: VISA,
      expirationMonth: 12,
      expirationYear: `20${nextYear}`,
      cvv: '123',
    });
  });

  it("shows the gateway's message when the card is declined", async () => {
    answer(
      TYPES,
      visaValid,
      apiError(ActivationApi.activateSubscription, 402, {
        code: 'paymentDeclined',
        message: PaymentText.declined,
      }),
    );
    const { user, router, onPaid } = renderPayment('/account/payment/1/false');
    await screen.findByLabelText('Card number');

    await fillCard(user);
    await screen.findByText('Card type: Visa');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(PaymentText.declined)).toBeVisible();
    expect(onPaid).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account/payment/1/false');

    // The user may try again after the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('says why a member who already has a subscription cannot buy another (409)', async () => {
    answer(
      TYPES,
      visaValid,
      apiError(ActivationApi.activateSubscription, 409, {
        code: ErrorCode.alreadySubscribed,
        message: SubscriptionRuleText.alreadySubscribed,
      }),
    );
    const { user, router, onPaid } = renderPayment('/account/payment/2/false', subscriber);
    await screen.findByLabelText('Card number');

    await fillCard(user);
    await screen.findByText('Card type: Visa');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(SubscriptionRuleText.alreadySubscribed);
    expect(onPaid).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account/payment/2/false');
  });

  it('treats an answer without userPrincipalId as an unknown error', async () => {
    const { userPrincipalId: _, ...withoutPrincipal } = subscriber;
    answer(
      TYPES,
      visaValid,
      // Not what the contract declares: the app must refuse it.
      apiHandler(ActivationApi.activateSubscription, () => HttpResponse.json(withoutPrincipal)),
    );
    const { user, onPaid } = renderPayment('/account/payment/1/false');
    await screen.findByLabelText('Card number');

    await fillCard(user);
    await screen.findByText('Card type: Visa');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(UNKNOWN_ERROR_MESSAGE)).toBeVisible();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("replaces the subscription's card when isUpdate is 'true'", async () => {
    const updated = { ...subscriber, isDeactivatedFuture: false };
    const requests = answer(
      visaValid,
      apiReply(ActivationApi.updatePaymentInstrument, updated, {
        params: { activationVoucherId: 7 },
      }),
    );
    const { user, router, onPaid } = renderPayment('/account/payment/1/true', {
      ...subscriber,
      isDeactivatedFuture: true,
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Update Payment Information' }),
    ).toBeVisible();
    await fillCard(user);
    await screen.findByText('Card type: Visa');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/subscription-complete/true');
    });
    expect(onPaid).toHaveBeenCalledWith(updated);
    const [body] = sentBodies(
      requests,
      urlOf(ActivationApi.updatePaymentInstrument, { params: { activationVoucherId: 7 } }),
    ) as [{ sourcePayload: string }];
    expect(Object.keys(body)).toEqual(['sourcePayload']);
    expect(JSON.parse(body.sourcePayload)).toMatchObject({
      pan: VISA,
      expirationYear: `20${nextYear}`,
    });
  });

  it.each(['TRUE', 'yes'])("buys rather than updates when isUpdate is '%s'", async (flag) => {
    answer(TYPES);
    renderPayment(`/account/payment/1/${flag}`, subscriber);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    expect(await screen.findByText('Monthly subscription')).toBeVisible();
  });

  it('has no card to replace without a subscription', () => {
    renderPayment('/account/payment/1/true', {
      ...profile,
      activationVoucherId: 3,
      userActivationType: 'BOOK',
    });

    expect(screen.getByText(PaymentText.notSubscription)).toBeVisible();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('issue 32 item 12: the plans refused with 400 show the server’s message', async () => {
    answer(
      apiError(ActivationApi.getSubscriptionTypes, 400, {
        code: 'badRequest',
        message: 'Plans cannot be sold now.',
      }),
    );
    renderPayment('/account/payment/2/false');

    expect(await screen.findByText('Plans cannot be sold now.')).toBeVisible();
  });
});
