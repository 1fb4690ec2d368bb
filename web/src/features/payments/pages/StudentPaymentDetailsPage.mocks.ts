import { balanceChangeStudent } from '@/domain/money/moneyFixtures';
import { PendingPaymentsDocument } from '@/domain/money/PendingPayments.generated';
import { PaymentPreviewDocument } from '@/domain/money/money.generated';
import { StudentPaymentDetailsPageDocument } from '@/features/payments/graphql/StudentPaymentDetailsPage.generated';

/**
 * Fixtures for the Student Payment Details tests: one month's rows and the list query that answers them, a
 * resident's payments waiting for verification, and what recording or verifying a payment answers.
 */
export const MONTH = '2026-10';

export const path = `/admin/payment-details/student-payment-details?month=${MONTH}`;

export type BalanceValues = { balancePaise: number; pendingPaise: number; collectedPaise?: number };

export function balance(id: string, { balancePaise, pendingPaise, collectedPaise = 0 }: BalanceValues) {
  return { __typename: 'StudentBalance', id, balancePaise, collectedPaise, pendingPaise };
}

export function row(id: string, name: string, balancePaise: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'StudentPaymentRow',
    id: `${id}:${MONTH}`,
    month: MONTH,
    paymentStatus: 'due',
    inProcess: 'complete',
    periodStatus: 'overdue',
    rentAmountPaise: 900_000,
    settledPaise: 0,
    pendingPaise: 0,
    dueDate: '2026-10-05',
    student: {
      __typename: 'Student',
      id,
      name,
      roomNumber: 101,
      balance: balance(id, { balancePaise, pendingPaise: 0 }),
    },
    ...overrides,
  };
}

export const asha = row('1', 'Asha Verma', 900_000);

export const ravi = row('2', 'Ravi Kumar', 0, {
  paymentStatus: 'paid',
  inProcess: 'pending',
  periodStatus: 'paid',
  student: {
    __typename: 'Student',
    id: '2',
    name: 'Ravi Kumar',
    roomNumber: 102,
    balance: balance('2', { balancePaise: -50_000, pendingPaise: 900_000 }),
  },
});

export function listMock(items: unknown[], variables: Record<string, unknown> = {}) {
  return {
    request: {
      query: StudentPaymentDetailsPageDocument,
      variables: {
        month: MONTH,
        search: null,
        orderBy: { field: 'name', direction: 'asc' },
        page: 1,
        pageSize: 10,
        ...variables,
      },
    },
    result: { data: { studentPayments: { __typename: 'StudentPaymentPage', totalCount: items.length, items } } },
  };
}

export function pendingPayment(id: string, recordedByMe: boolean) {
  return {
    __typename: 'Payment',
    id,
    amountPaise: 900_000,
    method: 'upi',
    reference: '412345678901',
    paidOn: '2026-10-06',
    receiptNumber: `R-00000${id}`,
    recordedByMe,
  };
}

/** The caller's hostel as the Verify dialog reads it: by default two admins, so the recorder never verifies. */
export function makerChecker(paymentMakerChecker = 'auto', makerCheckerEnforced = true) {
  return { __typename: 'Hostel', id: '1', paymentMakerChecker, makerCheckerEnforced };
}

export function pendingMock(studentId: string, name: string, payments: unknown[], hostel = makerChecker()) {
  return {
    request: { query: PendingPaymentsDocument, variables: { id: studentId } },
    result: {
      data: {
        student: {
          __typename: 'Student',
          id: studentId,
          name,
          // No other payment has the reference unless the test says so.
          pendingPayments: payments.map((payment) => ({ sameReference: [], ...(payment as object) })),
        },
        hostel,
      },
    },
  };
}

export type ChangeValues = {
  payment: Record<string, unknown>;
  studentId: string;
  balance: BalanceValues & { chargedPaise: number; collectedPaise: number };
  row: Record<string, unknown>;
};

/**
 * What recordPayment and verifyPayment answer (PaymentChange_payload): the moved payment, the resident (named as in
 * their row) with their balance, and the row.
 */
export function paymentChange({ payment, studentId, balance: values, row: movedRow }: ChangeValues) {
  const rowStudent = movedRow.student as { name: string; roomNumber: number | null };
  const balanceNow = {
    ...balance(studentId, values),
    chargedPaise: values.chargedPaise,
    collectedPaise: values.collectedPaise,
  };
  return {
    __typename: 'PaymentChangePayload',
    payment: {
      __typename: 'Payment',
      settles: 'Oct–Nov 2026 (part)',
      balanceAfterPaise: 449_950,
      receiptPath: `/api/payments/${String(payment.id)}/receipt`,
      verifiedAt: null,
      sameReference: [],
      // The payer, as Recent Transaction on the dashboard names them.
      student: { __typename: 'Student', id: studentId, name: rowStudent.name },
      ...payment,
    },
    student: balanceChangeStudent({
      id: studentId,
      name: rowStudent.name,
      roomNumber: rowStudent.roomNumber,
      balance: balanceNow,
    }),
    periods: [],
    summaries: [
      {
        __typename: 'PaymentMonthSummary',
        id: MONTH,
        month: MONTH,
        residentsBilled: 1,
        residentsPaid: 0,
        openingBalancePaise: 0,
        rentBilledPaise: 900_000,
        extraBilledPaise: 0,
        billedPaise: 900_000,
        collectedPaise: 0,
        adjustmentsPaise: 0,
        closingBalancePaise: 900_000,
        closingOn: `${MONTH}-30`,
        pendingVerificationPaise: 0,
        refundsPaidPaise: 0,
      },
    ],
    rows: [{ ...movedRow, student: { __typename: 'Student', id: studentId, ...rowStudent, balance: balanceNow } }],
  };
}

/** paymentPreview, answered `times` times with what the server would say a payment settles. */
export function previewMock(
  preview: {
    settles: { label: string; amountPaise: number; chargePaise: number; whole: boolean; cleared: boolean }[];
    balanceAfterPaise: number;
    pendingBeforePaise?: number;
    countsOnceVerified: boolean;
  },
  times = 1,
) {
  return {
    request: { query: PaymentPreviewDocument, variables: () => true },
    maxUsageCount: times,
    result: (variables: Record<string, unknown>) => ({
      data: {
        paymentPreview: {
          __typename: 'PaymentPreview',
          studentId: variables.studentId,
          amountPaise: variables.amountPaise,
          advancePaise: 0,
          pendingBeforePaise: 0,
          ...preview,
          settles: preview.settles.map((item) => ({ __typename: 'PaymentPreviewItem', ...item })),
        },
      },
    }),
  };
}
