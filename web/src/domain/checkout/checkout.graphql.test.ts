import { mutationsAnswering, uncoveredFragments, withoutSpread } from '@/test/payloads';

/**
 * The checkout family: notice, an extended stay, settlement (prepare, approve), the refund paid, and a leaver's
 * balance written off.
 */
const checkout = [
  ...mutationsAnswering('PayRefundPayload'),
  ...mutationsAnswering('Checkout'),
  ...mutationsAnswering('Student'),
];

describe('the checkout answers', () => {
  it('are notice, extend stay, prepare, approve, pay refund and write-off', () => {
    expect([...checkout].sort()).toEqual([
      'approveSettlement',
      'extendStay',
      'giveNotice',
      'payRefund',
      'prepareSettlement',
      'writeOffBalance',
    ]);
  });

  it("spread every screen's fragment of the checkout, the deposit, the resident and the bed and room they leave", () => {
    expect(uncoveredFragments(checkout)).toEqual([]);
  });

  it('fails when a screen’s fragment is left out', () => {
    const file = '/src/domain/checkout/Checkout.graphql';
    const without = (fragment: string) => uncoveredFragments(checkout, withoutSpread(file, fragment));
    expect(without('StudentNotice_checkout')).toEqual(
      expect.arrayContaining([
        `ApproveSettlement (${file}) approveSettlement: Checkout without ...StudentNotice_checkout`,
        `PayRefund (${file}) payRefund.checkout: Checkout without ...StudentNotice_checkout`,
      ]),
    );
    expect(without('DepositsPage_deposit')).toContain(
      `PayRefund (${file}) payRefund.student.deposit: Deposit without ...DepositsPage_deposit`,
    );
    expect(without('RoomCard_room')).toContain(
      `PayRefund (${file}) payRefund.student.stays.bed.room: Room without ...RoomCard_room`,
    );
  });
});
