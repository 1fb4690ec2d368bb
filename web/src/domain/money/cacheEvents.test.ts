import { allBut, cachedScreens, kept, ledgerOfResident } from '@/test/cachedScreens';
import {
  balanceWrittenOff,
  extraChargesChanged,
  ledgerChanged,
  paymentChanged,
  rentChangeDecided,
  rentChangeRequested,
  rentUpdated,
} from './cacheEvents';

describe('money cache events', () => {
  it("a payment keeps the figures and table its answer carries, and drops the other months, Dues, Checkout, the rows behind each figure and the resident's lists", () => {
    const cache = cachedScreens();
    paymentChanged(cache, { student: { id: '1' }, summaries: [{ month: '2026-11' }] });
    expect(kept(cache)).toEqual(
      allBut(
        'Payment Details, last month',
        'Month rows',
        'Dues',
        'Checkout',
        "resident's ledgerLines",
        "resident's payments",
        "resident's pendingPayments",
      ),
    );
  });

  it("a payment paid last month refreshes last month's figures by id and drops this month's", () => {
    const cache = cachedScreens();
    paymentChanged(cache, { student: { id: '1' }, summaries: [{ month: '2026-10' }] });
    expect(kept(cache)).toContain('Payment Details, last month');
    expect(kept(cache)).not.toContain('Payment Details');
  });

  it("new ledger rows drop the resident's ledger and periods and every money list", () => {
    const cache = cachedScreens();
    ledgerChanged(cache, ['1']);
    expect(kept(cache)).toEqual(allBut(...ledgerOfResident));
  });

  it('charges added or voided also drop Extra Billing’s list', () => {
    const cache = cachedScreens();
    extraChargesChanged(cache, ['1']);
    expect(kept(cache)).toEqual(allBut(...ledgerOfResident, 'Extra Billing'));
  });

  it('Update Rent and a decision also drop the rent changes waiting', () => {
    for (const event of [
      (c: ReturnType<typeof cachedScreens>) => rentUpdated(c, ['1']),
      (c: ReturnType<typeof cachedScreens>) => rentChangeDecided(c, '1'),
    ]) {
      const cache = cachedScreens();
      event(cache);
      expect(kept(cache)).toEqual(allBut(...ledgerOfResident, 'Rent changes waiting'));
    }
  });

  it('a rent change waiting for an admin moves only the rent changes waiting', () => {
    const cache = cachedScreens();
    rentChangeRequested(cache);
    expect(kept(cache)).toEqual(allBut('Rent changes waiting'));
  });

  it('a write-off is a new ledger row', () => {
    const cache = cachedScreens();
    balanceWrittenOff(cache, '1');
    expect(kept(cache)).toEqual(allBut(...ledgerOfResident));
  });
});
