import { rentPeriods } from './rent-periods';

const brief = (moveIn: string, today: string, count = 4) =>
  rentPeriods(moveIn, 900_000, today, count).map((p) => `${p.label} ${p.startDate}..${p.endDate} ${p.status}`);

describe('rentPeriods', () => {
  it('answers the upcoming period and the started ones, newest first', () => {
    expect(brief('2026-08-15', '2026-11-20')).toEqual([
      'Dec-Jan 2026-12-15..2027-01-14 upcoming',
      'Nov-Dec 2026-11-15..2026-12-14 due',
      'Oct-Nov 2026-10-15..2026-11-14 due',
      'Sep-Oct 2026-09-15..2026-10-14 due',
    ]);
  });

  it('names a period starting on the 1st after its own and the next month', () => {
    expect(brief('2026-10-01', '2026-11-20', 3)).toEqual([
      'Dec-Jan 2026-12-01..2026-12-31 upcoming',
      'Nov-Dec 2026-11-01..2026-11-30 due',
      'Oct-Nov 2026-10-01..2026-10-31 due',
    ]);
  });

  it('counts a period starting today as due, and one starting tomorrow as upcoming', () => {
    expect(brief('2026-10-20', '2026-11-20', 2)).toEqual([
      'Dec-Jan 2026-12-20..2027-01-19 upcoming',
      'Nov-Dec 2026-11-20..2026-12-19 due',
    ]);
    expect(brief('2026-10-21', '2026-11-20', 2)).toEqual([
      'Nov-Dec 2026-11-21..2026-12-20 upcoming',
      'Oct-Nov 2026-10-21..2026-11-20 due',
    ]);
  });

  it('falls back to the last day of shorter months and returns to the 31st after', () => {
    expect(brief('2027-01-31', '2027-04-10')).toEqual([
      'Apr-May 2027-04-30..2027-05-30 upcoming',
      'Mar-Apr 2027-03-31..2027-04-29 due',
      'Feb-Mar 2027-02-28..2027-03-30 due',
      'Jan-Feb 2027-01-31..2027-02-27 due',
    ]);
    expect(brief('2028-01-31', '2028-02-29', 2)).toEqual([
      'Mar-Apr 2028-03-31..2028-04-29 upcoming',
      'Feb-Mar 2028-02-29..2028-03-30 due',
    ]);
  });

  it('stops at the first period, and shows only the upcoming one before move-in', () => {
    expect(brief('2026-11-05', '2026-11-20')).toEqual([
      'Dec-Jan 2026-12-05..2027-01-04 upcoming',
      'Nov-Dec 2026-11-05..2026-12-04 due',
    ]);
    expect(brief('2026-12-01', '2026-11-20')).toEqual(['Dec-Jan 2026-12-01..2026-12-31 upcoming']);
  });

  it('crosses years and answers the rent as each amount', () => {
    const periods = rentPeriods('2024-03-10', 650_000, '2026-11-20', 2);
    expect(periods).toEqual([
      { label: 'Dec-Jan', startDate: '2026-12-10', endDate: '2027-01-09', amountPaise: 650_000, status: 'upcoming' },
      { label: 'Nov-Dec', startDate: '2026-11-10', endDate: '2026-12-09', amountPaise: 650_000, status: 'due' },
    ]);
  });

  it('answers nothing for a count of 0', () => {
    expect(rentPeriods('2026-01-01', 1, '2026-11-20', 0)).toEqual([]);
  });
});
