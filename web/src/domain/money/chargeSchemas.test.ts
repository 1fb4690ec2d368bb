import { firstMessages } from '@/lib/form/issues';
import * as server from '../../../../server/src/ledger/ledger-rules';
import { rentChangeKindOptions, rentChangeLabels, updateRentSchema } from './chargeSchemas';

describe('updateRentSchema', () => {
  const today = '2026-11-25';
  const problems = (values: Record<string, string>) => {
    const result = updateRentSchema(today).safeParse({
      kind: 'rent_change',
      amountPaise: '9500',
      effectiveDate: '2026-12-01',
      comment: '',
      ...values,
    });
    return result.success ? {} : firstMessages(result.error.issues);
  };

  it('sends paise, and no amount for a waiver', () => {
    expect(
      updateRentSchema(today).parse({
        kind: 'rent_change',
        amountPaise: '9500',
        effectiveDate: '2026-12-01',
        comment: '',
      }),
    ).toEqual({ kind: 'rent_change', amountPaise: 950_000, effectiveDate: '2026-12-01', comment: null });
    expect(
      updateRentSchema(today).parse({
        kind: 'waiver',
        amountPaise: '12',
        effectiveDate: '2026-11-10',
        comment: 'Flood',
      }),
    ).toEqual({ kind: 'waiver', amountPaise: null, effectiveDate: '2026-11-10', comment: 'Flood' });
  });

  it('needs an amount except for a waiver', () => {
    expect(problems({ amountPaise: '' })).toEqual({ amountPaise: 'Amount is required.' });
    expect(problems({ amountPaise: '-5' }).amountPaise).toBeTruthy();
    expect(problems({ kind: 'waiver', amountPaise: '', effectiveDate: '2026-11-01', comment: 'Flood' })).toEqual({});
  });

  it('never rewrites billed rent: a new rent starts today or later, a waiver is for a billed period', () => {
    expect(problems({ effectiveDate: '2026-11-24' })).toEqual({
      effectiveDate: 'Effective date cannot be earlier than today: billed rent is never rewritten.',
    });
    expect(problems({ kind: 'waiver', effectiveDate: '2026-11-26', comment: 'Flood' })).toEqual({
      effectiveDate: 'A waiver is for a period already billed: pick a date up to today.',
    });
    expect(problems({ effectiveDate: '2027-11-27' })).toEqual({
      effectiveDate: 'Effective date must be on or before 2027-11-26.',
    });
    expect(problems({ effectiveDate: '' })).toEqual({ effectiveDate: 'Effective date is required.' });
  });

  it('needs a comment for a discount or a waiver', () => {
    expect(problems({ kind: 'one_time_discount', amountPaise: '500' })).toEqual({
      comment: 'Comment is required for a discount or a waiver.',
    });
    expect(problems({ kind: 'one_time_surcharge', amountPaise: '500' })).toEqual({});
  });
});

describe('rent change kinds', () => {
  it('are labelled as the server labels them; Update Rent offers all but a new "Bill rent from"', () => {
    expect(rentChangeLabels).toEqual(server.RENT_CHANGE_LABELS);
    expect(rentChangeKindOptions.map((option) => option.value)).toEqual([...server.UPDATE_RENT_KINDS]);
  });
});
