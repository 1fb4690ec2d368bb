import { allocate, periodStatus, settledBy } from './allocation';

const rent = (id: number, dueDate: string, amountPaise = 900_000) => ({
  id,
  dueDate,
  amountPaise,
  reversesChargeId: null,
});
const paid = (id: number, amountPaise: number, complete = true) => ({
  id,
  amountPaise,
  paidOn: '2026-11-01',
  complete,
});

describe('allocate', () => {
  it('balance = charges − complete payments; pending payments do not count', () => {
    const a = allocate([rent(1, '2026-09-05'), rent(2, '2026-10-05')], [paid(1, 500_000), paid(2, 300_000, false)]);
    expect(a).toMatchObject({ chargedPaise: 1_800_000, collectedPaise: 500_000, pendingPaise: 300_000 });
    expect(a.balancePaise).toBe(1_300_000);
  });

  it('settles the oldest charge first, whatever order the rows come in', () => {
    const a = allocate([rent(2, '2026-10-05'), rent(1, '2026-09-05')], [paid(1, 1_200_000)]);
    expect(a.charges.map((c) => [c.id, c.settledPaise])).toEqual([
      [1, 900_000],
      [2, 300_000],
    ]);
  });

  it('puts pending payments after the complete ones', () => {
    const a = allocate([rent(1, '2026-09-05'), rent(2, '2026-10-05')], [paid(1, 400_000, false), paid(2, 600_000)]);
    expect(a.charges.map((c) => [c.settledPaise, c.pendingPaise])).toEqual([
      [600_000, 300_000],
      [0, 100_000],
    ]);
  });

  it('keeps what is paid beyond the charges as credit (a negative balance) that settles the next charge', () => {
    const before = allocate([rent(1, '2026-09-05')], [paid(1, 1_000_000)]);
    expect(before.balancePaise).toBe(-100_000);
    const after = allocate([rent(1, '2026-09-05'), rent(2, '2026-10-05')], [paid(1, 1_000_000)]);
    expect(after.charges[1].settledPaise).toBe(100_000);
    expect(after.balancePaise).toBe(800_000);
  });

  it('takes a reversal off the charge it reverses and a free credit off the balance', () => {
    const a = allocate(
      [
        rent(1, '2026-09-05'),
        { id: 2, dueDate: '2026-09-10', amountPaise: -900_000, reversesChargeId: 1 },
        rent(3, '2026-10-05'),
        { id: 4, dueDate: '2026-10-06', amountPaise: -100_000, reversesChargeId: null },
      ],
      [],
    );
    expect(a.charges.map((c) => [c.id, c.netPaise, c.settledPaise])).toEqual([
      [1, 0, 0],
      [3, 900_000, 100_000],
    ]);
    expect(a.balancePaise).toBe(800_000);
  });
});

describe('settledBy', () => {
  it('names the stretch a new payment lands on after the earlier ones, part-paid charges marked', () => {
    const charges = [rent(1, '2026-09-05'), rent(2, '2026-10-05'), rent(3, '2026-11-05')];
    expect(settledBy(charges, [paid(1, 450_000)], 900_000)).toEqual([
      { chargeId: 1, paise: 450_000, whole: false, cleared: true },
      { chargeId: 2, paise: 450_000, whole: false, cleared: false },
    ]);
    expect(settledBy(charges, [], 1_800_000)).toEqual([
      { chargeId: 1, paise: 900_000, whole: true, cleared: true },
      { chargeId: 2, paise: 900_000, whole: true, cleared: true },
    ]);
    expect(settledBy(charges, [paid(1, 2_700_000)], 100)).toEqual([]);
  });
});

describe('periodStatus', () => {
  const charge = (settledPaise: number) => ({
    id: 1,
    dueDate: '2026-11-05',
    netPaise: 900_000,
    settledPaise,
    pendingPaise: 0,
  });

  it('is Upcoming before it starts, Paid when settled, Due or Partially paid within the grace days, then Overdue', () => {
    expect(periodStatus(charge(0), '2026-11-04', 5)).toBe('upcoming');
    expect(periodStatus(charge(900_000), '2026-12-30', 5)).toBe('paid');
    expect(periodStatus(charge(0), '2026-11-10', 5)).toBe('due');
    expect(periodStatus(charge(100), '2026-11-10', 5)).toBe('partially_paid');
    expect(periodStatus(charge(100), '2026-11-11', 5)).toBe('overdue');
    expect(periodStatus(charge(0), '2026-11-06', 0)).toBe('overdue');
  });

  it('is Paid, awaiting verification (never Overdue) when payments waiting for an admin cover what is left', () => {
    const waiting = (settledPaise: number, pendingPaise: number) => ({ ...charge(settledPaise), pendingPaise });
    expect(periodStatus(waiting(0, 900_000), '2026-12-30', 5)).toBe('awaiting_verification');
    expect(periodStatus(waiting(300_000, 600_000), '2026-11-06', 5)).toBe('awaiting_verification');
    expect(periodStatus(waiting(0, 899_900), '2026-12-30', 5)).toBe('overdue');
    expect(periodStatus(waiting(0, 900_000), '2026-11-04', 5)).toBe('upcoming');
  });
});
