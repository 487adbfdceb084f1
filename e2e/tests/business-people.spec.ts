import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Audit } from '../support/axe-audit.ts';
import { firstBusinessSignIn } from '../support/business.ts';
import { CONSOLE_VIEWPORT, CONSOLE_WIDTHS, screenshotAtWidths } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { runCli } from '../support/operator.ts';
import { heading } from '../support/screens.ts';

/*
 * MERCHANT-13: a merchant admin invites counter staff for one of two locations on the People
 * screen; the new person signs in with the temporary password read from the screen and gets the
 * Redeem Desk of that location only; the admin disables them and their next request is refused.
 */

test.use({ viewport: CONSOLE_VIEWPORT });

const shot = (name: string) => (width: number) =>
  `test-results/business-people/${name}-${String(width)}.png`;

/** An organisation of two new locations with an admin, made with the operator's CLI. */
function organisationWithAdmin(baseURL: string | undefined) {
  const run = randomUUID().slice(0, 8);
  const locations = ['North', 'South'].map((side, index) => ({
    slug: `people-${side.toLowerCase()}-${run}`,
    title: `${side} Bakery ${run}`,
    index,
  }));
  const file = path.join(os.tmpdir(), `people-${run}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      merchants: locations.map((location) => ({
        slug: location.slug,
        market: 'austin',
        category: 'dining',
        title: location.title,
        latitude: 30.4 + location.index / 100,
        longitude: -97.9,
        address1: `${String(location.index + 1)} Oven Street`,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })),
      offers: [],
    }),
  );
  runCli(baseURL, ['import', file]);
  const name = `Bakery Group ${run}`;
  const [, organisation] = runCli(baseURL, [
    'business',
    'add',
    name,
    ...locations.flatMap((location) => ['--location', location.slug]),
  ])
    .trim()
    .split('\n');
  const organisationId = (organisation ?? '').split(',')[0] ?? '';
  const email = `owner-${run}@citybook.test`;
  const [, line] = runCli(baseURL, [
    'business',
    'person',
    email,
    '--organisation',
    organisationId,
    '--role',
    'merchantAdmin',
  ])
    .trim()
    .split('\n');
  const temporaryPassword = (line ?? '').split(',')[1] ?? '';
  return { name, locations, admin: { email, temporaryPassword } };
}

test('an admin invites counter staff for one location, who get its Redeem Desk only, until disabled', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { name, locations, admin: adminAccount } = organisationWithAdmin(baseURL);
  const [north, south] = locations;
  const admin = await firstBusinessSignIn(browser, baseURL, adminAccount);
  await expect(heading(admin, name)).toBeVisible();
  const audit = new Audit(admin, CONSOLE_WIDTHS);

  await admin
    .getByRole('navigation', { name: 'Business' })
    .getByRole('link', { name: 'People' })
    .click();
  await expect(heading(admin, 'People')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Only you so far' })).toBeVisible();
  await audit.check('people, only the admin', heading(admin, 'People'));
  await screenshotAtWidths(admin, shot('people-empty'));

  // The invitation: counter staff for the north location only.
  await admin.getByRole('button', { name: 'Invite a person' }).click();
  const invite = admin.getByRole('dialog', { name: 'Invite a person' });
  const email = `till-${randomUUID().slice(0, 8)}@citybook.test`;
  await invite.getByLabel('Email address').fill(email);
  await expect(invite.getByLabel('Role')).toHaveValue('counterStaff');
  await invite.getByLabel(new RegExp(north!.title)).check();
  await audit.check('invite dialog', invite);
  await screenshotAtWidths(admin, shot('invite'));
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const sent = admin.getByRole('dialog', { name: 'Invitation sent' });
  const temporaryPassword = (await sent.getByLabel('Temporary password').textContent()) ?? '';
  expect(temporaryPassword).not.toBe('');
  await sent.getByRole('button', { name: 'Done' }).click();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText(north!.title);
  await expect(row).not.toContainText(south!.title);
  await audit.check('people', heading(admin, 'People'));
  await screenshotAtWidths(admin, shot('people'));
  // The edit and resend dialogs, looked at and closed without a change.
  await row.getByRole('button', { name: `Edit ${email}` }).click();
  const edit = admin.getByRole('dialog', { name: `Edit ${email}` });
  await expect(edit.getByLabel(new RegExp(north!.title))).toBeChecked();
  await expect(edit.getByLabel(new RegExp(south!.title))).not.toBeChecked();
  await audit.check('edit dialog', edit);
  await screenshotAtWidths(admin, shot('edit'));
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: `Resend invitation to ${email}` }).click();
  const resend = admin.getByRole('dialog', { name: `Send the invitation to ${email} again?` });
  await audit.check('resend dialog', resend);
  await resend.getByRole('button', { name: 'Cancel' }).click();

  // The new person signs in with the password read from the screen: the desk, for north only.
  const counter = await firstBusinessSignIn(browser, baseURL, { email, temporaryPassword });
  await expect(heading(counter, name)).toBeVisible();
  await expect(counter.getByRole('navigation', { name: 'Business' }).getByRole('link')).toHaveText([
    'Redeem Desk',
    'Account',
  ]);
  await counter.goto('/desk');
  await expect(counter.getByRole('banner')).toContainText(north!.title);
  await expect(counter.getByLabel('Or type the code')).toBeVisible();
  await expect(counter.getByRole('main')).not.toContainText(south!.title);
  const people = await counter.request.get('/api/business/people');
  expect(people.status()).toBe(403);

  await admin.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Disable ${email}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Disable ${email}?` });
  await audit.check('disable dialog', confirm);
  await screenshotAtWidths(admin, shot('disable'));
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(
    admin.getByText(`${email} is disabled and signed out on every device.`),
  ).toBeVisible();
  await expect(row).toContainText('Disabled');
  audit.expectClean();

  // Their next request is refused, and the desk asks them to sign in again.
  const refused = await counter.request.get('/api/business/me');
  expect(refused.status()).toBe(401);
  await counter.reload();
  await expect(counter.getByLabel('Email address')).toBeVisible();
});
