import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { codeFromScan } from './code-from-scan.ts';
import { decodeRgba } from './qr-decoder.ts';

/**
 * The counter screen's QR (REDEEM-11: the address of /verify/{code}, drawn from uqr's modules with
 * ecc M and a border of 2, as apps/web's verify-qr.tsx does) in RGBA pixels, `scale` per module.
 */
function counterScreenQr(url: string, scale: number) {
  const qr = encode(url, { ecc: 'M', border: 2 });
  const width = qr.size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++)
    for (let x = 0; x < width; x++) {
      const dark = qr.data[Math.floor(y / scale)]![Math.floor(x / scale)]!;
      pixels.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * width + x) * 4);
    }
  return { pixels, width };
}

describe('reading the counter screen’s QR code (MERCHANT-4)', () => {
  it('decodes the QR the counter screen renders to its verification code, with the fallback decoder', async () => {
    const { pixels, width } = counterScreenQr('https://citybook.example/verify/7KQ2MX', 6);
    const text = await decodeRgba(pixels, width, width);
    expect(text).toBe('https://citybook.example/verify/7KQ2MX');
    expect(codeFromScan(text!)).toBe('7KQ2MX');
  });

  it('finds nothing in a blank frame', async () => {
    const pixels = new Uint8ClampedArray(120 * 120 * 4).fill(255);
    expect(await decodeRgba(pixels, 120, 120)).toBeUndefined();
  });
});

describe('codeFromScan', () => {
  it.each([
    ['https://citybook.example/verify/7KQ2MX', '7KQ2MX'],
    ['https://citybook.example/verify/7kq2mx?from=qr', '7KQ2MX'],
    ['http://localhost:8235/verify/7KQ2MX/', '7KQ2MX'],
    ['7kq 2mx', '7KQ2MX'],
  ])('reads %s as %s', (text, code) => {
    expect(codeFromScan(text)).toBe(code);
  });

  it.each(['https://example.com/other/7KQ2MX', 'hello', ''])('reads no code in %s', (text) => {
    expect(codeFromScan(text)).toBeUndefined();
  });
});
