import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CARDS_PER_PAGE, writeCodeBatchPdf, type PdfBatch } from './code-batch-pdf.ts';

/* OPERATOR-16: a print run streamed to a destination that goes away stops making sheets. */

const batch: PdfBatch = {
  label: 'Printer order 7',
  batch: 'batch-test',
  editionName: 'Test City Book 2027',
  activateBy: 'December 31, 2027',
  activationDays: null,
  publicUrl: 'https://citybook.example.com',
};

const SHEETS = 200;

/** Sheets of codes, counting how many the writer asked for. */
function sheetsOfCodes() {
  const pulled = { sheets: 0 };
  async function* codes() {
    for (let sheet = 0; sheet < SHEETS; sheet++) {
      pulled.sheets++;
      yield Array.from(
        { length: CARDS_PER_PAGE },
        (_, card) => `ABCD-EFGH-${String(1000 + sheet).slice(-4)}-${String(2000 + card)}`,
      );
    }
  }
  return { pulled, codes: codes() };
}

describe('writeCodeBatchPdf', () => {
  it('writes every sheet to a destination that takes them', async () => {
    const { pulled, codes } = sheetsOfCodes();
    const out = new PassThrough();
    let bytes = 0;
    out.on('data', (chunk: Buffer) => (bytes += chunk.length));

    await writeCodeBatchPdf(out, batch, codes);

    expect(pulled.sheets).toBe(SHEETS);
    expect(bytes).toBeGreaterThan(SHEETS * 1000);
  });

  it('stops, and fails, when the download is cancelled part way', async () => {
    const { pulled, codes } = sheetsOfCodes();
    const out = new PassThrough();
    let chunks = 0;
    out.on('data', () => {
      // The reader goes away after the first bytes, as a closed browser tab does.
      if (++chunks === 1) out.destroy();
    });

    await expect(writeCodeBatchPdf(out, batch, codes)).rejects.toMatchObject({
      code: 'ERR_STREAM_PREMATURE_CLOSE',
    });
    expect(pulled.sheets).toBeLessThan(3);
  });

  it('stops with the error of a destination that fails', async () => {
    const { pulled, codes } = sheetsOfCodes();
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('disk full'));
      },
    });

    await expect(writeCodeBatchPdf(out, batch, codes)).rejects.toThrow('disk full');
    expect(pulled.sheets).toBeLessThan(3);
  });
});
