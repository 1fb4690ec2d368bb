import type { VisitorRow_VisitorFragment } from '@/gql/graphql';

/** One visit as the log's fragment answers it: inside, visiting Asha Verma of room 101 unless told. */
type Row = Omit<VisitorRow_VisitorFragment, 'resident'> & {
  __typename: 'Visitor';
  resident: VisitorRow_VisitorFragment['resident'] & { __typename: 'Student' };
};

export const visitorRow = (id: string, name: string, extra: Partial<Row> = {}): Row => ({
  __typename: 'Visitor',
  id,
  name,
  phone: '+919876543210',
  purpose: 'Friend',
  idType: 'aadhaar',
  inAt: '2026-11-20T05:00:00.000Z',
  outAt: null,
  inside: true,
  signedInBy: 'Suresh Kumar',
  signedOutBy: null,
  resident: { __typename: 'Student', id: '1', name: 'Asha Verma', roomNumber: 101 },
  ...extra,
});
