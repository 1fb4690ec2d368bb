import { giveNoticeSchema, moveOutDate } from './giveNoticeSchema';

describe('giveNoticeSchema', () => {
  it('adds the notice period to the notice date', () => {
    expect(moveOutDate('2026-11-05', 30)).toBe('2026-12-05');
    expect(moveOutDate('2026-12-20', 60)).toBe('2027-02-18');
  });

  it('refuses a notice date after today or more than a year back, as the server does', () => {
    const message = (noticeDate: string) =>
      giveNoticeSchema('2026-11-24').safeParse({ noticeDate }).error?.issues[0]?.message ?? null;
    expect(message('2026-11-25')).toBe('Notice date cannot be later than today.');
    expect(message('2026-11-24')).toBeNull();
    expect(message('2025-11-23')).toBeNull();
    expect(message('2025-11-22')).toBe('Notice date must be on or after 23 Nov 2025.');
  });
});
