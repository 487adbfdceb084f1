import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Reads a code batch's PDF back (OPERATOR-16): its text with pdf.js, and its QR codes rebuilt
 * from the drawing operators of its pages (each a `q … cm`, rectangles of dark modules, `f Q`)
 * into a bitmap that jsQR decodes, so no native renderer is needed.
 */

/** Every text run of every page, in order, and how many pages there are. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; items: string[] }> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const items: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items)
      if ('str' in item && item.str.trim() !== '') items.push(item.str);
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, items };
}

/** The decompressed content streams of the file. */
function contentStreams(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes);
  const streams: string[] = [];
  let at = 0;
  for (;;) {
    const start = buffer.indexOf('stream\n', at, 'latin1');
    if (start === -1) return streams;
    const end = buffer.indexOf('\nendstream', start, 'latin1');
    if (end === -1) return streams;
    const data = buffer.subarray(start + 'stream\n'.length, end);
    try {
      streams.push(inflateSync(data).toString('latin1'));
    } catch {
      // Not a deflated stream (fonts are standard ones, so there is none of those).
    }
    at = end + '\nendstream'.length;
  }
}

const QR_BLOCK = /q 0 g [\d.]+ 0 0 [\d.]+ [\d.]+ [\d.]+ cm\n([\d re\n]+)\nf Q/g;

/** The text each QR code drawn in the PDF decodes to (null for one jsQR cannot read). */
export function pdfQrTexts(bytes: Uint8Array): (string | null)[] {
  const texts: (string | null)[] = [];
  for (const stream of contentStreams(bytes)) {
    for (const match of stream.matchAll(QR_BLOCK)) {
      const runs = match[1]!
        .trim()
        .split('\n')
        .map((line) => line.split(' ').slice(0, 3).map(Number) as [number, number, number]);
      const size = Math.max(...runs.map(([x, , w]) => x + w));
      texts.push(decodeModules(runs, size));
    }
  }
  return texts;
}

const PIXELS_PER_MODULE = 4;
const QUIET = 4;

function decodeModules(runs: [number, number, number][], size: number): string | null {
  const side = (size + 2 * QUIET) * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, width] of runs) {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy++) {
      const row = (y + QUIET) * PIXELS_PER_MODULE + dy;
      for (let dx = 0; dx < width * PIXELS_PER_MODULE; dx++) {
        const at = (row * side + (x + QUIET) * PIXELS_PER_MODULE + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
