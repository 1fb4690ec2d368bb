import { firstMessages } from '@/lib/form/issues';
import { chargeFormSchema, voidChargesSchema, type ChargeFormValues } from './extraChargeSchema';

const blank: ChargeFormValues = {
  way: 'same',
  amountRupees: '350',
  charges: [
    { studentId: '1', amountRupees: '' },
    { studentId: '2', amountRupees: '' },
  ],
  meter: { roomId: '', billRupees: '', previousReading: '', currentReading: '', rateRupees: '' },
  reason: 'electric',
  comment: '',
};
const problems = (values: Partial<ChargeFormValues>) => {
  const result = chargeFormSchema().safeParse({ ...blank, ...values });
  return result.success ? {} : firstMessages(result.error.issues);
};

describe('chargeFormSchema', () => {
  it('one amount for all: rupees typed, paise sent, no empty comment; the limits and the reason', () => {
    expect(chargeFormSchema().parse({ ...blank, amountRupees: '4,750.50', reason: 'water', comment: ' ' })).toEqual({
      way: 'same',
      amountPaise: 475_050,
      reason: 'water',
      comment: null,
    });
    expect(problems({ amountRupees: '' })).toEqual({ amountRupees: 'Amount is required.' });
    expect(problems({ amountRupees: '0' })).toEqual({ amountRupees: 'Amount must be above zero.' });
    expect(problems({ amountRupees: '2000000' })).toEqual({
      amountRupees: 'Amount cannot be more than Rs. 10,00,000.',
    });
    expect(problems({ reason: '', amountRupees: '' })).toEqual({
      reason: 'Reason is required.',
      amountRupees: 'Amount is required.',
    });
    expect(problems({ reason: 'other' })).toEqual({ comment: 'Comment is required when the reason is Other.' });
    expect(problems({ comment: 'x'.repeat(501) })).toEqual({ comment: 'Comment can be at most 500 characters.' });
  });

  it('an amount per resident: each field named as the API names it, for rupees', () => {
    const charges = [
      { studentId: '1', amountRupees: '120' },
      { studentId: '2', amountRupees: '0' },
    ];
    expect(problems({ way: 'each', charges })).toEqual({ 'charges.1.amountRupees': 'Amount must be above zero.' });
    expect(
      chargeFormSchema().parse({
        ...blank,
        way: 'each',
        charges: [charges[0], { studentId: '2', amountRupees: '1.5' }],
      }),
    ).toMatchObject({
      way: 'each',
      charges: [
        { studentId: '1', amountPaise: 12_000 },
        { studentId: '2', amountPaise: 150 },
      ],
    });
  });

  it('a meter bill: a room, the bill, readings that go up, an optional rate', () => {
    expect(problems({ way: 'meter' })).toEqual({
      'meter.roomId': 'Room is required.',
      'meter.billRupees': 'Bill amount is required.',
    });
    const meter = {
      roomId: '7',
      billRupees: '1000.01',
      previousReading: '1200',
      currentReading: '1100',
      rateRupees: '',
    };
    expect(problems({ way: 'meter', meter })).toEqual({
      'meter.currentReading': 'Current reading cannot be below the previous reading.',
    });
    expect(problems({ way: 'meter', meter: { ...meter, currentReading: '12.5' } })).toEqual({
      'meter.currentReading': 'Current reading must be a whole number of units.',
    });
    expect(
      chargeFormSchema().parse({
        ...blank,
        way: 'meter',
        reason: 'other',
        meter: { ...meter, currentReading: '1325', rateRupees: '8' },
      }),
    ).toEqual({
      way: 'meter',
      reason: 'other',
      comment: null,
      meter: { roomId: '7', billPaise: 100_001, previousReading: 1200, currentReading: 1325, ratePaise: 800 },
    });
  });
});

describe('voidChargesSchema', () => {
  it('needs a reason of at most 200 characters', () => {
    expect(voidChargesSchema().safeParse({ reason: '  ' }).success).toBe(false);
    expect(voidChargesSchema().safeParse({ reason: 'x'.repeat(201) }).success).toBe(false);
    expect(voidChargesSchema().parse({ reason: ' Wrong room ' })).toEqual({ reason: 'Wrong room' });
  });
});
