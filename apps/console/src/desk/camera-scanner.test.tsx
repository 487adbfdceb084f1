import { DeskText, RedemptionBusinessApi } from '@citybook/contract/redemption';
import { BusinessApi } from '@citybook/contract/business';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiHandler } from '../testing/mocks/http-from-contract.ts';
import { server } from '../testing/mocks/server.ts';
import { DeskApp } from './desk-app.tsx';

/** A camera whose frames hold `rawValue`, read by the platform's BarcodeDetector. */
function cameraShowing(rawValue: string) {
  const stop = vi.fn();
  const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop }] }));
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      mediaDevices: { getUserMedia },
    }),
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
      detect = () => Promise.resolve([{ rawValue }]);
    },
  );
  return { getUserMedia, stop };
}

function deskAt(merchantId: number) {
  server.use(
    apiHandler(BusinessApi.getCurrentBusinessUser, () => ({
      id: 7,
      email: 'till@cafe.example',
      role: 'counterStaff' as const,
      organisation: { id: 3, name: 'Cafe Group' },
      locations: [{ id: merchantId, title: 'Redeem Cafe', address: '1 Main St' }],
      secondFactor: false,
      signedInAt: '2026-11-27T09:00:00.000Z',
      sessionExpiresAt: '2026-12-04T09:00:00.000Z',
    })),
  );
}

describe('scanning the counter screen’s QR code (MERCHANT-4)', () => {
  it('reads the code from the QR’s /verify address with the platform’s detector, checks it, and frees the camera', async () => {
    const camera = cameraShowing('https://citybook.example/verify/7kq2mx');
    deskAt(11);
    const checked: string[] = [];
    server.use(
      apiHandler(RedemptionBusinessApi.checkCodeAtLocation, ({ params }) => {
        checked.push(`${params.merchantId!}/${params.code!}`);
        return {
          answer: 'valid' as const,
          code: '7KQ2MX',
          offerTitle: 'Two coffees for one',
          redeemedAt: '2026-11-27T10:00:00.000Z',
          memberInitials: null,
        };
      }),
    );
    render(<DeskApp />);
    await userEvent.setup().click(await screen.findByRole('button', { name: DeskText.scan }));

    expect(await screen.findByRole('region', { name: /Valid for this location/ })).toBeVisible();
    expect(checked).toEqual(['11/7KQ2MX']);
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    expect(camera.stop).toHaveBeenCalled();
  });

  it('offers the typed code when the camera cannot be opened', async () => {
    const camera = cameraShowing('');
    camera.getUserMedia.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    deskAt(11);
    render(<DeskApp />);
    await userEvent.setup().click(await screen.findByRole('button', { name: DeskText.scan }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DeskText.noCamera);
    expect(screen.getByLabelText(DeskText.codeLabel)).toBeVisible();
  });
});
