import { firstMessages } from '@/lib/form/issues';
import { rentChangeKindOptions, updateRentSchema } from './chargeSchemas';

describe('updateRentSchema', () => {
  const today = '2026-11-25';
  const problems = (values: Record<string, string>) => {
    const result = updateRentSchema(today).safeParse({
      kind: 'rent_change',
      amountRupees: '9500',
      effectiveDate: '2026-12-01',
      comment: '',
      ...values,
    });
    return result.success ? {} : firstMessages(result.error.issues);
  };

  it('takes rupees in amountRupees and sends paise as amountPaise, and no amount for a waiver', () => {
    expect(
      updateRentSchema(today).parse({
        kind: 'rent_change',
        amountRupees: '9500',
        effectiveDate: '2026-12-01',
        comment: '',
      }),
    ).toEqual({ kind: 'rent_change', amountPaise: 950_000, effectiveDate: '2026-12-01', comment: null });
    expect(
      updateRentSchema(today).parse({
        kind: 'waiver',
        amountRupees: '12',
        effectiveDate: '2026-11-10',
        comment: 'Flood',
      }),
    ).toEqual({ kind: 'waiver', amountPaise: null, effectiveDate: '2026-11-10', comment: 'Flood' });
  });

  it('needs an amount except for a waiver', () => {
    expect(problems({ amountRupees: '' })).toEqual({ amountRupees: 'Amount is required.' });
    expect(problems({ amountRupees: '-5' }).amountRupees).toBeTruthy();
    expect(problems({ kind: 'waiver', amountRupees: '', effectiveDate: '2026-11-01', comment: 'Flood' })).toEqual({});
  });

  it('never rewrites billed rent: a new rent starts today or later, a waiver is for a billed period', () => {
    expect(problems({ effectiveDate: '2026-11-24' })).toEqual({
      effectiveDate: 'Effective date cannot be earlier than today: billed rent is never rewritten.',
    });
    expect(problems({ kind: 'waiver', effectiveDate: '2026-11-26', comment: 'Flood' })).toEqual({
      effectiveDate: 'A waiver is for a period already billed: pick a date up to today.',
    });
    expect(problems({ effectiveDate: '2027-11-27' })).toEqual({
      effectiveDate: 'Effective date must be on or before 26 Nov 2027.',
    });
    expect(problems({ effectiveDate: '' })).toEqual({ effectiveDate: 'Effective date is required.' });
  });

  it('needs a comment for a discount or a waiver', () => {
    expect(problems({ kind: 'one_time_discount', amountRupees: '500' })).toEqual({
      comment: 'Comment is required for a discount or a waiver.',
    });
    expect(problems({ kind: 'one_time_surcharge', amountRupees: '500' })).toEqual({});
  });
});

describe('rent change kinds', () => {
  it('offers all but a new "Bill rent from", each with what it does', () => {
    expect(rentChangeKindOptions.map((option) => option.label)).toEqual([
      'Rent change from a date',
      'One-time discount',
      'One-time surcharge',
      'Waiver of a period',
    ]);
    expect(rentChangeKindOptions.every((option) => option.help)).toBe(true);
  });
});
