import { checkInSchema } from './checkinSchema';
import { checkInSteps, dependentFields, emptyCheckInValues, firstStepWith, type CheckInValues } from './checkinSteps';
import { explainCheckInFailure } from './checkinFailure';
import { todayInIndia } from '@/lib/format';
import { firstMessages } from '@/lib/form/issues';
import { countries, DEFAULT_COUNTRY } from '@/lib/countries';
import { phoneFromInput } from '@/lib/phone';

/** What Next (or Submit, per step) shows: the first message of each field of the step. */
function validateStep(step: number, values: CheckInValues): Record<string, string> {
  const parsed = checkInSchema.safeParse(values);
  return parsed.success ? {} : firstMessages(parsed.error.issues, checkInSteps[step]!.fields);
}

const filled: CheckInValues = {
  name: ' Asha Verma ',
  email: 'asha@example.com',
  phone: phoneFromInput('98765 43210', DEFAULT_COUNTRY),
  roomType: 'delux',
  roomId: '1',
  bedId: '12',
  monthlyRentRupees: '7500.50',
  depositRupees: '9000',
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
      monthlyRentRupees: '! required.',
      depositRupees: '! required.',
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

  it('takes the phone as pasted, in the spec words for an Indian number of another length', () => {
    const phoneError = (typed: string, country = DEFAULT_COUNTRY) =>
      validateStep(0, { ...filled, phone: phoneFromInput(typed, country) }).phone;
    for (const typed of ['+91 98765 43210', '+91-98765-43210', '098765 43210', '98765-43210'])
      expect([typed, phoneError(typed)]).toEqual([typed, undefined]);
    expect(phoneError('98765')).toBe('Must be of 10 digits.');
    expect(phoneError('987654321')).toBe('Must be of 10 digits.');
    expect(phoneError('58765 43210')).toBe(
      'Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.',
    );
    const nepal = countries.find((country) => country.iso === 'NP')!;
    expect(phoneError('984123', nepal)).toMatch(/^Phone must be a valid number of Nepal \(\+977\): /);
    expect(phoneError('9841234567', nepal)).toBeUndefined();
    expect(checkInSchema.parse({ ...filled, phone: phoneFromInput('+977 984-1234567', DEFAULT_COUNTRY) }).phone).toBe(
      '+9779841234567',
    );
  });

  it('bounds the name and the e-mail as the server does', () => {
    expect(validateStep(0, { ...filled, name: 'A'.repeat(121) })).toEqual({
      name: 'Name must be at most 120 characters.',
    });
    expect(validateStep(0, { ...filled, email: `${'a'.repeat(250)}@x.in` })).toEqual({
      email: 'Invalid email format.',
    });
  });

  it('bounds the days and the amounts', () => {
    const errors = validateStep(3, { ...filled, rentAgreementDays: '0', noticePeriodDays: '400' });
    expect(errors).toEqual({
      rentAgreementDays: 'Rent Agreement (days) must be a whole number from 1 to 3650.',
      noticePeriodDays: 'Notice Period (days) must be a whole number from 0 to 365.',
    });
    expect(validateStep(2, { ...filled, monthlyRentRupees: '12.345' })).toEqual({
      monthlyRentRupees: 'Rent must be an amount in rupees from 0 to 10,00,000.',
    });
    expect(validateStep(2, { ...filled, depositRupees: '1000000.01' })).toEqual({
      depositRupees: 'Deposit must be an amount in rupees from 0 to 10,00,000.',
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
      roomType: ['roomId', 'bedId', 'monthlyRentRupees'],
      roomId: ['bedId', 'monthlyRentRupees'],
    });
  });

  it('builds the CheckInInput in paise from the rupees typed, with trimmed text and the phone in E.164', () => {
    expect(checkInSchema.parse(filled)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+919876543210',
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
        problem('CONFLICT', {
          phone: 'Phone is already used by a current resident of this hostel (residents sign in with it)',
        }),
        3,
      ),
    ).toEqual({
      step: 0,
      errors: { phone: 'Phone is already used by a current resident of this hostel (residents sign in with it)' },
      alert: null,
      clearBed: false,
    });
    expect(
      explainCheckInFailure(problem('BAD_USER_INPUT', { monthlyRentPaise: 'Too high', moveInDate: 'Bad date' }), 3),
    ).toEqual({
      step: 2,
      errors: { monthlyRentRupees: 'Too high', moveInDate: 'Bad date' },
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
