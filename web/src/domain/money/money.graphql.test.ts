import { visit } from 'graphql';
import { clientMutations, mutationsAnswering, uncoveredFragments, withoutSpread } from '@/test/payloads';

/** The payments family: record, verify, void and reject (PaymentChangePayload). */
const payments = mutationsAnswering('PaymentChangePayload');

describe('the payment change answers', () => {
  it('are record, verify, void and reject, each selecting PaymentChange_payload', () => {
    expect(payments).toEqual(['recordPayment', 'rejectPayment', 'verifyPayment', 'voidPayment']);
    const selections = clientMutations().filter((mutation) => payments.includes(mutation.field));
    expect(selections.map((s) => s.field).sort()).toEqual(payments);
    for (const { operation, node } of selections) {
      const spreads: string[] = [];
      visit(node, { FragmentSpread: (spread) => void spreads.push(spread.name.value) });
      const direct = spreads.includes('PaymentChange_payload') || spreads.includes('ReversePayment_change');
      expect({ operation, direct }).toEqual({ operation, direct: true });
    }
  });

  it("spread every screen's fragment of the payment, the resident, the periods and the month it moved", () => {
    expect(uncoveredFragments(payments)).toEqual([]);
  });

  it('fails when a screen’s fragment is left out', () => {
    const file = '/src/domain/money/money.graphql';
    const without = (fragment: string) => uncoveredFragments(payments, withoutSpread(file, fragment));
    expect(without('StudentPaymentDetailsPage_row')).toContain(
      'RecordPayment (/src/domain/money/money.graphql) recordPayment.rows: StudentPaymentRow without ...StudentPaymentDetailsPage_row',
    );
    expect(without('PaymentDetailsPage_summary')).toContain(
      'VoidPayment (/src/domain/money/ReversePayment.graphql) voidPayment.summaries: PaymentMonthSummary without ...PaymentDetailsPage_summary',
    );
    expect(without('VerifyPaymentsDialog_payment')).toContain(
      'VerifyPayment (/src/domain/money/money.graphql) verifyPayment.payment: Payment without ...VerifyPaymentsDialog_payment',
    );
    expect(without('StudentEditPage_student')).toContain(
      'RejectPayment (/src/domain/money/ReversePayment.graphql) rejectPayment.student: Student without ...StudentEditPage_student',
    );
  });
});
