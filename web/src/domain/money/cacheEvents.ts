import type { ApolloCache } from '@apollo/client';

/**
 * What a payment (recorded, verified, voided or rejected) does to cached lists that its answer cannot update by id:
 * the resident's ledger lines, payments and pending payments are dropped, to be read again when next shown.
 * Periods, balance, month rows and summaries update by id.
 */
export function paymentChanged(cache: ApolloCache, studentId: string) {
  const student = cache.identify({ __typename: 'Student', id: studentId });
  cache.evict({ id: student, fieldName: 'ledgerLines' });
  cache.evict({ id: student, fieldName: 'pendingPayments' });
  cache.evict({ id: student, fieldName: 'payments' });
  cache.gc();
}

/** Charges or rent changes for residents: their ledgers, periods and the month's lists are read again. */
export function chargesChanged(cache: ApolloCache, studentIds: readonly string[]) {
  for (const id of studentIds) {
    const student = cache.identify({ __typename: 'Student', id });
    cache.evict({ id: student, fieldName: 'ledgerLines' });
    cache.evict({ id: student, fieldName: 'rentPeriods' });
  }
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'studentPayments' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'paymentSummary' });
  cache.gc();
}

/**
 * A rent change was asked for or decided (Update Rent, a warden's "Bill rent from" in Edit, Approve or Reject): the
 * lists of rent changes and the count waiting for approval (Payment Details' notice, the sidebar's badge) are read
 * again.
 */
export function rentChangesMoved(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'rentChanges' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'rentChangesWaiting' });
  cache.gc();
}

/** A rent change now waits for an admin (a warden's "Bill rent from" in Edit). */
export const rentChangeRequested = rentChangesMoved;
