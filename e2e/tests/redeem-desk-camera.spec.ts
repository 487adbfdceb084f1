import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createMember } from '../support/accounts.ts';
import { logInAndActivate } from '../support/activation.ts';
import { guestMarketId, marketMerchants } from '../support/catalog.ts';
import { HEADLESS_CHROMIUM_ARGS } from '../support/chromium-args.ts';
import { counterStaffOf, firstDeskSignIn, importTwoMerchants, redeem } from '../support/desk.ts';
import { writeFakeCameraFile } from '../support/fake-camera.ts';
import { expect, test } from '../support/fixtures.ts';
import { generateCodes } from '../support/operator.ts';

/*
 * Issue 30's acceptance, the QR path (MERCHANT-4): the member's counter screen shows its QR code;
 * a picture of it is what the counter tablet's camera films (Chromium's fake camera playing a
 * video made from the screenshot), and the Redeem Desk reads it with its fallback decoder
 * (Chromium on Linux has no BarcodeDetector) and checks the code: valid for this location.
 */

const QR_LABEL = 'QR code for staff: scanning it checks this verification code';

test('counter staff scan the counter screen’s QR code with the camera: the code is read and valid', async ({
  page,
  request,
  baseURL,
  playwright,
}, testInfo) => {
  test.slow();
  const [desk] = importTwoMerchants(baseURL);
  const merchants = await marketMerchants(request, await guestMarketId(request));
  const merchant = merchants.find((candidate) => candidate.title === desk!.title);
  if (!merchant) throw new Error(`${desk!.title} was not imported`);

  // The member redeems; the counter screen's QR code is photographed as the camera would see it.
  const [activationCode] = generateCodes(baseURL, 1);
  await logInAndActivate(page, await createMember(request, { withMarket: true }), activationCode!);
  const code = await redeem(page, merchant, desk!.offer);
  const qr = page.getByRole('img', { name: QR_LABEL });
  await expect(qr).toBeVisible();
  const video = path.join(os.tmpdir(), `counter-qr-${randomUUID()}.y4m`);
  await writeFakeCameraFile(await qr.screenshot(), video);

  const staff = counterStaffOf(baseURL, desk!.slug, `Camera Cafe Group ${desk!.slug}`);
  const executablePath = testInfo.project.use.launchOptions?.executablePath;
  const tablet = await playwright.chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      ...HEADLESS_CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await tablet.newContext({
      baseURL,
      viewport: { width: 768, height: 1024 },
      permissions: ['camera'],
    });
    const counter = await context.newPage();
    await counter.goto('/desk');
    await firstDeskSignIn(counter, staff);
    await expect(counter.getByRole('banner')).toContainText(desk!.title);

    await counter.getByRole('button', { name: 'Scan QR code' }).click();
    const valid = counter.getByRole('region', { name: /Valid for this location/ });
    await expect(valid).toContainText(code, { timeout: 15_000 });
    await expect(valid).toContainText(desk!.offer);
    // The camera is released once the code is read.
    await expect(counter.locator('video')).toHaveCount(0);
    await counter.screenshot({ path: testInfo.outputPath('desk-768-scanned.png'), fullPage: true });
  } finally {
    await tablet.close();
  }
});
