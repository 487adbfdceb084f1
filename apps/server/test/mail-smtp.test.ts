import { AccountApi } from '@citybook/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import { createUser } from './factories/user.ts';
import { postJson } from './helpers/session.ts';
import { startSmtp } from './helpers/smtp.ts';

const smtp = await startSmtp();
const testApp = await createTestApp({
  config: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://citybook.example' },
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the password reset link through the configured server', async () => {
    const user = await createUser(testApp.db);
    const response = await postJson(testApp.app, AccountApi.forgotPassword.path, {
      emailAddress: user.email,
    });
    expect(response.statusCode).toBe(200);

    const deadline = Date.now() + 5000;
    while (smtp.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([user.email.toLowerCase()]);
    const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(
      /https:\/\/citybook\.example\/account\/password\/reset\?token=[A-Za-z0-9_-]{43}/,
    );
    const outbox = await testApp.db.selectFrom('outbox').select('id').execute();
    expect(outbox).toEqual([]);
  });
});
