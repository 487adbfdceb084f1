/*
 * A drawing repeated on many pages, made once as a PDF form XObject (ISO 32000-1, section 8.10) and
 * placed with one operator each time. pdfkit has no API for forms, so the drawing is made with
 * pdfkit's own text and graphics calls while the page's content writer is lent to the form: the
 * layout (fonts, kerning, wrapping) is pdfkit's, done once instead of once a card (ADR 0042).
 */

export interface PdfForm {
  /** The name it is placed by on a page (`/Name Do`). */
  name: string;
  ref: PDFKit.PDFKitReference;
}

/**
 * Makes a form of `width` × `height` points from what `draw` puts at the page's top left corner.
 * The page must be open; what is drawn meanwhile goes into the form, not onto the page.
 */
export function makePdfForm(
  doc: PDFKit.PDFDocument,
  name: string,
  size: { width: number; height: number },
  draw: () => void,
): PdfForm {
  const page = doc.page;
  const operators: string[] = [];
  page.write = (chunk: unknown) => {
    operators.push(String(chunk));
  };
  try {
    draw();
  } finally {
    // The page's own writer (the prototype's) is back.
    Reflect.deleteProperty(page, 'write');
  }
  const fonts = page.fonts as Record<string, PDFKit.PDFKitReference>;
  const ref = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [0, 0, size.width, size.height],
    Resources: { ProcSet: ['PDF', 'Text'], Font: { ...fonts } },
  });
  ref.end(operators.join('\n'));
  return { name, ref };
}

/** Places the form with its top left corner at (x, y) of the current page (pdfkit's units). */
export function placePdfForm(doc: PDFKit.PDFDocument, form: PdfForm, x: number, y: number): void {
  const xobjects = doc.page.xobjects as Record<string, PDFKit.PDFKitReference>;
  xobjects[form.name] ??= form.ref;
  doc.addContent(`q 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} cm /${form.name} Do Q`);
}
