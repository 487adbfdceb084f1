import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures.ts';
import { heading } from '../support/screens.ts';
import { Audit } from '../support/axe-audit.ts';
import {
  CONSOLE_VIEWPORT,
  CONSOLE_WIDTHS,
  consoleNavigation,
  screenshotAtWidths,
  signInNewStaff,
} from '../support/console.ts';
import { firstBusinessSignIn } from '../support/business.ts';
import { runCli } from '../support/operator.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

const shot = (name: string) => (width: number) =>
  `test-results/business-accounts/${name}-${String(width)}.png`;

test.describe('business accounts (MERCHANT-1, MERCHANT-2)', () => {
  test('an operator makes an organisation and invites its admin, who signs in to the business frame', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { audit } = await signInNewStaff(page, baseURL, 'editor');

    // A catalogue merchant of the demo, found by its name in the organisation's location search.
    const merchants = await page.request.get(
      '/api/console/merchants?sort=title&direction=desc&pageSize=1&retired=live',
    );
    const { rows } = (await merchants.json()) as { rows: { title: string; slug: string }[] };
    const [merchant] = rows;
    if (!merchant) throw new Error('The demo catalogue has no merchant');

    await consoleNavigation(page).getByRole('link', { name: 'Organisations' }).click();
    await audit.check('organisations', heading(page, 'Organisations'));
    await page.getByRole('link', { name: 'New organisation' }).click();
    await expect(heading(page, 'New organisation')).toBeVisible();
    const name = `Business ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Locations').fill(merchant.title);
    await page
      .getByRole('button', { name: new RegExp(`^Add ${merchant.title},`) })
      .first()
      .click();
    await audit.check('new organisation', heading(page, 'New organisation'));
    await screenshotAtWidths(page, shot('new-organisation'));
    await page.getByRole('button', { name: 'Save organisation' }).click();
    await expect(heading(page, name)).toBeVisible();
    const organisationId = /\/organisations\/(\d+)/.exec(page.url())?.[1] ?? '';

    await page.getByRole('button', { name: 'Invite an admin' }).click();
    const invite = page.getByRole('dialog', { name: `Invite an admin of ${name}` });
    await audit.check('invite admin dialog', invite);
    const adminEmail = `admin-${randomUUID().slice(0, 8)}@citybook.test`;
    await invite.getByLabel('Email address').fill(adminEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const sent = page.getByRole('dialog', { name: 'Invitation sent' });
    const temporaryPassword = (await sent.getByLabel('Temporary password').textContent()) ?? '';
    expect(temporaryPassword).not.toBe('');
    await audit.check('invitation sent dialog', sent);
    await screenshotAtWidths(page, shot('invitation-sent'));
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row').filter({ hasText: adminEmail })).toContainText('Invited');
    await audit.check('organisation', heading(page, name));
    await screenshotAtWidths(page, shot('organisation'));
    await page.getByRole('link', { name: 'All organisations' }).click();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await screenshotAtWidths(page, shot('organisations'));
    audit.expectClean();

    // The admin's first sign-in ends on their organisation's home, in the business frame.
    const admin = await firstBusinessSignIn(browser, baseURL, {
      email: adminEmail,
      temporaryPassword,
    });
    await expect(heading(admin, name)).toBeVisible();
    await expect(admin.getByText(merchant.title)).toBeVisible();
    const adminNav = admin.getByRole('navigation', { name: 'Business' });
    await expect(adminNav.getByRole('link')).toHaveText([
      'Home',
      'Results',
      'Details',
      'Offer changes',
      'Not honoured',
      'People',
      'Redeem Desk',
      'Account',
    ]);
    await screenshotAtWidths(admin, shot('business-home-admin'));
    // The merchant admin's pages (MERCHANT-7…9, MERCHANT-11), each checked with axe and for
    // sideways scrolling at the back office's widths.
    const adminAudit = new Audit(admin, CONSOLE_WIDTHS);
    for (const page of ['Results', 'Details', 'Offer changes', 'Not honoured', 'People']) {
      await adminNav.getByRole('link', { name: page, exact: true }).click();
      await adminAudit.check(page, heading(admin, page));
      await screenshotAtWidths(admin, shot(`business-${page.toLowerCase().replace(' ', '-')}`));
    }
    adminAudit.expectClean();

    // Counter staff (made by the operator command until the admin's people screen exists) see
    // the Redeem Desk only.
    const [header, line] = runCli(baseURL, [
      'business',
      'person',
      `till-${randomUUID().slice(0, 8)}@citybook.test`,
      '--organisation',
      organisationId,
      '--role',
      'counterStaff',
      '--location',
      merchant.slug,
    ])
      .trim()
      .split('\n');
    expect(header).toBe('email,temporaryPassword');
    const [counterEmail, counterPassword] = (line ?? '').split(',');
    const counter = await firstBusinessSignIn(browser, baseURL, {
      email: counterEmail ?? '',
      temporaryPassword: counterPassword ?? '',
    });
    await expect(heading(counter, name)).toBeVisible();
    await expect(
      counter.getByRole('navigation', { name: 'Business' }).getByRole('link'),
    ).toHaveText(['Redeem Desk', 'Account']);
    await expect(counter.getByRole('link', { name: 'Open the Redeem Desk' })).toHaveAttribute(
      'href',
      '/desk',
    );
    await screenshotAtWidths(counter, shot('business-home-counter'));
  });
});
