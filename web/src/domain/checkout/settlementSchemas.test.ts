import { firstMessages } from '@/lib/form/issues';
import { deductionSchema, deductionsSchema, payRefundSchema } from './settlementSchemas';

describe('deductionSchema', () => {
  const problems = (values: Record<string, string>) => {
    const result = deductionSchema.safeParse({ kind: 'damage', amountRupees: '1500', note: 'Broken chair', ...values });
    return result.success ? {} : firstMessages(result.error.issues);
  };

  it('takes rupees in amountRupees, sends paise as amountPaise and a trimmed note', () => {
    expect(deductionSchema.parse({ kind: 'cleaning', amountRupees: '500.5', note: ' Deep clean ' })).toEqual({
      kind: 'cleaning',
      amountPaise: 50_050,
      note: 'Deep clean',
    });
  });

  it('names the amount, the kind and the note', () => {
    expect(problems({ amountRupees: '0' })).toEqual({ amountRupees: 'Amount must be above zero.' });
    expect(problems({ kind: '' })).toEqual({ kind: 'Deduction must be Damage, Cleaning or Other.' });
    expect(problems({ note: '  ' })).toEqual({ note: 'Each deduction needs a note.' });
    expect(problems({ note: 'x'.repeat(201) })).toEqual({ note: "A deduction's note can be at most 200 characters." });
  });

  it('takes at most ten', () => {
    const one = { kind: 'other', amountRupees: '10', note: 'Key' };
    expect(deductionsSchema.safeParse(Array(10).fill(one)).success).toBe(true);
    expect(deductionsSchema.safeParse(Array(11).fill(one)).error?.issues[0]?.message).toBe('At most 10 deductions.');
  });
});

describe('payRefundSchema', () => {
  const problems = (values: Record<string, string>) => {
    const result = payRefundSchema('2026-11-25').safeParse({
      method: 'cash',
      reference: '',
      paidOn: '2026-11-25',
      ...values,
    });
    return result.success ? {} : firstMessages(result.error.issues);
  };

  it('needs a reference for UPI and bank transfer, and a paid-on date not after today', () => {
    expect(problems({})).toEqual({});
    expect(problems({ method: 'upi' })).toEqual({ reference: 'Reference is required for UPI and bank transfer.' });
    expect(problems({ paidOn: '2026-11-26' })).toEqual({ paidOn: 'Paid on cannot be later than today.' });
    expect(
      payRefundSchema('2026-11-25').parse({ method: 'upi', reference: '412345678901', paidOn: '2026-11-24' }),
    ).toEqual({
      method: 'upi',
      reference: '412345678901',
      paidOn: '2026-11-24',
    });
  });
});
