import { allocate } from '../allocation';
import type { Charge } from '../charges/charge.entity';
import type { PaymentView } from '../ledger-book.service';
import { chargeName, paymentEffect, periodWithYear, settlesText } from './payment-effect';

const rent = (id: number, start: string, end: string, amountPaise = 600_000) =>
  ({
    id,
    kind: 'rent',
    label: 'Rent',
    rentPeriod: start,
    periodEnd: end,
    dueDate: start,
    amountPaise,
    reversesChargeId: null,
  }) as Charge;
const paid = (id: number, amountPaise: number, status: 'complete' | 'pending' = 'complete') =>
  ({ id, amountPaise, paidOn: '2026-11-01', status }) as PaymentView;
const stateOf = (charges: Charge[], payments: PaymentView[]) => ({
  charges,
  payments,
  allocation: allocate(
    charges,
    payments.map((p) => ({
      id: p.id,
      amountPaise: p.amountPaise,
      paidOn: p.paidOn,
      complete: p.status === 'complete',
    })),
  ),
});

describe('payment effect', () => {
  const oct = rent(1, '2026-10-06', '2026-11-05');
  const nov = rent(2, '2026-11-06', '2026-12-05');

  it('names periods with their year, across a new year too', () => {
    expect(periodWithYear('2026-10-06', '2026-11-06')).toBe('Oct–Nov 2026');
    expect(periodWithYear('2026-12-06', '2027-01-06')).toBe('Dec 2026–Jan 2027');
    expect(chargeName(oct)).toBe('Oct–Nov 2026');
    expect(chargeName({ ...oct, kind: 'extra', label: 'Electric', rentPeriod: null, dueDate: '2026-11-20' })).toBe(
      'Electric (Nov 2026)',
    );
  });

  it('settles the oldest period, part of the next, and says what stays due', () => {
    const effect = paymentEffect(stateOf([oct, nov], []), 700_000);
    expect(effect.items).toEqual([
      { chargeId: 1, label: 'Oct–Nov 2026', paise: 600_000, chargePaise: 600_000, whole: true, cleared: true },
      { chargeId: 2, label: 'Nov–Dec 2026', paise: 100_000, chargePaise: 600_000, whole: false, cleared: false },
    ]);
    expect(effect).toMatchObject({ advancePaise: 0, balanceAfterPaise: 500_000, pendingBeforePaise: 0 });
    expect(settlesText(effect)).toBe('Oct–Nov 2026, Nov–Dec 2026 (part)');
  });

  it('keeps what is over as credit, and counts earlier payments waiting for verification', () => {
    const over = paymentEffect(stateOf([oct, nov], [paid(1, 200_000, 'pending')]), 1_050_000);
    expect(over.items.map((i) => [i.label, i.paise, i.whole, i.cleared])).toEqual([
      ['Oct–Nov 2026', 400_000, false, true],
      ['Nov–Dec 2026', 600_000, true, true],
    ]);
    expect(over).toMatchObject({ advancePaise: 50_000, balanceAfterPaise: -50_000, pendingBeforePaise: 200_000 });
    expect(settlesText(over)).toBe('Oct–Nov 2026 (part), Nov–Dec 2026, advance Rs. 500');
    expect(settlesText(paymentEffect(stateOf([oct], [paid(1, 600_000)]), 100))).toBe('Advance');
  });

  it('counts periods about to be billed', () => {
    const effect = paymentEffect(stateOf([oct], []), 1_200_000, [nov]);
    expect(effect.items.map((i) => i.label)).toEqual(['Oct–Nov 2026', 'Nov–Dec 2026']);
    expect(effect.balanceAfterPaise).toBe(0);
  });
});
