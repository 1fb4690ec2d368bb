import type { MockLink } from '@apollo/client/testing';
import { ResidentPickerDocument } from '@/domain/housing/ResidentPicker/ResidentPicker.generated';
import { AddRequestDocument } from '@/features/requests/graphql/AddRequest.generated';
import { ChangeRequestStatusDocument } from '@/features/requests/graphql/ChangeRequestStatus.generated';
import { RequestListPageDocument } from '@/features/requests/graphql/RequestListPage.generated';
import { RequestsPageDocument } from '@/features/requests/graphql/RequestsPage.generated';

export const count = (type: string, open: number, overdue: number) => ({
  __typename: 'RequestTypeCount' as const,
  id: type,
  type,
  open,
  overdue,
});

/** The cards' counts: Service 5 open (2 overdue), Room/Bed change 2, Food change 12 (1 overdue), Others 1. */
export const countsMock = (
  counts = [count('service', 5, 2), count('bed_room', 2, 0), count('food', 12, 1), count('others', 1, 0)],
) => ({
  request: { query: RequestsPageDocument },
  result: { data: { requestCounts: counts } },
});

export const requestItem = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Request' as const,
  id,
  type: 'service',
  text: 'The fan in my room makes a noise',
  studentId: '31',
  studentName: 'Priya Nair',
  roomNumber: 101,
  status: 'pending',
  raisedAt: '2026-11-20T04:30:00.000Z',
  dueAt: '2026-11-21T04:30:00.000Z',
  minutesLeft: 300,
  ...extra,
});

export const listVariables = {
  type: 'service',
  status: null,
  search: null,
  order: 'asc',
  page: 1,
  pageSize: 10,
};
export const listMock = (
  items: ReturnType<typeof requestItem>[],
  variables: Record<string, unknown> = {},
  count: { totalCount: number; totalCountExact: boolean } = { totalCount: items.length, totalCountExact: true },
) => ({
  request: { query: RequestListPageDocument, variables: { ...listVariables, ...variables } },
  result: { data: { requests: { __typename: 'RequestPage', ...count, items } } },
});

/** changeRequestStatus answered with the request in its new status; what was sent is kept. */
export const changeMock = (sent: Record<string, unknown>[], answer: ReturnType<typeof requestItem>) => ({
  request: { query: ChangeRequestStatusDocument, variables: () => true },
  result: (variables: { input: { status: string } }) => {
    sent.push(variables);
    return { data: { changeRequestStatus: { ...answer, status: variables.input.status } } };
  },
});

export const residentsMock = (): MockLink.MockedResponse => ({
  request: { query: ResidentPickerDocument, variables: { search: null, page: 1, pageSize: 10 } },
  maxUsageCount: 5,
  result: {
    data: {
      students: {
        __typename: 'StudentPage',
        totalCount: 2,
        items: [
          {
            __typename: 'Student',
            id: '31',
            name: 'Priya Nair',
            email: 'priya@example.com',
            phone: '+919876543210',
            roomNumber: 101,
          },
          {
            __typename: 'Student',
            id: '32',
            name: 'Arjun Mehta',
            email: 'arjun@example.com',
            phone: '+919876543211',
            roomNumber: null,
          },
        ],
      },
    },
  },
});

/** createRequest answered once; what was sent is kept. */
export const addMock = (sent: Record<string, unknown>[]): MockLink.MockedResponse => ({
  request: { query: AddRequestDocument, variables: () => true },
  result: (variables) => {
    sent.push(variables.input as Record<string, unknown>);
    return { data: { createRequest: requestItem('90', { type: 'food', text: 'Less oil, please' }) } };
  },
});
