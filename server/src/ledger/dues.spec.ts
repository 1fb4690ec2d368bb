import { allocate } from './allocation';
import { daysBetween } from '@hostel-admin/rules';
import { ageingBucket, duesOf } from './dues';

const charge = (id: number, dueDate: string, amountPaise = 600_000) => ({
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
const TODAY = '2026-11-20';

describe('duesOf', () => {
  it('ages what is unpaid by days past the due date, the oldest charges settled first', () => {
    const a = allocate(
      [
        charge(1, '2026-07-10'), // 133 days
        charge(2, '2026-08-21'), // 91 days
        charge(3, '2026-08-22'), // 90 days
        charge(4, '2026-09-21'), // 60 days
        charge(5, '2026-10-20'), // 31 days
        charge(6, '2026-10-21'), // 30 days
        charge(7, '2026-11-20'), // today
        charge(8, '2026-12-01'), // not due yet
      ],
      [paid(1, 900_000)],
    );
    const dues = duesOf(a, TODAY, 5);
    // Charge 1 settled, charge 2 half: 3,000 + 0 in 90+, 6,000 in 61–90 …
    expect(dues.agedPaise).toEqual([1_200_000, 1_200_000, 600_000, 300_000]);
    expect(dues.notDuePaise).toBe(600_000);
    expect(dues.awaitingVerificationPaise).toBe(0);
    expect(dues.oldestUnpaid?.id).toBe(2);
    expect(dues.daysPastDue).toBe(91);
    expect(dues.overdue).toBe(true);
    expect(dues.balancePaise).toBe(dues.notDuePaise + dues.agedPaise.reduce((s, v) => s + v, 0));
  });

  it('keeps what a waiting payment covers apart: never aged, never overdue', () => {
    const a = allocate([charge(1, '2026-10-01'), charge(2, '2026-11-01')], [paid(1, 1_200_000, false)]);
    const dues = duesOf(a, TODAY, 5);
    expect(dues).toMatchObject({
      balancePaise: 1_200_000,
      awaitingVerificationPaise: 1_200_000,
      agedPaise: [0, 0, 0, 0],
      oldestUnpaid: null,
      daysPastDue: 0,
      overdue: false,
    });
  });

  it('is Overdue only past the grace days; credit owes nothing', () => {
    expect(duesOf(allocate([charge(1, '2026-11-15')], []), TODAY, 5).overdue).toBe(false);
    expect(duesOf(allocate([charge(1, '2026-11-14')], []), TODAY, 5).overdue).toBe(true);
    const credit = duesOf(allocate([charge(1, '2026-11-01')], [paid(1, 700_000)]), TODAY, 5);
    expect(credit).toMatchObject({ balancePaise: -100_000, agedPaise: [0, 0, 0, 0], notDuePaise: 0, overdue: false });
  });

  it('buckets: 0–30, 31–60, 61–90, over 90', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });
});
