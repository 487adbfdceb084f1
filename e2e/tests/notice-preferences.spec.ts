import { AccountApi } from '@citybook/contract';
import {
  NoticePreferenceText,
  PushDeviceText,
  UnsubscribePageText,
} from '@citybook/contract/notices';
import { reminderUnsubscribeLink } from '@citybook/server/test-support';
import { createMember, memberPassword } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm, skipActivationPrompt } from '../support/login.ts';

/*
 * NOTICE-10, NOTICE-11: the member's reminders on /account/notifications, kept across a reload,
 * and a reminder mail's Unsubscribe link followed without a session.
 */
test('a member turns the expiry reminders off and on, and a mail’s Unsubscribe link turns them off', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const email = await createMember(request, { withMarket: true });
  await logInThroughForm(page, email, memberPassword);
  await skipActivationPrompt(page);

  await page.goto('/account/notifications');
  await expect(
    page.getByRole('heading', { level: 1, name: NoticePreferenceText.title }),
  ).toBeVisible();
  const expiry = page.getByRole('checkbox', { name: NoticePreferenceText.labels.expiryReminders });
  const save = page.getByRole('button', { name: NoticePreferenceText.save });
  await expect(expiry).toBeChecked();
  await expiry.uncheck();
  await save.click();
  await expect(page.getByText(NoticePreferenceText.saved)).toBeVisible();

  await page.reload();
  await expect(expiry).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: NoticePreferenceText.labels.news }),
  ).toBeChecked();
  // This server has no VAPID keys (and the tests block service workers): the page says why
  // there is no button rather than offering one that cannot work.
  await expect(page.getByRole('heading', { level: 2, name: PushDeviceText.title })).toBeVisible();
  await expect(page.getByRole('button', { name: PushDeviceText.turnOn })).toHaveCount(0);

  await expiry.check();
  await save.click();
  await expect(page.getByText(NoticePreferenceText.saved)).toBeVisible();

  // The footer link of the member's next expiry reminder, opened in a browser without a session.
  const profile = (await (await page.request.get(AccountApi.getProfile.path)).json()) as {
    accountId: number;
  };
  const link = reminderUnsubscribeLink(baseURL!, profile.accountId, 'expiryReminders');
  const mailReader = await browser.newContext();
  const linkPage = await mailReader.newPage();
  await linkPage.goto(link);
  await expect(
    linkPage.getByRole('heading', { level: 1, name: UnsubscribePageText.title }),
  ).toBeVisible();
  await linkPage.getByRole('button', { name: UnsubscribePageText.confirm }).click();
  await expect(
    linkPage.getByText(UnsubscribePageText.done(NoticePreferenceText.labels.expiryReminders)),
  ).toBeVisible();
  await mailReader.close();

  await page.reload();
  await expect(expiry).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: NoticePreferenceText.labels.renewalRecap }),
  ).toBeChecked();
});
