import { allBut, cachedScreens, kept, ledgerOfResident } from '@/test/cachedScreens';
import { noticeGiven, refundPaid } from './cacheEvents';

describe('checkout cache events', () => {
  it("a notice drops the resident's checkout, their periods (billing ends at move-out) and the money lists", () => {
    const cache = cachedScreens();
    noticeGiven(cache, '1');
    expect(kept(cache)).toEqual(allBut(...ledgerOfResident, "resident's checkout"));
  });

  it('a refund paid before the move-out date settles the money and the deposit; the stay goes on', () => {
    const cache = cachedScreens();
    refundPaid(cache, { studentId: '1', stayEnded: false });
    expect(kept(cache)).toEqual(allBut(...ledgerOfResident, 'Deposits'));
  });

  it('a refund paid on or after the move-out date ends the stay: the resident leaves the lists, the bed is free', () => {
    const cache = cachedScreens();
    refundPaid(cache, { studentId: '1', stayEnded: true });
    expect(kept(cache)).toEqual(allBut(...ledgerOfResident, 'Deposits', 'Students', 'Rooms', 'Free beds'));
  });
});
