import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS, type NoticeKind, type NoticePayloads } from '../notice-kinds.ts';
import { mailLinks, renderNotice } from './render-notice.ts';

const annual = { title: 'Annual', priceCents: 3999, period: 'year' } as const;
const monthly = { title: 'Monthly', priceCents: 499, period: 'month' } as const;

/** One filled-in payload of every kind: the type makes a new kind add its own here. */
const samples: { [K in NoticeKind]: NoticePayloads[K] } = {
  receipt: {
    refund: false,
    plan: annual,
    amountCents: 3999,
    currency: 'USD',
    card: { brand: 'Visa', last4: '4242' },
    store: null,
    reference: 'ch_test_123',
    at: '2027-01-15T10:00:00.000Z',
    periodEnd: '2028-01-15T10:00:00.000Z',
  },
  subscriptionAcknowledgment: { plan: annual, renewsAt: '2028-01-15T10:00:00.000Z' },
  renewalNotice: {
    plan: annual,
    renewsAt: '2028-01-15T10:00:00.000Z',
    periodStart: '2027-01-15T10:00:00.000Z',
  },
  yearlyReminder: { plan: monthly, since: '2027-01-15T10:00:00.000Z' },
  priceChange: { plan: annual, newPriceCents: 4499, effectiveAt: '2027-03-01T00:00:00.000Z' },
  renewalFailed: { plan: annual, amountCents: 3999, nextAttemptAt: '2028-01-16T10:00:00.000Z' },
  subscriptionEnded: { plan: annual, endedAt: '2028-01-20T10:00:00.000Z', reason: 'declined' },
  cancellation: { plan: annual, accessEndsAt: '2028-01-15T10:00:00.000Z' },
  bookExpiry: {
    bookName: 'Citybook Springfield 2027',
    endsAt: '2027-12-31T00:00:00.000Z',
    daysLeft: 7,
  },
  welcome: {},
};

const ctx = {
  links: mailLinks('https://citybook.example'),
  unsubscribeUrl: 'https://citybook.example/api/notices/unsubscribe?token=abc.def',
  savedCents: 12_345,
};

/** Signs of a field that did not reach the mail. */
const MISSING = /undefined|null|NaN|\[object Object\]|Invalid Date|\$NaN/;

describe('every notice template (NOTICE-2 to NOTICE-9)', () => {
  it.each(NOTICE_KINDS)(
    '%s renders to HTML and plain text with every field filled in',
    async (kind) => {
      const mail = await renderNotice(kind, samples[kind], ctx);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.subject).not.toMatch(MISSING);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toMatch(/<html[^>]* lang="en"/);
      expect(mail.text).not.toMatch(MISSING);
      expect(mail.html.replace(/<[^>]*>/g, ' ')).not.toMatch(MISSING);
      expect(mail.text.length).toBeGreaterThan(80);
    },
  );

  it('a receipt names the amount, the card and the reference, and links to Payment history', async () => {
    const mail = await renderNotice('receipt', samples.receipt, ctx);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('$39.99');
      expect(part).toContain('Visa ending in 4242');
      expect(part).toContain('ch_test_123');
      expect(part).toContain('https://citybook.example/account/payments');
    }
  });

  it('the acknowledgment says the price, the frequency, the renewal date and how to cancel', async () => {
    const mail = await renderNotice(
      'subscriptionAcknowledgment',
      samples.subscriptionAcknowledgment,
      ctx,
    );
    expect(mail.text).toContain('$39.99 per year');
    expect(mail.text).toContain('January 15, 2028');
    expect(mail.text).toContain('https://citybook.example/account/manageSubscriptions');
    expect(mail.text).toContain('Cancel subscription');
  });

  it('the renewal notice says what the member saved', async () => {
    const mail = await renderNotice('renewalNotice', samples.renewalNotice, ctx);
    expect(mail.text).toContain('You saved $123.45 with Citybook this year.');
  });

  it('a reminder carries its unsubscribe link; a transactional mail none', async () => {
    const reminder = await renderNotice('bookExpiry', samples.bookExpiry, ctx);
    expect(reminder.html).toContain(ctx.unsubscribeUrl);
    const receipt = await renderNotice('receipt', samples.receipt, { links: ctx.links });
    expect(receipt.html).not.toContain('Unsubscribe');
  });
});

describe('the mails’ colours', () => {
  it('are the apps’ design tokens: the brand blue of tokens.css, and no colour of their own', async () => {
    const tokens = readFileSync(
      new URL('../../../../../../../packages/ui/src/tokens.css', import.meta.url),
      'utf8',
    );
    const tokenColors = new Set(tokens.match(/#[0-9a-f]{6}\b/gi)?.map((c) => c.toLowerCase()));
    const brand = /--color-primary:\s*(#[0-9a-f]{6})/i.exec(tokens)?.[1]?.toLowerCase();
    expect(brand).toBeDefined();
    for (const kind of NOTICE_KINDS) {
      const { html } = await renderNotice(kind, samples[kind], ctx);
      const used = new Set(html.match(/#[0-9a-f]{6}\b/gi)?.map((c) => c.toLowerCase()));
      expect(used).toContain(brand);
      for (const color of used) expect(tokenColors).toContain(color);
    }
  });

  it('a token the file lacks is named', async () => {
    const { colorToken } = await import('./brand.ts');
    expect(colorToken('color-primary', ':root { --color-primary: #123456; }')).toBe('#123456');
    expect(() => colorToken('color-missing', ':root {}')).toThrow('--color-missing');
  });
});
