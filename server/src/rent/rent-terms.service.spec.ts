import type { Repository } from 'typeorm';
import { FakeClock } from '../../test/support/fake-clock';
import type { RentTerms } from './rent-terms.entity';
import { RentTermsService } from './rent-terms.service';

const terms = { studentId: 7, monthlyRentPaise: 600_000, rentAgreementDays: 330, noticePeriodDays: 30 } as RentTerms;

describe('RentTermsService.periodsOf', () => {
  const clock = new FakeClock(new Date('2026-11-20T06:30:00Z'));
  const rent = new RentTermsService({} as Repository<RentTerms>, clock);
  const labels = (archivedAt: Date | null, count = 3) =>
    rent
      .periodsOf({ id: 7, moveInDate: '2026-08-10', archivedAt }, terms, count)
      .map((p) => `${p.id} ${p.label} ${p.status}`);

  it('answers the upcoming and the latest periods, with ids made of the student and the start date', () => {
    expect(labels(null)).toEqual([
      '7:2026-12-10 Dec-Jan upcoming',
      '7:2026-11-10 Nov-Dec due',
      '7:2026-10-10 Oct-Nov due',
    ]);
  });

  it("ends an archived resident's periods on the day they left (India time)", () => {
    expect(labels(new Date('2026-10-09T19:00:00Z'))).toEqual([
      '7:2026-10-10 Oct-Nov due',
      '7:2026-09-10 Sep-Oct due',
      '7:2026-08-10 Aug-Sep due',
    ]);
    expect(labels(new Date('2026-10-09T18:00:00Z'), 5)).toEqual([
      '7:2026-09-10 Sep-Oct due',
      '7:2026-08-10 Aug-Sep due',
    ]);
  });

  it('answers nothing without rent terms', () => {
    expect(rent.periodsOf({ id: 7, moveInDate: '2026-08-10', archivedAt: null }, null, 4)).toEqual([]);
  });
});
