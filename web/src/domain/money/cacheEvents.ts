import type { ApolloCache } from '@apollo/client';
import { dropListFields } from '@/lib/apollo/listFields';

/**
 * One function per money event: which cached lists and fields it drops, to be read again when next shown. What
 * each change answers (the payment, the resident and their balance, periods, the month's figures and rows, charges,
 * checkouts) updates by id through the screens' fragments its payload spreads; what is decided here is what no
 * answer carries: list membership, sums over the hostel, and a resident's own lists. A mutation hook calls its
 * event in `update`; housing and checkout events call these for the money their changes move.
 */

type MoneyMoved = { fresh?: readonly string[]; rowsCarried?: boolean };

/**
 * Every hostel-wide list that a new ledger row can move: the month's figures, the month's table, the rows behind each
 * figure, Dues (balances, ageing, totals) and Checkout (each settlement follows the resident's balance). A payment's
 * answer carries the figures of the months whose own sums moved (`fresh`) and the resident's rows of those months
 * (`rowsCarried`): the month's table keeps its residents, so it stays.
 */
function hostelMoneyMoved(cache: ApolloCache, { fresh = [], rowsCarried = false }: MoneyMoved = {}) {
  dropListFields(cache, 'paymentSummary', (args) => !fresh.includes(String(args.month)));
  const lists = ['monthLedgerRows', 'dues', 'checkouts', ...(rowsCarried ? [] : ['studentPayments'])];
  for (const fieldName of lists) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * New ledger rows for residents (charges, a rent change, a write-off, check-in's first rent, billing dates moved,
 * archive's last rent, a refund's settlement): their ledger lines and periods, and every hostel-wide money list.
 */
export function ledgerChanged(cache: ApolloCache, studentIds: readonly string[]) {
  for (const id of studentIds) {
    const student = cache.identify({ __typename: 'Student', id });
    cache.evict({ id: student, fieldName: 'ledgerLines' });
    cache.evict({ id: student, fieldName: 'rentPeriods' });
  }
  hostelMoneyMoved(cache);
}

/** A deposit was recorded or settled (check-in, archive, a refund paid): Deposits' list changes. */
export function depositsChanged(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'deposits' });
  cache.gc();
}

/** What a payment's answer says about what it moved (PaymentChange_payload). */
export type PaymentChange = { student: { id: string }; summaries: readonly { month: string }[] };

/**
 * A payment was recorded, verified, voided or rejected. Its answer carries the payment, the resident's balance and
 * periods, and the figures and table rows of each month whose own sums moved; the resident's ledger lines, payments
 * and pending payments are dropped, and so are the other months' figures (their opening and closing balances follow;
 * a void counts on the day voided), the rows behind each figure, Dues and Checkout.
 */
export function paymentChanged(cache: ApolloCache, change: PaymentChange) {
  const student = cache.identify({ __typename: 'Student', id: change.student.id });
  cache.evict({ id: student, fieldName: 'ledgerLines' });
  cache.evict({ id: student, fieldName: 'pendingPayments' });
  cache.evict({ id: student, fieldName: 'payments' });
  hostelMoneyMoved(cache, { fresh: change.summaries.map((summary) => summary.month), rowsCarried: true });
}

/** Extra charges were added or voided: the residents' ledgers, the money lists and Extra Billing's list. */
export function extraChargesChanged(cache: ApolloCache, studentIds: readonly string[]) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'extraCharges' });
  ledgerChanged(cache, studentIds);
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

/** Update Rent for residents: applied at once (their ledgers move) or waiting for an admin. */
export function rentUpdated(cache: ApolloCache, studentIds: readonly string[]) {
  ledgerChanged(cache, studentIds);
  rentChangesMoved(cache);
}

/** An admin approved (the resident's ledger moves) or rejected a waiting rent change. */
export function rentChangeDecided(cache: ApolloCache, studentId: string) {
  ledgerChanged(cache, [studentId]);
  rentChangesMoved(cache);
}

/** An admin wrote off what a leaver still owes: a row on their ledger. */
export function balanceWrittenOff(cache: ApolloCache, studentId: string) {
  ledgerChanged(cache, [studentId]);
}
