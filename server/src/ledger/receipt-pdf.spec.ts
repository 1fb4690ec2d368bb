import { execFileSync } from 'node:child_process';
import { ReceiptData, renderReceiptPdf } from './receipt-pdf';

const receipt: ReceiptData = {
  receiptNumber: 'R-000042',
  issuedOn: '2026-11-18',
  hostel: { name: 'Sunrise Residency', address: '14, 5th Cross, Koramangala, Bengaluru 560034' },
  resident: { name: 'Ananya Rao', phone: '+91 98765 43210' },
  room: 'Room 101, bed 101-a',
  settles: 'Oct-Nov (part), Nov-Dec',
  amountPaise: 900_000,
  method: 'UPI',
  reference: '412345678901',
  note: 'Paid at the desk',
  receivedBy: 'Meena Iyer',
  status: 'complete',
};

/**
 * The PDF's text as pdf-parse (PDF.js) reads it. PDF.js loads its worker with a dynamic import, which jest's VM
 * does not allow, so it runs in a plain node process.
 */
function textOf(pdf: Buffer): string {
  const script = `import { PDFParse } from 'pdf-parse';
    const chunks = []; for await (const c of process.stdin) chunks.push(c);
    const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
    process.stdout.write((await parser.getText()).text); await parser.destroy();`;
  const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, cwd: __dirname });
  return text.toString().replace(/\s+/g, ' ');
}

describe('renderReceiptPdf', () => {
  it('writes every part of the receipt', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    for (const part of [
      'Sunrise Residency',
      'Koramangala',
      'Payment Receipt',
      'R-000042',
      '18 Nov 2026',
      'Ananya Rao',
      'Room 101, bed 101-a',
      'Oct-Nov (part), Nov-Dec',
      'Rs. 9,000.00',
      'Rupees Nine Thousand Only',
      'UPI',
      '412345678901',
      'Paid at the desk',
      'Meena Iyer',
      'Received with thanks.',
    ])
      expect(text).toContain(part);
  });

  it('leaves out an empty reference and note, and says when a payment waits for verification', async () => {
    const text = textOf(await renderReceiptPdf({ ...receipt, reference: null, note: null, status: 'pending' }));
    expect(text).not.toContain('Reference');
    expect(text).not.toContain('Note');
    expect(text).toContain('Pending verification');
  });

  it('prints names in other scripts without failing', async () => {
    const text = textOf(await renderReceiptPdf({ ...receipt, resident: { name: 'Priyā अनन्या', phone: '+91' } }));
    expect(text).toContain('Priya');
  });

  it('reprints a voided or rejected payment marked VOID, with the reason and the day', async () => {
    const voided = textOf(
      await renderReceiptPdf({
        ...receipt,
        status: 'voided',
        reversal: { kind: 'void', reason: 'Duplicate entry', reversedOn: '2026-11-20' },
      }),
    );
    expect(voided).toContain('VOID: this payment was voided on 20 Nov 2026.');
    expect(voided).toContain('Reason: Duplicate entry');
    expect(voided).not.toContain('Received with thanks.');
    const rejected = textOf(
      await renderReceiptPdf({
        ...receipt,
        status: 'rejected',
        reversal: { kind: 'reject', reason: 'UTR not in the bank statement', reversedOn: '2026-11-21' },
      }),
    );
    expect(rejected).toContain('VOID: this payment was rejected (the money never arrived) on 21 Nov 2026.');
    expect(rejected).toContain('UTR not in the bank statement');
  });
});
