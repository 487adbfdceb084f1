/**
 * Issue #14 item 4: a card number never rests anywhere: not in a cache (the card check answers
 * no-store) and not in the log, however the request spells it (percent-escapes in the path or
 * the number, query strings, separators) and in whatever field it arrives.
 */
import { AppApi } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { json } from './set-up.ts';

const logLines: string[] = [];
const testApp = useTestApp({
  config: { LOG_LEVEL: 'trace' },
  logStream: { write: (line) => void logLines.push(line) },
});

const number = SandboxCards.visa; // 4242424242424242
const grouped = '4242 4242 4242 4242';
const percentDigits = [...number].map((digit) => `%3${digit}`).join('');

/** Every way of writing the number we look for in the log, raw or decoded. */
function appearances(logged: string): string[] {
  let decoded = logged;
  for (let round = 0; round < 3; round += 1) {
    decoded = decoded.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  const digitsOnly = decoded.replace(/(\d)[ +.-](?=\d)/g, '$1');
  return [logged, decoded, digitsOnly].filter((text) => text.includes(number));
}

describe('card numbers in the log', () => {
  it('answers the card check no-store, and logs no number of any encoded path or query', async () => {
    const { app } = testApp();
    logLines.length = 0;
    const urls = [
      `/api/validate/paymentCardNumber/${number}`,
      `/api/validate/paymentCard%4Eumber/${number}`,
      `/api/validate/paymentCardNumber/%34${number.slice(1)}`,
      `/api/validate/paymentCardNumber/${percentDigits}`,
      `/%61pi/validate/paymentcardnumber/${encodeURIComponent(grouped)}`,
      `/API/validate/paymentCardNumber/${number}`,
      `/api/merchant/getAll?marketId=1&note=${number}`,
      `/api/merchant/getAll?marketId=1&note=${grouped.replaceAll(' ', '+')}`,
      `/api/merchant/getAll?marketId=1&note=${grouped.replaceAll(' ', '-')}`,
      `/api/merchant/getAll?marketId=1&note=${percentDigits}`,
      `/api/merchant/getAll?marketId=1&n%6Fte=%2534${number.slice(1)}`,
      `/api/merchant/getAll?marketId=1&note=card+${grouped.replaceAll(' ', '+')}+12%2F28`,
    ];
    for (const url of urls) {
      const response = await app.inject({ url });
      if (url.toLowerCase().includes('paymentcard') && response.statusCode === 200)
        expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const checked = await app.inject({ url: `/api/validate/paymentCard%4Eumber/${number}` });
    expect(checked.json()).toMatchObject({ valid: true });
    expect(checked.headers['cache-control']).toBe('no-store');

    const logged = logLines.join('');
    // Every request was logged (trace), with its number blanked out.
    expect(logged.match(/"url":/g)?.length ?? 0).toBeGreaterThanOrEqual(urls.length);
    expect(logged).toContain('/api/validate/paymentCardNumber/[redacted]');
    expect(logged).toContain('note=[redacted]');
    expect(appearances(logged)).toEqual([]);
  });

  it('logs no number from a body field, such as the web app’s error report', async () => {
    const { app } = testApp();
    logLines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: AppApi.reportClientError.path,
      headers: json,
      payload: JSON.stringify({
        message: `Card ${grouped} was refused`,
        url: `http://localhost/pay?card=${percentDigits}`,
        path: `/api/validate/paymentCard%4Eumber/${number}`,
      }),
    });
    expect(response.statusCode).toBe(204);
    const logged = logLines.join('');
    expect(logged).toContain('client reported an error');
    expect(logged).toContain('was refused');
    expect(appearances(logged)).toEqual([]);
  });

  it('keeps numbers that are no card numbers (Luhn-invalid, or too short) as they were', async () => {
    const { app } = testApp();
    logLines.length = 0;
    await app.inject({ url: '/api/merchant/getAll?marketId=1&order=4242424242424241&zip=78701' });
    const logged = logLines.join('');
    expect(logged).toContain('order=4242424242424241&zip=78701');
  });
});
