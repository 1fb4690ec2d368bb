import type { startHostelApi } from './hostel-api';

const NOTICE = `mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id moveOutDate } }`;
const PREPARE = `mutation ($input: PrepareSettlementInput!) { prepareSettlement(input: $input) { id } }`;
const APPROVE = `mutation ($id: ID!) { approveSettlement(checkoutId: $id) { id } }`;

/**
 * Takes a resident from notice (on `noticeDate`) to a refund paid in cash on the test clock's day, 2026-11-20: no
 * deductions, the warden prepares, an admin approves and pays. `refund` is the payRefund mutation with the fields
 * the test reads; each step sends its own form key. Fails the test on any refusal.
 */
export async function noticeToPayout(
  api: Awaited<ReturnType<typeof startHostelApi>>,
  studentId: string,
  noticeDate: string,
  refund: string,
  key: () => string,
) {
  const must = async (answer: ReturnType<typeof api.ask>) => {
    const res = await answer;
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data;
  };
  const notice = (await must(api.ask(NOTICE, { input: { idempotencyKey: key(), studentId, noticeDate } }))).giveNotice;
  await must(api.ask(PREPARE, { input: { idempotencyKey: key(), checkoutId: notice.id, deductions: [] } }, 'wardenA'));
  await must(api.ask(APPROVE, { id: notice.id }, 'adminA'));
  const input = { idempotencyKey: key(), checkoutId: notice.id, method: 'cash', paidOn: '2026-11-20' };
  const paid = await must(api.ask(refund, { input }, 'adminA'));
  return { moveOutDate: notice.moveOutDate as string, payout: paid.payRefund };
}
