import { makerCheckerRule, recorderVerifiedNote, verifierOf } from './payment-maker-checker';

describe('payment maker-checker', () => {
  it('auto: enforced with two or more active admins, not with one (or none)', () => {
    expect(makerCheckerRule('auto', 2)).toEqual({ enforced: true, reason: null });
    expect(makerCheckerRule('auto', 5).enforced).toBe(true);
    expect(makerCheckerRule('auto', 1)).toEqual({ enforced: false, reason: 'only admin of the hostel' });
    expect(makerCheckerRule('auto', 0).enforced).toBe(false);
  });

  it('on: always enforced; off: never', () => {
    expect(makerCheckerRule('on', 1).enforced).toBe(true);
    expect(makerCheckerRule('on', 0).enforced).toBe(true);
    expect(makerCheckerRule('off', 1).enforced).toBe(false);
    expect(makerCheckerRule('off', 3)).toEqual({ enforced: false, reason: 'the hostel lets the recorder verify' });
  });

  it('refuses the recorder only when enforced; anyone else verifies', () => {
    expect(verifierOf(7, 8, makerCheckerRule('on', 1))).toBe('another');
    expect(verifierOf(7, 7, makerCheckerRule('on', 1))).toBe('refused');
    expect(verifierOf(7, 7, makerCheckerRule('auto', 2))).toBe('refused');
    expect(verifierOf(7, 7, makerCheckerRule('auto', 1))).toBe('recorder');
    expect(verifierOf(7, 7, makerCheckerRule('off', 4))).toBe('recorder');
  });

  it('words the log note', () => {
    expect(recorderVerifiedNote(makerCheckerRule('auto', 1))).toBe(
      'verified by the admin who recorded it (only admin of the hostel)',
    );
  });
});
