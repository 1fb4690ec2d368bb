import { mutationsAnswering, uncoveredFragments, withoutSpread } from '@/test/payloads';

/** The charges family: Extra Billing's charges added and voided. */
const charges = mutationsAnswering('AddChargesPayload', 'VoidChargesPayload');

describe('the charge answers', () => {
  it('are createCharges and voidCharges', () => {
    expect(charges).toEqual(['createCharges', 'voidCharges']);
  });

  it("spread every screen's fragment of the charges and the residents they moved", () => {
    expect(uncoveredFragments(charges)).toEqual([]);
  });

  it('fails when a screen’s fragment is left out', () => {
    const file = '/src/features/payments/graphql/ExtraBilling.graphql';
    expect(uncoveredFragments(charges, withoutSpread(file, 'BalanceChange_student'))).toEqual(
      expect.arrayContaining([
        `AddCharges (${file}) createCharges.students: Student without ...StudentProfile_student`,
        `VoidCharges (${file}) voidCharges.students: Student without ...StudentTable_student`,
      ]),
    );
    expect(uncoveredFragments(charges, withoutSpread(file, 'ExtraChargeRow'))).toContain(
      `AddCharges (${file}) createCharges.charges: ExtraCharge without ...ExtraChargeRow`,
    );
  });
});
