import { gql, type ApolloCache, type DocumentNode } from '@apollo/client';
import { createCache } from '@/lib/apollo/cache';

/**
 * A cache as a session leaves it after visiting every list screen once, for cache event tests: each screen's root
 * list stored under the arguments its screen uses, and one resident's own lists. `kept(cache)` names what is still
 * there, so a test states which screens an event sends back to the server.
 */

type Stored = { query: DocumentNode; variables: Record<string, unknown>; data: Record<string, unknown> };

const MONTH = '2026-11';
const page = (typename: string, item: string) => ({
  __typename: typename,
  totalCount: 1,
  items: [{ __typename: item, id: '1' }],
});
const listQuery = (field: string, args: string, call: string) =>
  gql(`query ${field}List${args} { ${field}${call} { totalCount items { id } } }`);

/** The screens, by name: what each reads from the root of the cache. */
const screens: Record<string, Stored> = {
  'Payment Details': {
    query: gql`
      query Summary($month: String!) {
        paymentSummary(month: $month) {
          id
        }
      }
    `,
    variables: { month: MONTH },
    data: { paymentSummary: { __typename: 'PaymentMonthSummary', id: MONTH } },
  },
  'Payment Details, last month': {
    query: gql`
      query Summary($month: String!) {
        paymentSummary(month: $month) {
          id
        }
      }
    `,
    variables: { month: '2026-10' },
    data: { paymentSummary: { __typename: 'PaymentMonthSummary', id: '2026-10' } },
  },
  'Student Payment Details': {
    query: listQuery('studentPayments', '($month: String!)', '(month: $month, page: 1, pageSize: 10)'),
    variables: { month: MONTH },
    data: { studentPayments: page('StudentPaymentPage', 'StudentPaymentRow') },
  },
  'Month rows': {
    query: listQuery('monthLedgerRows', '($month: String!)', '(month: $month, part: collected, page: 1, pageSize: 25)'),
    variables: { month: MONTH },
    data: { monthLedgerRows: page('MonthLedgerRowPage', 'MonthLedgerRow') },
  },
  Dues: {
    query: listQuery('dues', '', '(page: 1, pageSize: 10)'),
    variables: {},
    data: { dues: page('DuesPage', 'DuesRow') },
  },
  Deposits: {
    query: listQuery('deposits', '', '(page: 1, pageSize: 10)'),
    variables: {},
    data: { deposits: page('DepositPage', 'Deposit') },
  },
  Checkout: {
    query: listQuery('checkouts', '', '(page: 1, pageSize: 10)'),
    variables: {},
    data: { checkouts: page('CheckoutPage', 'Checkout') },
  },
  'Extra Billing': {
    query: listQuery('extraCharges', '', '(page: 1, pageSize: 10)'),
    variables: {},
    data: { extraCharges: page('ExtraChargePage', 'ExtraCharge') },
  },
  'Rent changes waiting': {
    query: listQuery('rentChanges', '', '(where: { status: pending }, page: 1, pageSize: 8)'),
    variables: {},
    data: { rentChanges: page('RentChangePage', 'RentChange') },
  },
  Students: {
    query: listQuery('students', '', '(page: 1, pageSize: 10)'),
    variables: {},
    data: { students: page('StudentPage', 'Student') },
  },
  Rooms: {
    query: listQuery('rooms', '', '(where: {}, page: 1, pageSize: 100)'),
    variables: {},
    data: { rooms: page('RoomPage', 'Room') },
  },
  'Free beds': {
    query: listQuery('beds', '', '(where: { roomId: 1, isOccupied: false }, pageSize: 100)'),
    variables: {},
    data: { beds: page('BedPage', 'Bed') },
  },
};

/** Resident 1's own lists and fields, as their page, ledger and dialogs read them. */
const residentQuery = gql`
  query Resident {
    student(id: 1) {
      id
      roomNumber
      checkout {
        id
      }
      rentPeriods(count: 4) {
        id
      }
      ledgerLines(page: 1, pageSize: 10) {
        totalCount
        items {
          id
        }
      }
      payments {
        id
      }
      pendingPayments {
        id
      }
    }
  }
`;

const residentFields = ['roomNumber', 'checkout', 'rentPeriods', 'ledgerLines', 'payments', 'pendingPayments'] as const;

export function cachedScreens(): ApolloCache {
  const cache = createCache();
  for (const { query, variables, data } of Object.values(screens)) cache.writeQuery({ query, variables, data });
  cache.writeQuery({
    query: residentQuery,
    data: {
      student: {
        __typename: 'Student',
        id: '1',
        roomNumber: 101,
        checkout: null,
        rentPeriods: [{ __typename: 'RentPeriod', id: '1:2026-11-01' }],
        ledgerLines: { __typename: 'LedgerPage', totalCount: 1, items: [{ __typename: 'LedgerLine', id: 'l1' }] },
        payments: [],
        pendingPayments: [],
      },
    },
  });
  return cache;
}

/** The screens and resident 1's fields still in the cache, by name ("resident's ledgerLines"). */
export function kept(cache: ApolloCache): string[] {
  const lists = Object.entries(screens)
    .filter(([, { query, variables }]) => cache.readQuery({ query, variables }) !== null)
    .map(([name]) => name);
  const id = cache.identify({ __typename: 'Student', id: '1' });
  const stored = (cache.extract() as Record<string, Record<string, unknown> | undefined>)[id ?? ''] ?? {};
  const fields = residentFields.filter((field) =>
    Object.keys(stored).some((key) => key === field || key.startsWith(`${field}(`)),
  );
  return [...lists, ...fields.map((field) => `resident's ${field}`)];
}

/** Every name `kept` can answer: the screens, then resident 1's fields. */
export const everything: readonly string[] = [
  ...Object.keys(screens),
  ...residentFields.map((field) => `resident's ${field}`),
];

/** Everything cached but `dropped`: what a test expects an event to leave. */
export const allBut = (...dropped: string[]) => everything.filter((name) => !dropped.includes(name));

/** The month's money screens every change of a resident's ledger sends back to the server. */
export const moneyLists = [
  'Payment Details',
  'Payment Details, last month',
  'Student Payment Details',
  'Month rows',
  'Dues',
  'Checkout',
] as const;

/** What every new ledger row of resident 1 drops: the money screens and the resident's periods and ledger. */
export const ledgerOfResident = [...moneyLists, "resident's rentPeriods", "resident's ledgerLines"] as const;
