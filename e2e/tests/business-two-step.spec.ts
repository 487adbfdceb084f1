import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Audit } from '../support/axe-audit.ts';
import { CONSOLE_VIEWPORT, CONSOLE_WIDTHS, screenshotAtWidths } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { runCli } from '../support/operator.ts';
import { heading } from '../support/screens.ts';
import { totpCode } from '../support/staff.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

const shot = (name: string) => (width: number) =>
  `test-results/business-two-step/${name}-${String(width)}.png`;

/** A merchant of this test's own, imported by the operator command; its slug. */
function importAMerchant(baseURL: string | undefined): string {
  const slug = `two-step-${randomUUID().slice(0, 8)}`;
  const file = path.join(os.tmpdir(), `${slug}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      merchants: [
        {
          slug,
          market: 'austin',
          category: 'dining',
          title: `Two-step Cafe ${slug}`,
          latitude: 30.47,
          longitude: -97.93,
          address1: '9 Factor Street',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
        },
      ],
      offers: [],
    }),
  );
  runCli(baseURL, ['import', file]);
  return slug;
}

/** An organisation of the merchant, made by the operator command; its id. */
function anOrganisation(baseURL: string | undefined, slug: string): string {
  const [header, line] = runCli(baseURL, [
    'business',
    'add',
    `Two-step ${randomUUID().slice(0, 8)}`,
    '--location',
    slug,
  ])
    .trim()
    .split('\n');
  expect(header).toBe('organisationId,name');
  return (line ?? '').split(',')[0] ?? '';
}

/** A merchant admin of the organisation, made by the operator command: e-mail, temporary password. */
function anAdmin(baseURL: string | undefined, organisationId: string) {
  const [, line] = runCli(baseURL, [
    'business',
    'person',
    `admin-${randomUUID().slice(0, 8)}@citybook.test`,
    '--organisation',
    organisationId,
    '--role',
    'merchantAdmin',
  ])
    .trim()
    .split('\n');
  const [email, temporaryPassword] = (line ?? '').split(',');
  return { email: email ?? '', temporaryPassword: temporaryPassword ?? '' };
}

/** The code step's field (its card is named "Enter your code" too). */
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code' });

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The next 30-second step's code: the one just used is refused a second time (OPERATOR-3). */
async function aFreshCode(secret: string, used: string): Promise<string> {
  await expect.poll(() => totpCode(secret), { timeout: 35_000 }).not.toBe(used);
  return totpCode(secret);
}

test.describe('two-step sign-in for a business (MERCHANT-15)', () => {
  test('a merchant admin turns it on from their account, signs out, and signs in with a code', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = anAdmin(baseURL, anOrganisation(baseURL, importAMerchant(baseURL)));
    const audit = new Audit(page, CONSOLE_WIDTHS);

    // The operator sign-in points a business's people to theirs.
    await page.goto('/console');
    await audit.check('operator sign-in', heading(page, 'Sign in'));
    await page.getByRole('link', { name: 'Business sign-in' }).click();
    await expect(heading(page, 'Sign in to your business')).toBeVisible();

    // The first sign-in: a new password, then the business frame.
    await signInWithPassword(page, admin.email, admin.temporaryPassword);
    await expect(heading(page, 'Choose your password')).toBeVisible();
    const password = `Own#${randomUUID().slice(0, 12)}`;
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm the new password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();

    // The account page: two-step sign-in is off, and is set up from the key shown as text.
    await page
      .getByRole('navigation', { name: 'Business' })
      .getByRole('link', { name: 'Account' })
      .click();
    await audit.check('account', heading(page, 'Your account'));
    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(twoStep.getByRole('img', { name: /QR code of your secret/ })).toBeVisible();
    await audit.check('setting up', twoStep.getByLabel('Code from the app'));
    await screenshotAtWidths(page, shot('setting-up'));
    const secret = (
      await twoStep.getByLabel('Key, if you cannot scan the code').innerText()
    ).replace(/\s/g, '');
    const enrolCode = totpCode(secret);
    await twoStep.getByLabel('Code from the app').fill(enrolCode);
    await twoStep.getByRole('button', { name: 'Finish setting up' }).click();

    // The recovery codes, once; then it says it is on.
    const codes = twoStep.getByRole('list', { name: 'Recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await audit.check('recovery codes', codes);
    await screenshotAtWidths(page, shot('recovery-codes'));
    const recoveryCodes = await codes.getByRole('listitem').allInnerTexts();
    await twoStep.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
    await twoStep.getByRole('button', { name: 'Done' }).click();
    await expect(twoStep).toContainText('Two-step sign-in is on');
    await expect(twoStep).toContainText('You have 10 unused recovery codes.');
    await audit.check('on', heading(page, 'Your account'));
    await screenshotAtWidths(page, shot('account-on'));

    // Signed out, the sign-in asks for the code after the password.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(heading(page, 'Sign in to your business')).toBeVisible();
    await signInWithPassword(page, admin.email, password);
    await expect(heading(page, 'Enter your code')).toBeVisible();
    await audit.check('code step', heading(page, 'Enter your code'));
    await screenshotAtWidths(page, shot('code-step'));
    await codeField(page).fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(codeField(page)).toHaveAccessibleDescription(/wrong or was already used/);
    await codeField(page).fill(await aFreshCode(secret, enrolCode));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Business' })).toBeVisible();
    await expect(page).toHaveURL(/\/console\/business$/);

    // The operator console sends this device's business person to the business frame.
    await page.goto('/console');
    await expect(page).toHaveURL(/\/console\/business$/);

    // A recovery code signs in once in place of the app's code.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInWithPassword(page, admin.email, password);
    await codeField(page).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/console\/business$/);

    // Signed out, /console on this device is the business sign-in, which says so.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(heading(page, 'Sign in to your business')).toBeVisible();
    await page.goto('/console');
    await expect(page).toHaveURL(/\/console\/business\/sign-in$/);
    await expect(page.getByText('This is the business sign-in')).toBeVisible();
    await audit.check(
      'business sign-in from the console',
      heading(page, 'Sign in to your business'),
    );
    await screenshotAtWidths(page, shot('from-console'));
    audit.expectClean();
  });
});
