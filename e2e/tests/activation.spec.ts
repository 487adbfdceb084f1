import { createMember, memberPassword } from '../support/accounts.ts';
import { addAnotherCode } from '../support/activation.ts';
import { closeDialog } from '../support/dialogs.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm, skipActivationPrompt } from '../support/login.ts';
import { generateCodes } from '../support/operator.ts';

test('a member activates with a printed book code, then adds another and switches vouchers', async ({
  page,
  request,
  baseURL,
}) => {
  const [first, second] = generateCodes(baseURL, 2);
  const email = await createMember(request, { withMarket: true });
  await logInThroughForm(page, email, memberPassword);
  await skipActivationPrompt(page);

  await page.goto('/account/activate');
  const field = page.getByLabel('Activation code');
  await field.fill('wrong-code');
  await expect(page.getByRole('button', { name: 'Activate' })).toBeDisabled();
  // Typed loosely: lower case and spaces become the printed form.
  await field.fill(first!.toLowerCase().replace(/-/g, ' '));
  await expect(field).toHaveValue(first!);
  await page.getByRole('button', { name: 'Activate' }).click();
  const done = page.getByRole('dialog', { name: 'Activated!' });
  await expect(done).toContainText('Your account is activated through');
  await done.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/\/offers\/categories$/);

  await page.goto('/account/activate');
  await page.getByLabel('Activation code').fill(first!);
  await page.getByRole('button', { name: 'Activate' }).click();
  const error = page.getByRole('dialog', { name: 'Activation Error' });
  await expect(error).toContainText('This account has already been activated.');
  await closeDialog(page, error, 'OK');
  await expect(page).toHaveURL(/\/account\/activate$/);

  // Issue #15 item 5: the selector, seen before the code is added, lists the new one at once.
  await page.goto('/account/managementmc');
  const vouchers = page.getByRole('radiogroup', { name: 'Vouchers' });
  await expect(vouchers.getByRole('radio', { name: first! })).toBeChecked();
  await page.getByRole('link', { name: 'Add another code' }).click();
  await addAnotherCode(page, second!);

  await expect(vouchers.getByRole('radio', { name: second! })).toBeChecked();
  // The choice is saved on the server before the radio shows it: click, then wait.
  await vouchers.getByRole('radio', { name: first! }).click();
  await expect(vouchers.getByRole('radio', { name: first! })).toBeChecked();
  await expect(page.getByText(`Current voucher: ${first!}`)).toBeVisible();
});
