/** The dashboard's query as a signed-in admin of Green Nest Hostel sees it. */
import { currentMonth } from '@/domain/money/months';
import { DashboardPageDocument } from '@/features/dashboard/graphql/DashboardPage.generated';

export const me = {
  __typename: 'User',
  id: '1',
  fullName: 'Asha Verma',
  role: 'admin',
  hostel: { __typename: 'Hostel', id: '7', name: 'Green Nest Hostel' },
} as const;
const payment = (id: string, name: string, amountPaise: number, method: string, paidOn: string) => ({
  __typename: 'Payment' as const,
  id,
  amountPaise,
  method,
  paidOn,
  receiptNumber: `R-00000${id}`,
  student: { __typename: 'Student' as const, id: `s${id}`, name },
});
const request = (id: string, studentName: string, text: string, minutesLeft: number) => ({
  __typename: 'Request' as const,
  id,
  type: 'service',
  text,
  studentId: `s${id}`,
  studentName,
  roomNumber: 101,
  status: 'pending',
  raisedAt: '2026-11-20T04:30:00.000Z',
  dueAt: '2026-11-21T04:30:00.000Z',
  minutesLeft,
});
const activity = (
  id: string,
  text: string,
  subjectType: string,
  subjectId: string,
  actorUserId: number | null,
  actorName: string | null,
  at: string,
) => ({
  __typename: 'HostelActivity' as const,
  id,
  text,
  subjectType,
  subjectId,
  actorUserId: actorUserId && String(actorUserId),
  actorName,
  at,
});
export const dashboardData = {
  me,
  dashboard: {
    __typename: 'Dashboard',
    id: 'dashboard:7',
    residents: 30,
    totalBeds: 42,
    moveIns: [
      ['2026-06', 'Jun', 3],
      ['2026-07', 'Jul', 5],
      ['2026-08', 'Aug', 2],
      ['2026-09', 'Sep', 4],
      ['2026-10', 'Oct', 1],
      ['2026-11', 'Nov', 2],
    ].map(([month, label, count]) => ({ __typename: 'MonthCount', month, label, count })),
    recentPayments: [
      payment('2', 'Priya Nair', 650_000, 'cash', '2026-11-20'),
      payment('1', 'Arjun Mehta', 450_050, 'upi', '2026-11-18'),
    ],
    openRequests: 9,
    requestsThisMonth: 15,
    newCleaningRequests: [
      request('12', 'Kavya Iyer', 'Bathroom tap leaking', 300),
      request('11', 'Rahul Sharma', 'Fan makes a noise', -120),
    ],
    recentActivity: [
      activity('31', 'Checked in Kavya Iyer', 'student', 's12', 1, 'Asha Verma', '2026-11-25T05:00:00.000Z'),
      activity('30', 'Created Room 204', 'room', 'r204', 2, 'Meena Iyer', '2026-11-25T04:00:00.000Z'),
      activity('29', 'Billed rent', 'hostel', '7', null, null, '2026-11-24T18:30:00.000Z'),
    ],
  },
  paymentSummary: {
    __typename: 'PaymentMonthSummary',
    id: `7:${currentMonth()}`,
    collectedPaise: 17_370_000,
    billedPaise: 24_947_351,
  },
};
export const dashboardRequest = { query: DashboardPageDocument, variables: { month: currentMonth() } };

/** The dashboard's query answered: for tests that land on the dashboard. */
export const dashboardMock = () => ({ request: dashboardRequest, result: { data: dashboardData } });
