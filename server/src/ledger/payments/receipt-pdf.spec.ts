import { ReceiptData, renderReceiptPdf } from './receipt-pdf';
import { pdfText } from '../../../test/support/pdf-text';

const receipt: ReceiptData = {
  receiptNumber: 'R-000042',
  issuedOn: '2026-11-18',
  hostel: {
    name: 'Sunrise Residency',
    address: '14, 5th Cross, Koramangala, Bengaluru 560034',
    phone: '+91 98450 12345',
    taxId: 'GSTIN 29AAKCS1234M1Z5',
  },
  resident: { name: 'Ananya Rao', phone: '+91 98765 43210' },
  room: 'Room 101, bed 101-a',
  settles: 'Oct–Nov 2026 (part), Nov–Dec 2026',
  amountPaise: 900_000,
  balanceAfterPaise: 500_000,
  method: 'UPI',
  reference: '412345678901',
  note: 'Paid at the desk',
  receivedBy: 'Meena Iyer',
  status: 'complete',
};

describe('renderReceiptPdf', () => {
  it('writes every part of the receipt', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const part of [
      'Sunrise Residency',
      'Koramangala',
      'Payment Receipt',
      'R-000042',
      '18 Nov 2026',
      'Ananya Rao',
      'Room 101, bed 101-a',
      'Oct–Nov 2026 (part), Nov–Dec 2026',
      'Phone +91 98450 12345',
      'GSTIN 29AAKCS1234M1Z5',
      'Balance after this payment',
      'Rs. 5,000 owed',
      'Recorded by',
      'Rs. 9,000',
      'Rupees Nine Thousand Only',
      'UPI',
      '412345678901',
      'Paid at the desk',
      'Meena Iyer',
      'Received with thanks.',
      'Received by ______________________________ (name, signature)',
    ])
      expect(text).toContain(part);
  });

  it('is one page', async () => {
    const pdf = await renderReceiptPdf({
      ...receipt,
      note: 'Paid at the desk. '.repeat(28),
      settles: 'Oct–Nov 2026, '.repeat(14),
    });
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('states the balance after as owed, credit or nothing, and prints a PAN when there is no GSTIN', async () => {
    const credit = pdfText(
      await renderReceiptPdf({
        ...receipt,
        balanceAfterPaise: -50_000,
        hostel: { ...receipt.hostel, taxId: 'PAN AAKCS1234M' },
      }),
    );
    expect(credit).toContain('Rs. 500 credit');
    expect(credit).toContain('PAN AAKCS1234M');
    expect(pdfText(await renderReceiptPdf({ ...receipt, balanceAfterPaise: 0 }))).toContain('Nothing owed');
  });

  it('prints a payment recorded before receipts kept the year and balance as it was stored, without a balance line', async () => {
    const text = pdfText(
      await renderReceiptPdf({
        ...receipt,
        settles: 'Sep-Oct, Oct-Nov (part)',
        balanceAfterPaise: null,
        hostel: { ...receipt.hostel, phone: null, taxId: null },
      }),
    );
    expect(text).toContain('Sep-Oct, Oct-Nov (part)');
    expect(text).not.toContain('Balance after');
    expect(text).not.toContain('Phone');
    expect(text).not.toContain('GSTIN');
    expect(text).toContain('(name, signature)');
  });

  it('leaves out an empty reference and note, and says when a payment waits for verification', async () => {
    const text = pdfText(await renderReceiptPdf({ ...receipt, reference: null, note: null, status: 'pending' }));
    expect(text).not.toContain('Reference');
    expect(text).not.toContain('Note');
    expect(text).toContain('Pending verification');
  });

  it('prints names in other scripts without failing', async () => {
    const text = pdfText(await renderReceiptPdf({ ...receipt, resident: { name: 'Priyā अनन्या', phone: '+91' } }));
    expect(text).toContain('Priya');
  });

  it('reprints a voided or rejected payment marked VOID, with the reason and the day', async () => {
    const voided = pdfText(
      await renderReceiptPdf({
        ...receipt,
        status: 'voided',
        reversal: { kind: 'void', reason: 'Duplicate entry', reversedOn: '2026-11-20' },
      }),
    );
    expect(voided).toContain('VOID: this payment was voided on 20 Nov 2026.');
    expect(voided).toContain('Reason: Duplicate entry');
    expect(voided).not.toContain('Received with thanks.');
    const rejected = pdfText(
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
