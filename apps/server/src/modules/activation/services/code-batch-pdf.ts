import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { CodeBatchText } from '@citybook/contract';
import PDFDocument from 'pdfkit';
import { qrPathEncoder, type QrPath } from './code-batch-qr.ts';
import { makePdfForm, placePdfForm, type PdfForm } from './pdf-form.ts';

/*
 * OPERATOR-16: a batch's codes as a print-ready PDF: A4 sheets of ten cut-out cards (two across,
 * five down, each 85 × 55 mm like a business card), with light cut lines between them. Each card
 * has the edition, the code in its grouped format, the last day to activate, and a QR code that
 * opens the activation page with the code filled in. Pages are written as they are made (pdfkit
 * writes each page when the next begins), so memory does not grow with the run (ADR 0042).
 */

const MM = 72 / 25.4;
const PAGE = { width: 595.28, height: 841.89 };
const CARD = { width: 85 * MM, height: 55 * MM };
const COLUMNS = 2;
const ROWS = 5;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const LEFT = (PAGE.width - COLUMNS * CARD.width) / 2;
const TOP = (PAGE.height - ROWS * CARD.height) / 2;
const PADDING = 4 * MM;
/** Wide enough beside the code in Courier 11 pt; 0.58 mm a module, well over print's 0.33 mm. */
const QR_SIZE = 26 * MM;
/** The quiet zone a QR code needs around it, in modules (ISO/IEC 18004). */
const QUIET_MODULES = 4;

/** How much written PDF may wait for the reader (a slow download, a disk) before pages pause. */
const BACKLOG_BYTES = 1024 * 1024;

export interface PdfBatch {
  label: string;
  batch: string;
  editionName: string;
  /** "Activate by …", or null when the edition has no end. */
  activateBy: string | null;
  /** How long the activation lasts, or null when it ends with the edition. */
  activationDays: number | null;
  publicUrl: string;
}

/** The cut lines of a page: light and dashed, on the cards' edges, so trimming leaves no mark. */
function cutLines(doc: PDFKit.PDFDocument): void {
  doc.save().lineWidth(0.3).strokeColor('#9a9a9a').dash(3, { space: 3 });
  for (let column = 0; column <= COLUMNS; column++) {
    const x = LEFT + column * CARD.width;
    doc.moveTo(x, TOP - 10).lineTo(x, TOP + ROWS * CARD.height + 10);
  }
  for (let row = 0; row <= ROWS; row++) {
    const y = TOP + row * CARD.height;
    doc.moveTo(LEFT - 10, y).lineTo(LEFT + COLUMNS * CARD.width + 10, y);
  }
  doc.stroke().undash().restore();
}

function pageHeader(doc: PDFKit.PDFDocument, batch: PdfBatch, page: number): void {
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text(`${batch.label} · ${batch.batch} · sheet ${page}`, LEFT, TOP - 24, {
      lineBreak: false,
    });
}

