import { firstMessages } from '@/lib/form/issues';
import { recordPaymentSchema } from './recordPaymentSchema';

const valid = { amountRupees: '4500', method: 'cash', reference: '', paidOn: '2026-11-20', note: '' };
const problems = (values: Record<string, string>) => {
  const result = recordPaymentSchema('2026-11-24').safeParse({ ...valid, ...values });
  return result.success ? {} : firstMessages(result.error.issues);
};

describe('recordPaymentSchema', () => {
  it('takes rupees in amountRupees and sends paise as amountPaise, and no reference or note when empty', () => {
    expect(recordPaymentSchema('2026-11-24').parse({ ...valid, amountRupees: '4500.50' })).toEqual({
      amountPaise: 450_050,
      method: 'cash',
      reference: null,
      paidOn: '2026-11-20',
      note: null,
    });
  });

  it('takes an amount typed with grouping commas, Indian or Western', () => {
    const paise = (amountRupees: string) =>
      recordPaymentSchema('2026-11-24').parse({ ...valid, amountRupees }).amountPaise;
    expect(paise('4,750')).toBe(475_000);
    expect(paise('4,750.50')).toBe(475_050);
    expect(paise('1,00,000')).toBe(10_000_000);
    expect(paise('100,000')).toBe(10_000_000);
    for (const amountRupees of ['4,7a0', '1.234', '4,75'])
      expect(problems({ amountRupees }).amountRupees, amountRupees).toMatch(/^Amount must be an amount in rupees/);
    expect(problems({ amountRupees: '47,50,000' })).toEqual({
      amountRupees: 'Amount cannot be more than Rs. 10,00,000.',
    });
  });

  it('names the amount: above zero, at most Rs. 10,00,000', () => {
    expect(problems({ amountRupees: '0' })).toEqual({ amountRupees: 'Amount must be above zero.' });
    expect(problems({ amountRupees: '1000001' })).toEqual({
      amountRupees: 'Amount cannot be more than Rs. 10,00,000.',
    });
    expect(problems({ amountRupees: 'abc' }).amountRupees).toMatch(/^Amount must be an amount in rupees/);
  });

  it('needs a reference for UPI and bank transfer, and a real one', () => {
    expect(problems({ method: 'upi' })).toEqual({ reference: 'Reference is required for UPI and bank transfer.' });
    expect(problems({ method: 'card' })).toEqual({});
    expect(problems({ method: 'bank_transfer', reference: 'x!' }).reference).toMatch(/^Reference must be 4 to 40/);
  });

  it('keeps the date between a year back and today', () => {
    expect(problems({ paidOn: '2026-11-25' })).toEqual({ paidOn: 'Paid on cannot be later than today.' });
    expect(problems({ paidOn: '2025-11-22' })).toEqual({ paidOn: 'Paid on must be on or after 23 Nov 2025.' });
  });
});
