import { giveNoticeSchema, moveOutDate } from './giveNoticeSchema';

describe('giveNoticeSchema', () => {
  it('adds the notice period to the notice date', () => {
    expect(moveOutDate('2026-11-05', 30)).toBe('2026-12-05');
    expect(moveOutDate('2026-12-20', 60)).toBe('2027-02-18');
  });

  it('refuses a notice date after today', () => {
    expect(giveNoticeSchema('2026-11-24').safeParse({ noticeDate: '2026-11-25' }).success).toBe(false);
    expect(giveNoticeSchema('2026-11-24').safeParse({ noticeDate: '2026-11-24' }).success).toBe(true);
  });
});
