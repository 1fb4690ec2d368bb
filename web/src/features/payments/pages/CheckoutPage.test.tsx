import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@hostel-admin/rules';
import {
  CheckoutPageDocument,
  PayRefundDocument,
  PrepareSettlementDocument,
  SettlementPreviewDocument,
} from '@/domain/checkout/Checkout.generated';
import { ExtendStayDocument, StayExtensionPreviewDocument } from '@/domain/checkout/ExtendStay.generated';
import { todayInIndia } from '@/lib/format';
import { balanceChangeStudent } from '@/domain/money/moneyFixtures';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';

const line = (kind: string, label: string, amountPaise: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'SettlementLine',
  kind,
  label,
  amountPaise,
  date: null,
  startDate: null,
  endDate: null,
  note: null,
  ...extra,
});
/** Dues Rs. 2,000 (Nov-Dec's rent less a payment), the deductions' own lines; the lines add up to the figures. */
const settlement = (deductionsPaise: number) => ({
  __typename: 'Settlement',
  depositPaise: 900_000,
  duesPaise: 200_000,
  deductionsPaise,
  appliedPaise: 200_000 + deductionsPaise,
  refundPaise: 700_000 - deductionsPaise,
  stillOwedPaise: 0,
  lines: [
    line('rent', 'Rent Nov-Dec', 650_000, { date: '2026-11-06', startDate: '2026-11-06', endDate: '2026-12-05' }),
    line('payment', 'Payment received by UPI, receipt R-000042', -450_000, { date: '2026-11-10', note: 'UTR1234' }),
    ...(deductionsPaise ? [line('deduction', 'Cleaning', deductionsPaise, { note: 'Deep clean' })] : []),
  ],
});

function checkout(
  id: string,
  name: string,
  status: string,
  withdrawalStatus: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    __typename: 'Checkout',
    id,
    status,
    withdrawalStatus,
    noticeDate: '2026-11-01',
    moveOutDate: '2026-12-31',
    moveOutPassed: false,
    preparedAt: null,
    approvedAt: null,
    refundedAt: null,
    student: {
      __typename: 'Student',
      id: `s${id}`,
      name,
      roomNumber: 101,
      deposit: {
        __typename: 'Deposit',
        id: `d${id}`,
        amountPaise: 900_000,
        paidOn: '2026-06-05',
        maturityDate: '2026-09-05',
        settlement: null,
      },
      rentTerms: { __typename: 'RentTerms', id: `s${id}`, noticePeriodDays: 60 },
      balance: { __typename: 'StudentBalance', id: `s${id}`, balancePaise: id === '4' ? 250_000 : 0 },
    },
    deductions: [],
    settlement: settlement(0),
    refund: null,
    ...overrides,
  };
}

const noticed = checkout('1', 'Meena Iyer', 'notice', 'pending');
const settling = checkout('2', 'Ravi Kumar', 'in_process', 'in_process', {
  preparedAt: '2026-11-20T06:00:00.000Z',
  deductions: [{ __typename: 'CheckoutDeduction', id: '9', kind: 'cleaning', amountPaise: 50_000, note: 'Deep clean' }],
  settlement: settlement(50_000),
});

const approved = checkout('3', 'Kiran Das', 'approved', 'in_process', {
  preparedAt: '2026-11-20T06:00:00.000Z',
  approvedAt: '2026-11-21T06:00:00.000Z',
  settlement: settlement(0),
});

const paid = checkout('4', 'Asha Rao', 'refunded', 'clear', {
  preparedAt: '2026-11-20T06:00:00.000Z',
  approvedAt: '2026-11-21T06:00:00.000Z',
  refundedAt: '2026-11-22T06:00:00.000Z',
  refund: {
    __typename: 'Refund',
    id: '7',
    amountPaise: 700_000,
    method: 'upi',
    reference: 'UTR998877',
    paidOn: '2026-11-22',
    paidBy: 'Meena Admin',
  },
});

const listMock = (items: unknown[], state = 'open') => ({
  request: { query: CheckoutPageDocument, variables: { search: null, page: 1, state } },
  result: { data: { checkouts: { __typename: 'CheckoutPage', totalCount: items.length, items } } },
});
const previewMock = (deductions: unknown[], deductionsPaise: number) => ({
  request: { query: SettlementPreviewDocument, variables: { checkoutId: '1', deductions } },
  result: { data: { settlementPreview: settlement(deductionsPaise) } },
});

