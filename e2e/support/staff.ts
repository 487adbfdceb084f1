import { randomUUID } from 'node:crypto';
import { Totp } from '@citybook/contract/staff';
import type { StaffRole } from '@citybook/contract/staff';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect } from './fixtures.ts';
import { runCli } from './operator.ts';
import { heading } from './screens.ts';
import type { Audit } from './axe-audit.ts';

/** A staff account made by the operator command (OPERATOR-2): its e-mail and temporary password. */
export function addStaff(baseURL: string | undefined, role: StaffRole) {
  const email = `${role}-${randomUUID().slice(0, 8)}@citybook.test`;
  const [header, line] = runCli(baseURL, ['staff', 'add', email, '--role', role])
    .trim()
    .split('\n');
  expect(header).toBe('email,temporaryPassword');
  const [printed, temporaryPassword] = (line ?? '').split(',');
  expect(printed).toBe(email);
  return { email, temporaryPassword: temporaryPassword ?? '' };
}

/** The code an authenticator app shows for the secret now (the server's library and settings). */
export function totpCode(secret: string): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: Totp.algorithm,
    digits: Totp.digits,
    period: Totp.periodSeconds,
  });
}

/**
 * A first sign-in through the console (OPERATOR-3, OPERATOR-4): the temporary password, a new
 * one, the authenticator's enrolment from the secret shown as text, and the recovery codes. With
 * an audit, each screen is checked on the way.
 */
export async function firstSignIn(
  page: Page,
  account: { email: string; temporaryPassword: string },
  audit?: Audit,
): Promise<{ password: string; recoveryCodes: string[] }> {
  await page.goto('/console');
  await expect(heading(page, 'Sign in')).toBeVisible();
  await audit?.check('sign-in', heading(page, 'Sign in'));
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.temporaryPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(heading(page, 'Choose your password')).toBeVisible();
  await audit?.check('new password', heading(page, 'Choose your password'));
  // A random part inside the letters: with digits only, "Console#…7" would be the common "console".
  const password = `Console#${randomUUID().slice(0, 8)}-staff7`;
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();

  await expect(heading(page, 'Set up your authenticator app')).toBeVisible();
  await audit?.check('enrolment', heading(page, 'Set up your authenticator app'));
  await expect(page.getByRole('img', { name: /QR code of your secret/ })).toBeVisible();
  const secret = (await page.getByLabel('Key, if you cannot scan the code').innerText()).replace(
    /\s/g,
    '',
  );
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Finish setting up' }).click();

  await expect(heading(page, 'Save your recovery codes')).toBeVisible();
  await audit?.check('recovery codes', heading(page, 'Save your recovery codes'));
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await page.getByRole('button', { name: 'Continue to the console' }).click();
  await expect(heading(page, 'Citybook console')).toBeVisible();
  return { password, recoveryCodes };
}

/** A small square PNG, made here so no binary is checked in: a logo to upload (OPERATOR-12). */
export async function aLogoPng(colour = '#c0392b'): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 96, height: 96, channels: 3, background: colour } })
    .png()
    .toBuffer();
}
