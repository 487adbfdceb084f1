import { expect, test } from '../support/fixtures.ts';
import { heading } from '../support/screens.ts';
import { CONSOLE_VIEWPORT, consoleNavigation, signInNewStaff } from '../support/console.ts';

test.use({ viewport: CONSOLE_VIEWPORT });

test.describe('staff in the console', () => {
  test('the first owner, made by the CLI, signs in for the first time and manages staff', async ({
    page,
    baseURL,
  }) => {
    // Eight screens, each checked by axe at two widths, and a password hashed at each step.
    test.setTimeout(120_000);
    const { audit, account: owner } = await signInNewStaff(page, baseURL, 'owner', {
      auditSignIn: true,
    });
    await audit.check('start page', heading(page, 'Citybook console'));

    const navigation = consoleNavigation(page);
    // The owner's administration screens (the catalogue's are listed in routes.test.tsx).
    await expect(navigation.getByRole('link').last()).toHaveText('Audit log');
    await expect(navigation.getByRole('link', { name: 'Staff' })).toBeVisible();
    await navigation.getByRole('link', { name: 'Staff' }).click();
    await audit.check('staff', heading(page, 'Staff'));
    const mine = page.getByRole('row').filter({ hasText: owner.email });
    await expect(mine).toContainText('(you)');
    await expect(mine).toContainText('Your own account');

    // An invitation: the temporary password is shown once.
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a staff member' });
    await audit.check('invite dialog', invite);
    const editorEmail = `invited-${String(Date.now())}@citybook.test`;
    await invite.getByLabel('Email address').fill(editorEmail);
    await invite.getByLabel('Role').selectOption('editor');
    await invite.getByRole('button', { name: 'Invite' }).click();
    const made = page.getByRole('dialog', { name: 'Invitation made' });
    await expect(made.getByLabel('Temporary password')).not.toBeEmpty();
    await made.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row').filter({ hasText: editorEmail })).toContainText(
      'Not signed in yet',
    );

    // The audit log holds the invitation and the owner's own sign-in. Other tests write to the
    // same log at the same time: this owner's rows are found by their e-mail, newest first.
    await navigation.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Filter by action or email').fill(owner.email);
    await expect(page).toHaveURL(/filter=/);
    // The grid keeps the last page on screen, busy, until the filtered one arrives.
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('cell', { name: 'staff.invite' }).first()).toBeVisible();
    await page
      .getByRole('button', { name: /Before and after of staff\.invite/ })
      .first()
      .click();
    await audit.check('audit log', page.getByRole('region', { name: 'After' }));
    await expect(page.getByRole('region', { name: 'After' })).toContainText(editorEmail);

    audit.expectClean();
  });

  test('an editor neither sees nor reaches staff management', async ({ page, baseURL }) => {
    await signInNewStaff(page, baseURL, 'editor');

    const navigation = consoleNavigation(page);
    // An editor has the catalogue's screens and none of the administration's.
    await expect(navigation.getByRole('link', { name: 'Merchants' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    await page.goto('/console/staff');
    await expect(heading(page, 'Not allowed')).toBeVisible();
    const answer = await page.request.get('/api/console/staff');
    expect(answer.status()).toBe(403);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(heading(page, 'Sign in')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('You have signed out.');
    expect((await page.request.get('/api/console/me')).status()).toBe(401);
  });
});
