import {
  checkInSchema,
  checkInSteps,
  dependentFields,
  emptyCheckInValues,
  firstStepWith,
  type CheckInValues,
} from './checkinSchema';
import { explainCheckInFailure } from './checkinFailure';
import { todayInIndia } from '@/lib/format';
import { firstMessages } from '@/lib/form/issues';

/** What Next (or Submit, per step) shows: the first message of each field of the step. */
function validateStep(step: number, values: CheckInValues): Record<string, string> {
  const parsed = checkInSchema.safeParse(values);
  return parsed.success ? {} : firstMessages(parsed.error.issues, checkInSteps[step]!.fields);
}

const filled: CheckInValues = {
  name: ' Asha Verma ',
  email: 'asha@example.com',
  phone: '98765 43210',
  roomType: 'delux',
  roomId: '1',
  bedId: '12',
  monthlyRentPaise: '7500.50',
  depositPaise: '9000',
  depositPaidOn: '2026-10-28',
  rentAgreementDays: '330',
  noticePeriodDays: '0',
  depositMethod: 'bank_transfer',
  moveInDate: '2026-11-01',
  billRentFrom: '2026-11-01',
};

describe('checkinSchema', () => {
  it('validates one step at a time, in the spec words', () => {
    expect(validateStep(0, emptyCheckInValues)).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone number is required',
    });
    expect(validateStep(1, emptyCheckInValues)).toEqual({
      roomType: 'Please select Room Type.',
      roomId: 'Please select Room Number.',
    });
    expect(validateStep(2, emptyCheckInValues)).toEqual({
      bedId: 'Bed number Required.',
      monthlyRentPaise: '! required.',
      depositPaise: '! required.',
      depositPaidOn: 'Deposit date is required.',
    });
    expect(validateStep(3, emptyCheckInValues)).toEqual({
      rentAgreementDays: 'Is required.',
      noticePeriodDays: 'Is required.',
      depositMethod: 'Is required.',
      moveInDate: 'Move-in date is required.',
      billRentFrom: 'Bill rent from is required.',
    });
    for (const step of [0, 1, 2, 3]) expect(validateStep(step, filled)).toEqual({});
  });

  it('bounds the days and the amounts', () => {
    const errors = validateStep(3, { ...filled, rentAgreementDays: '0', noticePeriodDays: '400' });
    expect(errors).toEqual({
      rentAgreementDays: 'Rent Agreement (days) must be a whole number from 1 to 3650.',
      noticePeriodDays: 'Notice Period (days) must be a whole number from 0 to 365.',
    });
    expect(validateStep(2, { ...filled, monthlyRentPaise: '12.345' })).toEqual({
      monthlyRentPaise: 'Rent must be an amount in rupees from 0 to 10,00,000.',
    });
    expect(validateStep(2, { ...filled, depositPaise: '1000000.01' })).toEqual({
      depositPaise: 'Deposit must be an amount in rupees from 0 to 10,00,000.',
    });
  });

  it('checks the dates: written YYYY-MM-DD, and no deposit paid in the future', () => {
    expect(validateStep(3, { ...filled, moveInDate: '01/11/2026' })).toEqual({ moveInDate: 'Enter a valid date.' });
    expect(validateStep(2, { ...filled, depositPaidOn: '2999-01-01' })).toEqual({
      depositPaidOn: 'Deposit date cannot be later than today',
    });
    expect(validateStep(2, { ...filled, depositPaidOn: todayInIndia() })).toEqual({});
  });

  it('keeps the move-in date within five years back and one year ahead, and bills from it or later', () => {
    const tooOld = validateStep(3, { ...filled, moveInDate: '2001-01-01', billRentFrom: '2001-01-01' });
    expect(tooOld.moveInDate).toMatch(/^Move-in Date must be between \d+ \w{3} \d{4} and \d+ \w{3} \d{4}\.$/);
    expect(validateStep(3, { ...filled, billRentFrom: '2026-10-31' })).toEqual({
      billRentFrom: 'Bill rent from must be on or after the Move-in Date.',
    });
    expect(validateStep(3, { ...filled, billRentFrom: '2026-11-15' })).toEqual({});
  });

  it('finds the first step with an error', () => {
    expect(firstStepWith(['depositMethod', 'bedId'])).toBe(2);
    expect(firstStepWith([])).toBeNull();
  });

  it('voids the room and bed when the room type changes, and the bed when the room changes', () => {
    expect(dependentFields).toEqual({
      roomType: ['roomId', 'bedId', 'monthlyRentPaise'],
      roomId: ['bedId', 'monthlyRentPaise'],
    });
  });

  it('builds the CheckInInput in paise with trimmed text and digits-only phone', () => {
    expect(checkInSchema.parse(filled)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      roomId: '1',
      bedId: '12',
      monthlyRentPaise: 750050,
      depositPaise: 900000,
      depositMethod: 'bank_transfer',
      rentAgreementDays: 330,
      noticePeriodDays: 0,
      depositPaidOn: '2026-10-28',
      moveInDate: '2026-11-01',
      billRentFrom: '2026-11-01',
    });
  });
});

describe('explainCheckInFailure', () => {
  const problem = (code: string, fields: Record<string, string>, message: string | null = null) => ({
    code,
    fields,
    message,
    summary: message ?? Object.values(fields).join('. '),
  });

  it('puts field errors on their step, the phone conflict included', () => {
    expect(
      explainCheckInFailure(
        problem('CONFLICT', { phone: 'A resident with this phone number is already checked in' }),
        3,
      ),
    ).toEqual({
      step: 0,
      errors: { phone: 'A resident with this phone number is already checked in' },
      alert: null,
      clearBed: false,
    });
    expect(
      explainCheckInFailure(problem('BAD_USER_INPUT', { monthlyRentPaise: 'Too high', moveInDate: 'Bad date' }), 3),
    ).toEqual({
      step: 2,
      errors: { monthlyRentPaise: 'Too high', moveInDate: 'Bad date' },
      alert: null,
      clearBed: false,
    });
    expect(explainCheckInFailure(problem('BAD_USER_INPUT', { hostelId: 'Unknown hostel' }), 3)).toEqual({
      step: 3,
      errors: {},
      alert: 'Unknown hostel',
      clearBed: false,
    });
  });

  it('sends a taken bed to an alert on the bed step and voids the choice', () => {
    expect(explainCheckInFailure(problem('CONFLICT', { bedId: 'Bed 101-b is already occupied' }), 3)).toEqual({
      step: 2,
      errors: {},
      alert: 'Bed 101-b is already occupied',
      clearBed: true,
    });
  });

  it('keeps other failures on the current step', () => {
    expect(explainCheckInFailure(problem('FORBIDDEN', {}, 'Forbidden resource'), 3)).toEqual({
      step: 3,
      errors: {},
      alert: 'Forbidden resource',
      clearBed: false,
    });
  });
});
