import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CodeBatchText } from '@citybook/contract';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { OPEN_END } from '../../../db/edition-open-end.ts';
import type { CodeBatchRecord } from '../repositories/code-batch-repo.ts';
import { codeBatchRecord, codesOfBatch } from './code-batch-service.ts';
import { writeCodeBatchPdf, type PdfBatch } from './code-batch-pdf.ts';

/** OPERATOR-15, OPERATOR-16: a batch's downloads, streamed page by page (ADR 0042). */

/** The last day a code can be activated, on the edition's market's calendar. */
function activateBy(record: CodeBatchRecord): string | null {
  const end = record.edition_valid_until;
  if (end === null || end === OPEN_END) return null;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: record.time_zone ?? 'UTC',
  }).format(new Date(end));
}

function pdfBatchOf(record: CodeBatchRecord, publicUrl: string): PdfBatch {
  return {
    label: record.label,
    batch: record.batch,
    editionName: record.edition_name ?? 'Citybook',
    activateBy: activateBy(record),
    activationDays: record.activation_days,
    publicUrl,
  };
}

async function* codeTexts(db: Kysely<DB>, record: CodeBatchRecord) {
  for await (const page of codesOfBatch(db, record)) yield page.map((row) => row.code);
}

/**
 * The batch's PDF as a stream, once the batch is known to exist (a 404 is answered before any
 * byte). A failure half-way destroys the stream, so the download fails rather than ends short.
 */
export async function codeBatchPdf(
  db: Kysely<DB>,
  id: number,
  publicUrl: string,
): Promise<{ record: CodeBatchRecord; stream: Readable }> {
  const record = await codeBatchRecord(db, id);
  const stream = new PassThrough();
  writeCodeBatchPdf(stream, pdfBatchOf(record, publicUrl), codeTexts(db, record)).catch(
    (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return { record, stream };
}

export const CODE_BATCH_CSV_COLUMNS = [
  'code',
  'link',
  'status',
  'activatedAt',
  'voidedAt',
  'voidReason',
] as const;

async function* csvRows(db: Kysely<DB>, record: CodeBatchRecord, publicUrl: string) {
  for await (const page of codesOfBatch(db, record))
    for (const row of page)
      yield [
        row.code,
        CodeBatchText.activationLink(publicUrl, row.code),
        row.status,
        row.activatedAt ?? '',
        row.voidedAt ?? '',
        row.voidReason ?? '',
      ];
}

/** The batch's codes as CSV, with a header, streamed. */
export async function codeBatchCsv(
  db: Kysely<DB>,
  id: number,
  publicUrl: string,
): Promise<{ record: CodeBatchRecord; stream: Readable }> {
  const record = await codeBatchRecord(db, id);
  const csv = stringify({ header: true, columns: [...CODE_BATCH_CSV_COLUMNS] });
  const stream = new PassThrough();
  pipeline(
    async function* () {
      yield* csvRows(db, record, publicUrl);
    },
    csv,
    stream,
  ).catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return { record, stream };
}
