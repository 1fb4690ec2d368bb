import { openPdf } from '../../common/pdf';
import { pdfText } from '../../ledger/payments/receipt-pdf';
import { Money, readableDate } from '@hostel-admin/rules';

/** One line of a statement: a charge or a complete payment, with the running balance after it. */
export interface StatementLine {
  date: string;
  item: string;
  chargePaise: number | null;
  paymentPaise: number | null;
  balancePaise: number;
}

/** What a resident's statement shows. */
export interface StatementData {
  hostel: { name: string; address: string | null };
  resident: { name: string; phone: string };
  /** "Room 101, bed 101-a"; null without a bed ever. */
  room: string | null;
  /** YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
  /** The running balance before `from`. */
  openingPaise: number;
  lines: StatementLine[];
  chargesPaise: number;
  paymentsPaise: number;
  /** The running balance at the end of `to`. */
  closingPaise: number;
  /** Payments waiting for verification: not counted in the balance. */
  pending: { date: string; item: string; amountPaise: number }[];
  /** YYYY-MM-DD the statement was made. */
  issuedOn: string;
}

/** "Rs. 1,200", or "Rs. 300 credit" below zero. */
export const balanceText = (paise: number) => (paise < 0 ? `${Money.format(-paise)} credit` : Money.format(paise));

const COLUMNS = [
  { header: 'Date', width: 75, align: 'left' },
  { header: 'Item', width: 185, align: 'left' },
  { header: 'Charge', width: 85, align: 'right' },
  { header: 'Payment', width: 85, align: 'right' },
  { header: 'Balance', width: 85, align: 'right' },
] as const;
const LEFT = 40;

/** An A4 statement of a resident's account: hostel, resident, room, the ledger lines with a running balance, totals. */
export async function renderStatementPdf(data: StatementData): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Statement: ${pdfText(data.resident.name)}`, Author: pdfText(data.hostel.name) },
  });
  const width = doc.page.width - 2 * LEFT;
  const bottom = () => doc.page.height - LEFT - 30;

  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(data.hostel.name), { width });
  if (data.hostel.address) doc.font('Helvetica').fontSize(9).fillColor('#444444').text(pdfText(data.hostel.address));
  doc.moveDown(1).fillColor('#000000').font('Helvetica-Bold').fontSize(13).text('Statement of account');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Resident: ${pdfText(data.resident.name)}, ${data.resident.phone}`);
  doc.text(`Room: ${data.room ?? 'No bed'}`);
  doc.text(`Period: ${readableDate(data.from)} to ${readableDate(data.to)}    Made on ${readableDate(data.issuedOn)}`);
  doc.moveDown(0.8);

  const row = (cells: string[], bold = false) => {
    if (doc.y > bottom()) doc.addPage();
    const y = doc.y;
    let x = LEFT;
    let next = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i], x, y, { width: column.width - 6, align: column.align });
      next = Math.max(next, doc.y);
      x += column.width;
    });
    doc.y = next + 3;
  };
  const amount = (paise: number | null) => (paise === null ? '' : Money.format(paise));

  row(
    COLUMNS.map((c) => c.header),
    true,
  );
  row([readableDate(data.from), 'Opening balance', '', '', balanceText(data.openingPaise)]);
  for (const line of data.lines)
    row([
      readableDate(line.date),
      pdfText(line.item),
      amount(line.chargePaise),
      amount(line.paymentPaise),
      balanceText(line.balancePaise),
    ]);
  row(['', 'Totals', Money.format(data.chargesPaise), Money.format(data.paymentsPaise), ''], true);

  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11);
  doc.text(
    data.closingPaise > 0
      ? `Balance due ${Money.format(data.closingPaise)}`
      : data.closingPaise < 0
        ? `Credit ${Money.format(-data.closingPaise)}`
        : `Balance ${Money.format(0)}: nothing due`,
    LEFT,
    doc.y,
    { width },
  );

  if (data.pending.length) {
    const total = data.pending.reduce((sum, p) => sum + p.amountPaise, 0);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10);
    doc.text(
      `Awaiting verification: ${Money.format(total)} (not counted in the balance until the hostel confirms it)`,
      {
        width,
      },
    );
    doc.font('Helvetica').fontSize(9);
    for (const p of data.pending)
      doc.text(`${readableDate(p.date)}  ${pdfText(p.item)}  ${Money.format(p.amountPaise)}`, { width });
  }
  doc.end();
  return bytes;
}