describe('CheckoutPage', () => {
  it('shows residents under notice with the withdrawal status in words and their deposit', async () => {
    signIn();
    renderRoute('/admin/payment-details/checkout', { mocks: [listMock([noticed, settling])] });
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Residents under notice' });
    expect(within(cards).getByText('in process')).toBeTruthy();
    expect(within(cards).getByText('pending')).toBeTruthy();
    expect(within(cards).getAllByText('Rs. 9,000')).toHaveLength(2);
  });

  it('says No results found when nobody is under notice', async () => {
    signIn();
    renderRoute('/admin/payment-details/checkout', { mocks: [listMock([])] });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('proceeds with itemised deductions, showing the refund before it is confirmed, with the form’s key', async () => {
    signIn(loginFor('warden'));
    const key = '6f1c2f0e-3b7a-4c5d-9e8f-0a1b2c3d4e5f';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(key);
    const deduction = { kind: 'damage', amountPaise: 150_000, note: 'Broken chair' };
    const { user } = renderRoute('/admin/payment-details/checkout', {
      mocks: [
        listMock([noticed]),
        previewMock([], 0),
        previewMock([deduction], 150_000),
        {
          request: {
            query: PrepareSettlementDocument,
            variables: { input: { checkoutId: '1', deductions: [deduction], idempotencyKey: key } },
          },
          result: {
            data: {
              prepareSettlement: {
                ...noticed,
                status: 'in_process',
                withdrawalStatus: 'in_process',
                preparedAt: '2026-11-25T06:00:00.000Z',
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Meena Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout: Meena Iyer' });
    const terms = within(dialog).getByLabelText('Checkout terms');
    for (const text of ['Mature period', '3 Months', 'Notice period', '2 Months', 'Rs. 9,000'])
      expect(within(terms).getByText(text)).toBeTruthy();
    expect(await within(dialog).findByText('Rs. 7,000')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(within(dialog).getByText('Amount is required.')).toBeTruthy();
    expect(within(dialog).getByText('Each deduction needs a note.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Amount/), '1500');
    await user.type(within(dialog).getByLabelText(/Note/), 'Broken chair');
    expect(await within(dialog).findByText('Rs. 5,500')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    const confirm = await findConfirmDialog('Proceed with the settlement');
    expect(confirm.textContent).toContain('Meena Iyer: 1 deduction, refund Rs. 5,500');
    expect(buttonPalette(within(confirm).getByRole('button', { name: 'Proceed' }))).toBe('primary');
    await user.click(within(confirm).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Settlement started')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout: Meena Iyer' })).toBeNull());
  });

  it('shows a settlement in process as its steps in plain words (the spec’s beside them) and line by line, for an admin to approve', async () => {
    signIn();
    const { user } = renderRoute('/admin/payment-details/checkout', { mocks: [listMock([settling])] });
    expect(await screen.findByText('Refund requested')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout: Ravi Kumar' });
    const steps = within(dialog).getByRole('list', { name: 'Withdrawal progress' }).textContent;
    for (const text of [
      'Notice given',
      '1st Nov, 2026',
      'Refund requested · Request raised',
      '20th Nov, 2026',
      'Approved · Received by the provider',
      'Paid · Paid to user',
    ])
      expect(steps).toContain(text);
    // The lines that make the dues, each period with its dates, and the deductions with their notes.
    const dues = within(dialog).getByRole('list', { name: 'Dues by the move-out date' });
    expect(dues.textContent).toContain('Rent Nov-Dec6th Nov, 2026 – 5th Dec, 2026+ Rs. 6,500');
    expect(dues.textContent).toContain('Payment received by UPI, receipt R-00004210th Nov, 2026 · UTR1234− Rs. 4,500');
    expect(within(dialog).getByRole('list', { name: 'Deductions from the deposit' }).textContent).toBe(
      'CleaningDeep cleanRs. 500',
    );
    const totals = within(dialog).getByLabelText('Totals');
    expect(totals.textContent).toContain('Outstanding dues− Rs. 2,000');
    expect(totals.textContent).toContain('Deposit appliedRs. 2,500');
    expect(totals.textContent).toContain('RefundRs. 6,500');

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await findConfirmDialog('Approve settlement');
    expect(confirm.textContent).toContain(
      'Dues Rs. 2,000 (Rent Nov-Dec + Rs. 6,500; Payment received by UPI, receipt R-000042 − Rs. 4,500); deductions Rs. 500 (Cleaning (Deep clean) Rs. 500)',
    );
    expect(confirm.textContent).not.toContain('provider');
  });

  it('keeps paid settlements under Paid, with how the refund was paid and its voucher', async () => {
    signIn();
    const { user } = renderRoute('/admin/payment-details/checkout?state=paid', { mocks: [listMock([paid], 'paid')] });
    expect((await screen.findByRole('tab', { name: 'Paid' })).getAttribute('aria-selected')).toBe('true');
    const cards = await screen.findByRole('list', { name: 'Paid settlements' });
    expect(within(cards).getByText('clear')).toBeTruthy();
    expect(within(cards).getByText('Refund Rs. 7,000 paid on 22nd Nov, 2026 by UPI (ref UTR998877)')).toBeTruthy();
    // A leaver who still owes is listed with the balance, to collect on their page.
    expect(within(cards).getByText('Still owes Rs. 2,500')).toBeTruthy();
    await user.click(within(cards).getByRole('button', { name: 'Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout: Asha Rao' });
    expect(dialog.textContent).toContain(
      'Refund of Rs. 7,000 paid on 22nd Nov, 2026 by UPI (ref UTR998877), paid by Meena Admin.',
    );
    expect(within(dialog).getByRole('button', { name: 'Refund voucher' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Pay refund' })).toBeNull();
  });

  it('sends the same key when a refused refund is tried again, and a new one for the next opening', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const refundMock: MockLink.MockedResponse = {
      request: { query: PayRefundDocument, variables: () => true },
      maxUsageCount: 3,
      result: (variables) => {
        sent.push(variables.input as Record<string, unknown>);
        return sent.length < 3
          ? { errors: [{ message: 'kept out of the screen' }] }
          : {
              data: {
                payRefund: {
                  __typename: 'PayRefundPayload',
                  checkout: { ...approved, status: 'refunded', withdrawalStatus: 'clear' },
                  student: {
                    ...balanceChangeStudent({ id: 's3', name: 'Kiran Das', roomNumber: null, archived: true }),
                    deposit: {
                      ...approved.student.deposit,
                      method: 'upi',
                      student: { __typename: 'Student', id: 's3', name: 'Kiran Das', roomNumber: null, archived: true },
                    },
                    currentStay: null,
                    stays: [],
                  },
                },
              },
            };
      },
    };
    const { user } = renderRoute('/admin/payment-details/checkout', {
      mocks: [listMock([approved]), refundMock, listMock([])],
    });
    await user.click(await screen.findByRole('button', { name: 'Kiran Das' }));
    const card = await screen.findByRole('dialog', { name: 'Checkout: Kiran Das' });
    await user.click(within(card).getByRole('button', { name: 'Pay refund' }));
    const pay = async (attempt: number) => {
      const dialog = await screen.findByRole('dialog', { name: 'Pay refund: Kiran Das' });
      await fill(user, within(dialog).getByLabelText(/Reference/), 'UTR123456789');
      await user.click(within(dialog).getByRole('button', { name: 'Pay refund' }));
      const confirmation = await findConfirmDialog('Pay refund');
      // It says when the stay ends: the move-out date, when the bed becomes free.
      expect(confirmation.textContent).toContain('31st Dec, 2026');
      await user.click(within(confirmation).getByRole('button', { name: 'Pay refund' }));
      await waitFor(() => expect(sent).toHaveLength(attempt));
      return dialog;
    };

    for (const attempt of [1, 2]) expect(await within(await pay(attempt)).findByRole('alert')).toBeTruthy();
    expect(sent[0]).toMatchObject({ checkoutId: '3', method: 'bank_transfer', reference: 'UTR123456789' });
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(document.body.textContent).not.toContain('kept out of the screen');

    const refused = await screen.findByRole('dialog', { name: 'Pay refund: Kiran Das' });
    await user.click(within(refused).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay refund: Kiran Das' })).toBeNull());
    await user.click(within(card).getByRole('button', { name: 'Pay refund' }));
    await pay(3);
    expect(
      await screen.findByText(/^Refund paid to Kiran Das\. The bed (becomes free on 31st Dec, 2026|is free)\.$/),
    ).toBeTruthy();
    expect(sent[2]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('marks a move-out date that passed and extends the stay after saying what it bills', async () => {
    signIn(loginFor('warden'));
    const key = '0d3f6c1e-5a4b-4c2d-8e9f-1a2b3c4d5e6f';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(key);
    const overdue = checkout('5', 'Imran Khan', 'notice', 'pending', {
      moveOutDate: '2026-10-01',
      moveOutPassed: true,
    });
    const until = addDays(todayInIndia(), 20);
    const { user } = renderRoute('/admin/payment-details/checkout', {
      mocks: [
        listMock([overdue]),
        {
          request: { query: StayExtensionPreviewDocument, variables: { checkoutId: '5', moveOutDate: until } },
          result: {
            data: { stayExtensionPreview: { __typename: 'StayExtensionPreview', rentPaise: 1_300_000, periods: 2 } },
          },
        },
        {
          request: {
            query: ExtendStayDocument,
            variables: { input: { checkoutId: '5', moveOutDate: until, idempotencyKey: key } },
          },
          result: { data: { extendStay: { ...overdue, moveOutDate: until, moveOutPassed: false } } },
        },
      ],
    });
    const cards = await screen.findByRole('list', { name: 'Residents under notice' });
    expect(within(cards).getByText('Move-out date passed')).toBeTruthy();
    await user.click(within(cards).getByRole('button', { name: 'Extend stay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend stay: Imran Khan' });
    await user.click(within(dialog).getByRole('button', { name: 'Extend stay' }));
    expect(within(dialog).getByText('New move-out date is required.')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText(/New move-out date/), until);
    await user.click(within(dialog).getByRole('button', { name: 'Extend stay' }));
    const confirm = await findConfirmDialog('Extend stay');
    expect(within(confirm).getByText(/Rs\. 13,000 of rent is billed now \(2 periods\)/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Extend stay' }));
    expect(await screen.findByText('Stay extended')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend stay: Imran Khan' })).toBeNull());
  });
});
