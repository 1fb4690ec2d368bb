import type PDFDocument from 'pdfkit';

let pdfkit: Promise<typeof PDFDocument> | undefined;

/**
 * A new PDF document, and its bytes once it is ended. pdfkit, with its fonts and layout engine, is loaded by the
 * first document rather than at start-up, where it was about a tenth of the server's module loading.
 */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  const doc = new (await pdfkit)(options);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
