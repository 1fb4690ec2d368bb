import type { MockLink } from '@apollo/client/testing';
import { ExtraChargesDocument } from '@/features/payments/graphql/ExtraBilling.generated';

/** Extra Billing's list of what was charged: its first page, answered `maxUsageCount` times. */
export const listMock = (items: unknown[] = [], maxUsageCount = 5): MockLink.MockedResponse => ({
  request: { query: ExtraChargesDocument, variables: { search: null, page: 1, pageSize: 10 } },
  maxUsageCount,
  result: { data: { extraCharges: { __typename: 'ExtraChargePage', totalCount: items.length, items } } },
});

/** One row of the list: a water charge of today, added by the warden. */
export const chargeRow = (id: string, studentId: string, studentName: string, amountPaise: number, extra = {}) => ({
  __typename: 'ExtraCharge',
  id,
  studentName,
  student: { __typename: 'Student', id: studentId },
  reason: 'water',
  label: 'Water',
  amountPaise,
  comment: null,
  chargedOn: '2026-11-20',
  addedBy: 'Warden Ravi',
  void: null,
  ...extra,
});
