import type { RentDetails_BalanceFragment } from '@/gql/graphql';

/** Any fields of the resident (objects with their `__typename`), an id, and the balance's figures that differ. */
type StudentOverrides = { id: string; balance?: Partial<RentDetails_BalanceFragment> } & Record<string, unknown>;

/**
 * A resident as a money change answers them (BalanceChange_student: every screen's view of them and their balance),
 * for tests: a current resident without a bed and nothing owed unless told otherwise.
 */
export function balanceChangeStudent({ balance, ...student }: StudentOverrides) {
  return {
    __typename: 'Student' as const,
    name: `Resident ${student.id}`,
    email: `resident${student.id}@example.com`,
    phone: '+919876500000',
    moveInDate: '2026-10-01',
    roomNumber: null,
    photoUrl: null,
    archived: false,
    residentAccess: null,
    bed: null,
    room: null,
    rentTerms: null,
    ...student,
    balance: {
      __typename: 'StudentBalance' as const,
      id: student.id,
      chargedPaise: 0,
      collectedPaise: 0,
      pendingPaise: 0,
      balancePaise: 0,
      ...balance,
    },
  };
}
