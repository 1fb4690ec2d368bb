import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  RejectPaymentDocument,
  ReversiblePaymentsDocument,
  VoidPaymentDocument,
} from '@/domain/money/ReversePayment.generated';
import { buttonPalette } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { ReversePaymentDialog, type ReversiblePayment } from './ReversePaymentDialog';
import { balanceChangeStudent } from './moneyFixtures';

const asha = { id: '4', name: 'Asha Rao' };
const payment = (id: string, status: ReversiblePayment['status'], extra: Partial<ReversiblePayment> = {}) =>
  ({
    __typename: 'Payment',
    id,
    amountPaise: 600_000,
    method: 'upi',
    reference: '633012345678',
    paidOn: '2026-11-20',
    status,
    receiptNumber: `R-000${id}`,
    student: { __typename: 'Student', ...asha },
    ...extra,
  }) as ReversiblePayment;

/** What voidPayment or rejectPayment answers: the payment taken back, the resident's balance again. */
const changed = (field: 'voidPayment' | 'rejectPayment', id: string, status: 'voided' | 'rejected') => ({
  data: {
    [field]: {
      __typename: 'PaymentChangePayload',
      payment: {
        ...payment(id, status),
        settles: 'Nov-Dec',
        balanceAfterPaise: null,
        receiptPath: `/api/payments/${id}/receipt`,
        recordedByMe: false,
        verifiedAt: null,
        sameReference: [],
        reversal: {
          __typename: 'PaymentReversal',
          kind: status === 'voided' ? 'void' : 'reject',
          reason: 'Recorded twice',
          reversedOn: '2026-11-21',
          reversedBy: { __typename: 'PaymentReversedBy', name: 'Rahul Sharma' },
        },
      },
      student: balanceChangeStudent({ ...asha, balance: { chargedPaise: 600_000, balancePaise: 600_000 } }),
      periods: [],
      summaries: [],
      rows: [],
    },
  },
});

/** The mutation answered in turn by `answers`, each request's input kept in `sent`. */
function mutationMock(
  query: typeof VoidPaymentDocument | typeof RejectPaymentDocument,
  sent: Record<string, unknown>[],
  answers: object[],
): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    maxUsageCount: answers.length,
    result: (variables) => {
      sent.push(variables.input as Record<string, unknown>);
      return answers[sent.length - 1] as never;
    },
  };
}

describe('ReversePaymentDialog', () => {
  it('voids the payment of a ledger line: names it, says what it does to money, asks why, in red, one key', async () => {
    const key = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(key);
    const sent: Record<string, unknown>[] = [];
    const onClose = vi.fn();
    const conflict = 'Payment R-000197 was already voided on 21 Nov 2026.';
    const { user } = renderComponent(
      <ReversePaymentDialog
        kind="void"
        student={asha}
        payment={payment('197', 'complete', { method: 'cash', reference: null })}
        onClose={onClose}
      />,
      {
        mocks: [
          mutationMock(VoidPaymentDocument, sent, [
            {
              errors: [
                {
                  message: conflict,
                  extensions: { code: 'CONFLICT', fields: [{ field: 'paymentId', message: conflict }] },
                },
              ],
            },
            changed('voidPayment', '197', 'voided'),
          ]),
        ],
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Void payment: Asha Rao' });
    const facts = within(dialog).getByLabelText('Payment R-000197');
    for (const text of ['R-000197', 'Asha Rao', 'Rs. 6,000', '20th Nov, 2026', 'Cash', '-'])
      expect(within(facts).getAllByText(text).length).toBeGreaterThan(0);
    expect(
      within(dialog).getByText(
        "Rs. 6,000 goes back onto Asha Rao's balance today, and the periods it settled are due again; receipt R-000197 will read VOID.",
      ),
    ).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Void payment' });
    expect(buttonPalette(submit)).toBe('red');

    await user.click(submit);
    expect(await within(dialog).findByText('Reason is required.')).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await fill(user, reason, 'ab');
    await user.click(submit);
    expect(await within(dialog).findByText('Reason must be at least 3 characters.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await fill(user, reason, '  Recorded twice  ');
    await user.click(submit);
    // A refusal of the payment shows in the dialog's alert, in the server's words.
    expect(await within(dialog).findByText(conflict)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { paymentId: '197', reason: 'Recorded twice', idempotencyKey: key },
      { paymentId: '197', reason: 'Recorded twice', idempotencyKey: key },
    ]);
    expect(await screen.findByText('Payment R-000197 voided')).toBeTruthy();
  });

  it('from the month’s table, lets the admin choose among the resident’s pending payments to reject', async () => {
    const sent: Record<string, unknown>[] = [];
    const onClose = vi.fn();
    const { user } = renderComponent(<ReversePaymentDialog kind="reject" student={asha} onClose={onClose} />, {
      mocks: [
        {
          request: { query: ReversiblePaymentsDocument, variables: { id: asha.id } },
          result: {
            data: {
              student: {
                __typename: 'Student',
                id: asha.id,
                payments: [
                  payment('201', 'pending', { amountPaise: 250_000, paidOn: '2026-11-22' }),
                  payment('199', 'complete'),
                  payment('198', 'pending'),
                  payment('197', 'voided'),
                ],
              },
            },
          },
        },
        mutationMock(RejectPaymentDocument, sent, [changed('rejectPayment', '198', 'rejected')]),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reject payment: Asha Rao' });
    const choice = await within(dialog).findByRole('combobox', { name: /Payment/ });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['R-000201 · Rs. 2,500 on 22nd Nov, 2026 by UPI', 'R-000198 · Rs. 6,000 on 20th Nov, 2026 by UPI']);
    await user.selectOptions(choice, 'R-000198 · Rs. 6,000 on 20th Nov, 2026 by UPI');
    expect(
      within(dialog).getByText(
        'Rs. 6,000 never arrived: it stops counting as pending verification and settles nothing, so the periods it covered are due; receipt R-000198 will read VOID.',
      ),
    ).toBeTruthy();
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'UTR not in the bank statement');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ paymentId: '198', reason: 'UTR not in the bank statement' });
    expect(await screen.findByText('Payment R-000198 rejected')).toBeTruthy();
  });
});
