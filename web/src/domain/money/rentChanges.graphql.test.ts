import { mutationsAnswering, uncoveredFragments, withoutSpread } from '@/test/payloads';

/** The rent-change family: Update Rent and an admin's decision on a waiting change. */
const rentChanges = [...mutationsAnswering('UpdateRentPayload'), 'decideRentChange'];

describe('the rent change answers', () => {
  it('are updateRent and decideRentChange', () => {
    expect(rentChanges).toEqual(['updateRent', 'decideRentChange']);
    expect(mutationsAnswering('RentChange')).toEqual(['decideRentChange']);
  });

  it("spread every screen's fragment of the changes and the residents they moved", () => {
    expect(uncoveredFragments(rentChanges)).toEqual([]);
  });

  it('fails when a screen’s fragment is left out', () => {
    const file = '/src/features/payments/graphql/UpdateRent.graphql';
    expect(uncoveredFragments(rentChanges, withoutSpread(file, 'RentChangeItem'))).toEqual(
      expect.arrayContaining([
        `UpdateRent (${file}) updateRent.changes: RentChange without ...RentChangeItem`,
        `DecideRentChange (${file}) decideRentChange: RentChange without ...RentChangeItem`,
      ]),
    );
  });
});
