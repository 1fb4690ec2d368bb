import { openPdf } from '../../common/pdf';
import { paiseInWords } from './amount-in-words';
import type { ReversalKind } from '../ledger-rules';
import { Money, type PaymentState, readableDate } from '@hostel-admin/rules';

/** What a payment receipt shows. */
export interface ReceiptData {
  /** "R-000042". */
  receiptNumber: string;
  /** YYYY-MM-DD: the day the money was paid. */
  issuedOn: string;
  /** `phone` as people read it ("+91 80 4123 4567"); `taxId` "GSTIN …" or "PAN …" (hostel-details.ts). */
  hostel: { name: string; address: string | null; phone: string | null; taxId: string | null };
  resident: { name: string; phone: string };
  /** "Room 101, bed 101-a"; null when the resident had no bed that day. */
  room: string | null;
  /** "Oct–Nov 2026, Nov–Dec 2026 (part)" or "Advance"; older payments' text has no year ("Sep-Oct"). */
  settles: string;
  amountPaise: number;
  /** The resident's balance right after this payment (above zero owed, below zero credit); null when not kept. */
  balanceAfterPaise: number | null;
  /** "UPI". */
  method: string;
  reference: string | null;
  note: string | null;
  /** Who recorded it in the app (the signature line is for whoever takes the money). */
  receivedBy: string;
  status: PaymentState;
  /** Set once an admin voided or rejected the payment: the receipt is reprinted VOID with why and when. */
  reversal?: { kind: ReversalKind; reason: string; reversedOn: string } | null;
}

/**
 * pdfkit's built-in fonts encode WinAnsi only: letters with marks lose them ("Priyā" → "Priya"), anything else
 * outside Latin-1 becomes "?", so a name in another script never breaks a receipt.
 */
export function pdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013]/g, '?');
}

/** "Rs. 5,000 owed", "Rs. 500 credit", "Nothing owed". */
export function balanceText(paise: number): string {
  if (paise > 0) return `${Money.format(paise)} owed`;
  if (paise < 0) return `${Money.format(-paise)} credit`;
  return 'Nothing owed';
}

/** A one-page A5 receipt, made on the server from the ledger's row: hostel, resident, what it settled, amount in figures and words. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    size: 'A5',
    margin: 40,
    info: { Title: `Receipt ${data.receiptNumber}`, Author: pdfText(data.hostel.name), Subject: 'Payment receipt' },
  });
  const width = doc.page.width - 80;

  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(data.hostel.name), { width });
  const contact = [data.hostel.address, data.hostel.phone && `Phone ${data.hostel.phone}`, data.hostel.taxId];
  for (const line of contact)
    if (line) doc.font('Helvetica').fontSize(9).fillColor('#444444').text(pdfText(line), { width });
  doc.moveDown(1).fillColor('#000000').font('Helvetica-Bold').fontSize(13).text('Payment Receipt');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Receipt No. ${data.receiptNumber}    Date ${readableDate(data.issuedOn)}`);
  doc.moveDown(0.8);

  const rows: [string, string][] = [
    ['Resident', `${data.resident.name}, ${data.resident.phone}`],
    ['Room', data.room ?? 'No bed'],
    ['Period(s) settled', data.settles],
    ['Amount', Money.format(data.amountPaise)],
    ['Amount in words', paiseInWords(data.amountPaise)],
    ...(data.balanceAfterPaise === null
      ? []
      : ([['Balance after this payment', balanceText(data.balanceAfterPaise)]] as [string, string][])),
    ['Method', data.method],
    ...(data.reference ? ([['Reference', data.reference]] as [string, string][]) : []),
    ...(data.note ? ([['Note', data.note]] as [string, string][]) : []),
    ['Recorded by', data.receivedBy],
  ];
  const labelWidth = 110;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, 40, y, { width: labelWidth });
    const afterLabel = doc.y;
    doc.font('Helvetica').text(pdfText(value), 40 + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(afterLabel, doc.y) + 4;
  }

  doc.moveDown(1).font('Helvetica-Bold').fontSize(10);
  if (data.reversal) markVoid(doc, data.reversal, width);
  else
    doc.text(
      data.status === 'pending'
        ? 'Pending verification: this payment counts once the hostel has confirmed it with the bank.'
        : 'Received with thanks.',
      40,
      doc.y,
      { width },
    );
  doc.moveDown(2.5).font('Helvetica').fontSize(10);
  doc.text('Received by ______________________________ (name, signature)', 40, doc.y, { width });
  doc.end();
  return bytes;
}

/** A voided or rejected payment's receipt: a large VOID across the page, then why and when, in words. */
function markVoid(doc: PDFKit.PDFDocument, reversal: NonNullable<ReceiptData['reversal']>, width: number): void {
  const done = reversal.kind === 'void' ? 'voided' : 'rejected (the money never arrived)';
  doc
    .fillColor('#b00020')
    .text(`VOID: this payment was ${done} on ${readableDate(reversal.reversedOn)}.`, 40, doc.y, { width })
    .font('Helvetica')
    .text(`Reason: ${pdfText(reversal.reason)}`, { width })
    .text('This receipt is not valid as proof of payment.', { width });
  const { width: pageWidth, height: pageHeight } = doc.page;
  doc
    .save()
    .rotate(-35, { origin: [pageWidth / 2, pageHeight / 2] })
    .font('Helvetica-Bold')
    .fontSize(110)
    .fillColor('#b00020')
    .fillOpacity(0.25)
    .text('VOID', 0, pageHeight / 2 - 55, { width: pageWidth, align: 'center', lineBreak: false })
    .restore();
}
