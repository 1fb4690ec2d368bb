import type { ApolloCache } from '@apollo/client';
import { studentArchived } from '@/domain/housing/cacheEvents';
import { depositsChanged, ledgerChanged } from '@/domain/money/cacheEvents';

/**
 * One function per checkout event: what each drops besides the checkout its answer carries (Checkout.graphql,
 * GiveNotice.graphql). Proceed and Approve change only their checkout, which their answers carry: they have no event.
 */

/**
 * A resident gave notice, or their stay was extended to a later move-out date: Checkout's lists follow, the resident's
 * page reads their checkout again, and their rent periods and the money lists follow the move-out date (nothing is
 * billed for periods starting on or after it).
 */
export function noticeGiven(cache: ApolloCache, studentId: string) {
  cache.evict({ id: cache.identify({ __typename: 'Student', id: studentId }), fieldName: 'checkout' });
  ledgerChanged(cache, [studentId]);
}

/**
 * A refund was paid: the deposit settles the dues (the resident's ledger and the money lists move, Checkout's card
 * moves to Paid, Deposits shows the settlement); when the move-out date has come the stay ends now, so the resident
 * leaves the lists and their bed is free, as when archived (the answer carries the bed and the room).
 */
export function refundPaid(cache: ApolloCache, { studentId, stayEnded }: { studentId: string; stayEnded: boolean }) {
  if (stayEnded) studentArchived(cache, studentId);
  ledgerChanged(cache, [studentId]);
  depositsChanged(cache);
}
