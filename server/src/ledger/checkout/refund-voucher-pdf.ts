import { openPdf } from '../../common/pdf';
import { paiseInWords } from '../payments/amount-in-words';
import { pdfText } from '../payments/receipt-pdf';
import type { SettlementLine } from './settlement-lines';
import { Money, readableDate } from '@hostel-admin/rules';

/** What a refund voucher shows: the settlement as it was paid, line by line, and the payout. */
export interface RefundVoucherData {
  /** "RV-000007". */
  voucherNumber: string;
  hostel: { name: string; address: string | null };
  resident: { name: string; phone: string };
  moveOutDate: string;
  deposit: { amountPaise: number; paidOn: string | null };
  lines: SettlementLine[];
  duesPaise: number;
  deductionsPaise: number;
  appliedPaise: number;
  refundPaise: number;
  stillOwedPaise: number;
  /** "UPI". */
  method: string;
  reference: string | null;
  /** YYYY-MM-DD the refund was paid. */
  paidOn: string;
  paidBy: string;
}

/** "− Rs. 500" for a credit, "Rs. 6,500" otherwise (pdfkit's fonts have no minus sign: a hyphen). */
const signed = (paise: number) => (paise < 0 ? `- ${Money.format(-paise)}` : Money.format(paise));

const lineText = (line: SettlementLine) => {
  const dates =
    line.startDate && line.endDate ? ` (${readableDate(line.startDate)} to ${readableDate(line.endDate)})` : '';
  const day = !dates && line.date ? `${readableDate(line.date)}: ` : '';
  return `${day}${line.label}${dates}${line.note ? `, ${line.note}` : ''}`;
};

/**
 * A one-page A4 refund voucher, made on the server from the refund row: hostel, resident, the deposit, the lines that
 * made the dues and the deductions, what the deposit paid, the refund and how it was paid, and signature lines.
 */
export async function renderRefundVoucherPdf(data: RefundVoucherData): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    size: 'A4',
    margin: 40,
    info: {
      Title: `Refund voucher ${data.voucherNumber}`,
      Author: pdfText(data.hostel.name),
      Subject: 'Deposit refund',
    },
  });
  const width = doc.page.width - 80;
  const amountWidth = 110;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(pdfText(label), 40, y, { width: width - amountWidth - 10 });
    const after = doc.y;
    doc.text(value, 40 + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
  };

  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(data.hostel.name), { width });
  if (data.hostel.address) doc.font('Helvetica').fontSize(9).fillColor('#444444').text(pdfText(data.hostel.address));
  doc.moveDown(1).fillColor('#000000').font('Helvetica-Bold').fontSize(13).text('Deposit Refund Voucher');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Voucher No. ${data.voucherNumber}    Date ${readableDate(data.paidOn)}`);
  doc.moveDown(0.6);
  doc.text(pdfText(`Resident: ${data.resident.name}, ${data.resident.phone}`));
  doc.text(`Move-out date: ${readableDate(data.moveOutDate)}`);
  doc.moveDown(0.8);

  row(
    `Deposit${data.deposit.paidOn ? ` (paid ${readableDate(data.deposit.paidOn)})` : ''}`,
    Money.format(data.deposit.amountPaise),
    true,
  );
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text('Dues by the move-out date', 40, doc.y);
  doc.moveDown(0.2);
  for (const line of data.lines.filter((l) => l.kind !== 'deduction')) row(lineText(line), signed(line.amountPaise));
  row('Dues', signed(data.duesPaise), true);
  const deductions = data.lines.filter((l) => l.kind === 'deduction');
  if (deductions.length) {
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text('Deductions', 40, doc.y);
    doc.moveDown(0.2);
    for (const line of deductions) row(lineText(line), Money.format(line.amountPaise));
  }
  row('Deductions', Money.format(data.deductionsPaise), true);
  doc.moveDown(0.4);
  row('Deposit applied to dues and deductions', Money.format(data.appliedPaise), true);
  row('Refunded', Money.format(data.refundPaise), true);
  if (data.stillOwedPaise > 0) row('Still owed by the resident', Money.format(data.stillOwedPaise), true);
  doc.moveDown(0.6).font('Helvetica').fontSize(10);
  doc.text(`Amount refunded in words: ${paiseInWords(data.refundPaise)}`, 40, doc.y, { width });
  doc.text(`Method: ${data.method}${data.reference ? `    Reference: ${pdfText(data.reference)}` : ''}`);
  doc.text(pdfText(`Paid by: ${data.paidBy}    Paid on: ${readableDate(data.paidOn)}`));

  doc.moveDown(3);
  const y = doc.y;
  doc.moveTo(40, y).lineTo(230, y).stroke();
  doc
    .moveTo(width - 150, y)
    .lineTo(width + 40, y)
    .stroke();
  doc.text('Paid by (signature)', 40, y + 4, { width: 190 });
  doc.text('Received by the resident (signature)', width - 150, y + 4, { width: 190 });
  doc.end();
  return bytes;
}
