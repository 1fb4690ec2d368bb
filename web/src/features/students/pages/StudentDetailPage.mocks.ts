import { screen } from '@testing-library/react';
import { RecentVisitorsDocument } from '@/features/students/components/RecentVisitors.generated';
import { StudentLedgerDocument } from '@/features/students/components/StudentLedger.generated';
import { StudentDetailPageDocument } from '@/features/students/graphql/StudentDetailPage.generated';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';

/** What StudentDetailPage's tests answer: a resident, their periods, balance and ledger, and the page opened. */
export type Status = 'paid' | 'partially_paid' | 'due' | 'overdue' | 'upcoming';
export const period = (label: string, startDate: string, status: Status, settledPaise = 0, pendingPaise = 0) => ({
  __typename: 'RentPeriod',
  id: `1:${startDate}`,
  label,
  startDate,
  endDate: startDate,
  amountPaise: 900000,
  settledPaise,
  pendingPaise,
  status,
});

export const periods = [
  period('Feb-Mar', '2027-02-05', 'upcoming'),
  period('Jan-Feb', '2027-01-05', 'partially_paid', 450000, 100000),
  period('Dec-Jan', '2026-12-05', 'overdue'),
  period('Nov-Dec', '2026-11-05', 'paid', 900000),
];

export const balance = (balancePaise: number) => ({
  __typename: 'StudentBalance',
  id: '1',
  chargedPaise: 2700000,
  collectedPaise: 2700000 - balancePaise,
  pendingPaise: 100000,
  balancePaise,
});

export function student(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Student',
    id: '1',
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+919876543210',
    moveInDate: '2026-11-05',
    roomNumber: 101,
    photoUrl: null,
    archived: false,
    residentAccess: null,
    deposit: {
      __typename: 'Deposit',
      id: 'd1',
      amountPaise: 900000,
      paidOn: '2026-11-05',
      method: 'upi',
      maturityDate: '2027-02-05',
      settlement: null as Record<string, unknown> | null,
    },
    rentTerms: {
      __typename: 'RentTerms',
      id: '1',
      monthlyRentPaise: 900000,
      billFrom: null as string | null,
      noticePeriodDays: 30,
    },
    rentPeriods: periods,
    balance: balance(1350000),
    checkout: null as Record<string, unknown> | null,
    ...overrides,
  };
}

/** A leaver's checkout: notice on 21 Oct, moved out and refunded on 20 Nov. */
export const leftOnRefund = {
  __typename: 'Checkout',
  id: 'c1',
  status: 'refunded',
  noticeDate: '2026-10-21',
  moveOutDate: '2026-11-20',
  refundedAt: '2026-11-20T05:00:00.000Z',
  refund: {
    __typename: 'Refund',
    id: 'r1',
    amountPaise: 0,
    method: 'cash',
    reference: null,
    paidOn: '2026-11-20',
    paidBy: 'Meena Admin',
  },
};

export const detailMock = (data: ReturnType<typeof student>) => ({
  request: { query: StudentDetailPageDocument, variables: { id: '1' } },
  result: { data: { student: data } },
});

export const line = (
  id: string,
  item: string,
  chargePaise: number | null,
  paymentPaise: number | null,
  balancePaise: number,
) => ({
  __typename: 'LedgerLine',
  id,
  date: '2026-11-05',
  item,
  chargePaise,
  paymentPaise,
  balancePaise,
  payment: paymentPaise
    ? {
        __typename: 'Payment',
        id: id.replace('payment:', ''),
        amountPaise: paymentPaise,
        method: 'cash',
        reference: null,
        paidOn: '2026-11-05',
        status: 'complete',
        receiptNumber: 'R-000007',
        receiptPath: `/api/payments/${id.replace('payment:', '')}/receipt`,
      }
    : null,
});

export const ledgerMock = {
  request: { query: StudentLedgerDocument, variables: { id: '1', page: 1, pageSize: 25 } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: '1',
        ledgerLines: {
          __typename: 'LedgerPage',
          totalCount: 2,
          items: [
            line('payment:7', 'Payment by Cash', null, 900000, 0),
            line('charge:1', 'Rent Nov-Dec', 900000, null, 900000),
          ],
        },
      },
    },
  },
};

/** Recent Visitors of resident 1: one inside now, one who came and went. */
export const visitorsMock = {
  request: { query: RecentVisitorsDocument, variables: { studentId: '1' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      visitors: {
        __typename: 'VisitorPage',
        totalCount: 12,
        items: [
          {
            __typename: 'Visitor',
            id: '31',
            name: 'Ramesh Verma',
            purpose: 'Father',
            inAt: '2026-11-20T05:00:00.000Z',
            outAt: null,
            inside: true,
          },
          {
            __typename: 'Visitor',
            id: '30',
            name: 'Anil Yadav',
            purpose: 'Courier delivery',
            inAt: '2026-11-19T09:30:00.000Z',
            outAt: '2026-11-19T09:50:00.000Z',
            inside: false,
          },
        ],
      },
    },
  },
};

export async function openDetail(mocks: object[]) {
  signIn();
  const view = renderRoute('/admin/student-details/1', { mocks: [...mocks, visitorsMock] as never });
  await screen.findByRole('heading', { name: 'Asha Verma' });
  return view;
}
