import { CodeBatchConsoleApi, urlOf } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createEdition } from './factories/edition.ts';
import { pdfQrTexts, pdfText } from './helpers/code-batch-pdf.ts';
import { codeBatchConsole } from './helpers/code-batches.ts';
import { signedInStaff } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/* OPERATOR-16: a code batch's printable PDF, streamed from the console, on the real app. */

const testApp = useTestApp();
const { createBatch, get, csvOf } = codeBatchConsole(testApp);

describe('code batches in the console', () => {
  it('writes a PDF holding every code once, each with a QR code that opens its activation link', async () => {
    const owner = await signedInStaff(testApp(), 'owner');
    const edition = await createEdition(testApp().db);
    const batch = await createBatch(owner, { editionId: edition.id, count: 23 });

    const response = await get(
      owner,
      urlOf(CodeBatchConsoleApi.downloadCodeBatchPdf, { params: { batchId: batch.id } }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="citybook-codes-${batch.batch}.pdf"`,
    );
    // Streamed as it is made (ADR 0042): sent in chunks, its length unknown when it begins.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const bytes = response.rawPayload;
    const codes = (await csvOf(owner, batch.id)).map((row) => row.code);
    const { pages, items } = await pdfText(bytes);
    expect(pages).toBe(3); // ten cards a sheet
    const printed = items.filter((text) => /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/.test(text));
    expect(printed.toSorted()).toEqual(codes.toSorted());
    // Every card shows its face (drawn once for the batch and placed on each card).
    expect(items.filter((text) => text === 'ACTIVATION CODE')).toHaveLength(codes.length);
    expect(items.filter((text) => text.startsWith('Activate by '))).toHaveLength(codes.length);
    const links = pdfQrTexts(bytes);
    expect(links.toSorted()).toEqual(
      codes
        .map((code) => `${testApp().app.config.PUBLIC_URL}/account/activate?code=${code}`)
        .toSorted(),
    );
  });
});
