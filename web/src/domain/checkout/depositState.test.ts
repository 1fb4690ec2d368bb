import { depositState } from './depositState';

const deposit = { maturityDate: '2026-09-05' };
const settled = (appliedPaise: number, refundedPaise: number) => ({
  ...deposit,
  settlement: {
    appliedPaise,
    refundedPaise,
    settledOn: '2026-11-20',
    method: 'upi' as const,
    reference: 'UTR998877',
    paidBy: 'Meena Iyer',
  },
});

describe('depositState', () => {
  it('reads Held, then Matured, while nothing was settled', () => {
    expect(depositState(deposit, '2026-09-04')).toEqual({ label: 'Held', colorPalette: 'blue', details: [] });
    expect(depositState({ ...deposit, settlement: null }, '2026-09-05').label).toBe('Matured');
  });

  it('reads Applied and refunded with amounts, date, method, reference and who paid', () => {
    expect(depositState(settled(100_000, 800_000), '2026-11-25')).toEqual({
      label: 'Applied and refunded',
      colorPalette: 'purple',
      details: [
        'Applied Rs. 1,000 to dues and deductions on 20th Nov, 2026',
        'Refunded Rs. 8,000 on 20th Nov, 2026 by UPI (ref UTR998877), paid by Meena Iyer',
      ],
    });
  });

  it('reads Applied when the deposit all went to what was owed, Refunded when none did', () => {
    expect(depositState(settled(900_000, 0), '2026-11-25')).toMatchObject({
      label: 'Applied',
      details: ['Applied Rs. 9,000 to dues and deductions on 20th Nov, 2026'],
    });
    expect(depositState(settled(0, 900_000), '2026-11-25').label).toBe('Refunded');
  });
});
