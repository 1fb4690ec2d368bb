import { screen, within } from '@testing-library/react';
import { PendingPaymentsDocument } from '@/domain/money/PendingPayments.generated';
import { formatOrdinalDate } from '@/lib/format';
import { findConfirmDialog } from '@/test/confirm';
import { renderComponent } from '@/test/renderRoute';
import { VerifyPaymentsDialog } from './VerifyPaymentsDialog';
import { Money } from '@hostel-admin/rules';

const payment = (id: string, sameReference: unknown[]) => ({
  __typename: 'Payment',
  id,
  amountPaise: 600_000,
  method: 'upi',
  reference: '633012345678',
  paidOn: '2026-11-20',
  receiptNumber: `R-000${id}`,
  recordedByMe: false,
  sameReference,
});
const asha = {
  __typename: 'Payment',
  id: '197',
  receiptNumber: 'R-000197',
  amountPaise: 600_000,
  paidOn: '2026-11-20',
  student: { __typename: 'Student', id: '4', name: 'Asha Rao' },
};

describe('VerifyPaymentsDialog: the same reference elsewhere', () => {
  it('names the hostel’s other payments with the reference, in the list and before the admin confirms', async () => {
    const { user } = renderComponent(
      <VerifyPaymentsDialog student={{ id: '5', name: 'Ravi Kumar' }} onClose={() => {}} />,
      {
        mocks: [
          {
            request: { query: PendingPaymentsDocument, variables: { id: '5' } },
            result: {
              data: {
                student: {
                  __typename: 'Student',
                  id: '5',
                  name: 'Ravi Kumar',
                  pendingPayments: [payment('198', [asha]), payment('200', [])],
                },
                hostel: { __typename: 'Hostel', id: '1', paymentMakerChecker: 'auto', makerCheckerEnforced: true },
              },
            },
          },
        ],
      },
    );
    const same = `Same reference as R-000197 (Asha Rao, ${Money.format(600_000)} on ${formatOrdinalDate('2026-11-20')}). Check with the bank that these are different payments.`;
    const list = await screen.findByRole('list', { name: 'Payments waiting for verification' });
    const [flagged, plain] = await within(list).findAllByRole('listitem');
    expect(within(flagged!).getByText(same)).toBeTruthy();
    expect(plain!.textContent).not.toContain('Same reference');

    await user.click(within(flagged!).getByRole('button', { name: 'Verify R-000198' }));
    const confirm = await findConfirmDialog('Verify payment');
    expect(within(confirm).getByText(same)).toBeTruthy();
    expect(confirm.textContent).toContain('Verify only after the bank shows it');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await user.click(within(plain!).getByRole('button', { name: 'Verify R-000200' }));
    expect((await findConfirmDialog('Verify payment')).textContent).not.toContain('Same reference');
  });
});