/** What every card of the batch shows but its code and QR code, drawn at the page's corner. */
function cardFace(doc: PDFKit.PDFDocument, batch: PdfBatch, lines: CardLines): void {
  const textWidth = CARD.width - QR_SIZE - 3 * PADDING;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(batch.editionName, PADDING, PADDING, {
      width: textWidth,
      height: 26,
      ellipsis: true,
    });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('ACTIVATION CODE', PADDING, 19 * MM, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(lines.validity, PADDING, 31 * MM, { width: textWidth })
    .text(lines.scan, PADDING, 41 * MM, { width: textWidth });
}

interface CardLines {
  validity: string;
  scan: string;
}

/** A card: its face (drawn once for the batch, placed here), its code and its QR code. */
function card(
  doc: PDFKit.PDFDocument,
  face: PdfForm,
  code: string,
  qr: QrPath,
  index: number,
): void {
  const x = LEFT + (index % COLUMNS) * CARD.width;
  const y = TOP + Math.floor(index / COLUMNS) * CARD.height;
  placePdfForm(doc, face, x, y);
  doc
    .font('Courier-Bold')
    .fontSize(11)
    .fillColor('#000000')
    .text(code, x + PADDING, y + 23 * MM, { lineBreak: false });
  // The quiet zone is the card's white; the symbol is scaled to fit inside it.
  const scale = QR_SIZE / (qr.size + 2 * QUIET_MODULES);
  const left = x + CARD.width - PADDING - QR_SIZE + QUIET_MODULES * scale;
  const top = y + (CARD.height - QR_SIZE) / 2 + QUIET_MODULES * scale;
  doc.addContent(
    `q 0 g ${scale.toFixed(4)} 0 0 ${scale.toFixed(4)} ${left.toFixed(2)} ${top.toFixed(2)} cm\n${qr.path}\nf Q`,
  );
}

/**
 * pdfkit keeps every page's objects until the document ends, for the page tree, which needs only
 * each page's object number: about 1 KB a sheet, 10 MB for 100,000 codes. Once a page is written
 * (pdfkit writes a page when the next is added, `bufferPages` being off), what its dictionary
 * holds is let go: its content and resources objects with it (ADR 0042).
 */
function letGoOfWrittenPage(page: PDFKit.PDFPage): void {
  Reflect.set(page.dictionary, 'data', {});
}

/**
 * Writes the PDF of `pages` of codes to `out`, page after page, and resolves when the last byte
 * is written. Backpressure: each page waits while more than 1 MB is not yet taken. It rejects
 * (and stops making pages) when `out` fails or is closed before the end.
 */
export async function writeCodeBatchPdf(
  out: Writable,
  batch: PdfBatch,
  codes: AsyncIterable<readonly string[]>,
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages: false,
    info: {
      Title: `Activation codes: ${batch.label}`,
      Subject: `${batch.editionName} (${batch.batch})`,
      Creator: 'Citybook console',
    },
  });
  // How the destination ends: written to the end, or failed or closed before (a download
  // cancelled). Either of the latter stops the run: no sheet is made for nobody.
  const stop = new AbortController();
  const outcome = finished(out, { readable: false }).then(
    () => undefined,
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      stop.abort(failure);
      return failure;
    },
  );
  doc.on('error', (error: Error) => stop.abort(error));
  // Not doc.pipe(out): pdfkit pushes whether or not its reader keeps up, so a paused pipe
  // gathers the pages in pdfkit's buffer. Written straight through, the backlog is in `out`,
  // where each page waits for it to drain (ADR 0042).
  doc.on('data', (chunk: Buffer) => out.write(chunk));
  doc.on('end', () => out.end());
  const host = new URL(batch.publicUrl).host;
  const lines: CardLines = {
    validity:
      (batch.activateBy === null ? 'No activation deadline.' : `Activate by ${batch.activateBy}.`) +
      (batch.activationDays === null ? '' : ` Gives ${batch.activationDays} days from activation.`),
    scan: `Scan the code, or enter it at ${host}/account/activate`,
  };
  const qrPath = qrPathEncoder();
  let face: PdfForm | undefined;
  let index = 0;
  let page = 0;
  for await (const chunk of codes) {
    for (const code of chunk) {
      if (index % CARDS_PER_PAGE === 0) {
        // A turn of the event loop a sheet: the written pages reach the disk or the socket
        // while their buffers are young, instead of being promoted and piling up until a full
        // collection (the growth ADR 0042 found); and a server making a print run keeps
        // answering others meanwhile.
        await nextTurn();
        stop.signal.throwIfAborted();
        if (out.writableLength > BACKLOG_BYTES) await once(out, 'drain', { signal: stop.signal });
        const written = page === 0 ? undefined : doc.page;
        doc.addPage();
        if (written) letGoOfWrittenPage(written);
        page++;
        cutLines(doc);
        pageHeader(doc, batch, page);
      }
      // Made on the first sheet, placed on every card after.
      face ??= makePdfForm(doc, 'Card', CARD, () => cardFace(doc, batch, lines));
      const qr = qrPath(CodeBatchText.activationLink(batch.publicUrl, code));
      card(doc, face, code, qr, index % CARDS_PER_PAGE);
      index++;
    }
  }
  if (page === 0) {
    doc.addPage();
    pageHeader(doc, batch, 1);
  }
  doc.end();
  const failure = await outcome;
  if (failure !== undefined) throw failure;
}
