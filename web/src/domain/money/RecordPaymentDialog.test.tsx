import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PaymentPreviewDocument, RecordPaymentDocument } from '@/domain/money/money.generated';
import { findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { balanceChangeStudent } from './moneyFixtures';

const duplicate =
  'Reference 633012345678 was already used for receipt R-000197 (Asha Rao, Rs. 6,000 on 20 Nov 2026). Check it, or record anyway.';

/** The server's refusal of a reference already used in the hostel (CONFLICT naming `reference`). */
const refused = (message = duplicate) => ({
  errors: [{ message, extensions: { code: 'CONFLICT', fields: [{ field: 'reference', message }] } }],
});

const recorded = {
  data: {
    recordPayment: {
      __typename: 'PaymentChangePayload',
      payment: {
        __typename: 'Payment',
        id: '199',
        amountPaise: 600_000,
        method: 'upi',
        reference: '633012345678',
        paidOn: '2026-11-20',
        status: 'pending',
        settles: 'Nov–Dec 2026',
        balanceAfterPaise: 0,
        receiptNumber: 'R-000199',
        receiptPath: '/api/payments/199/receipt',
        recordedByMe: true,
        verifiedAt: null,
        sameReference: [],
        student: { __typename: 'Student', id: '5', name: 'Ravi Kumar' },
      },
      student: balanceChangeStudent({
        id: '5',
        name: 'Ravi Kumar',
        balance: { chargedPaise: 600_000, pendingPaise: 600_000, balancePaise: 600_000 },
      }),
      periods: [],
      summaries: [],
      rows: [],
    },
  },
};

/** recordPayment answered in turn by `answers`, each request's variables kept in `sent`. */
function recordMock(sent: Record<string, unknown>[], answers: object[]): MockLink.MockedResponse {
  return {
    request: { query: RecordPaymentDocument, variables: () => true },
    maxUsageCount: answers.length,
    result: (variables) => {
      sent.push(variables.input as Record<string, unknown>);
      return answers[sent.length - 1] as never;
    },
  };
}

/** paymentPreview as the server answers it for Rs. 6,000 by UPI: Nov–Dec 2026 settled, nothing left. */
const previewMock = (times: number): MockLink.MockedResponse => ({
  request: { query: PaymentPreviewDocument, variables: () => true },
  maxUsageCount: times,
  result: {
    data: {
      paymentPreview: {
        __typename: 'PaymentPreview',
        studentId: '5',
        amountPaise: 600_000,
        settles: [
          {
            __typename: 'PaymentPreviewItem',
            label: 'Nov–Dec 2026',
            amountPaise: 600_000,
            chargePaise: 600_000,
            whole: true,
            cleared: true,
          },
        ],
        advancePaise: 0,
        balanceAfterPaise: 0,
        pendingBeforePaise: 0,
        countsOnceVerified: true,
      },
    },
  },
});

async function submitUpi(answers: object[]) {
  const key = '3b241101-e2bb-4255-8caf-4136c566a962';
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(key);
  const sent: Record<string, unknown>[] = [];
  const onClose = vi.fn();
  const view = renderComponent(
    <RecordPaymentDialog student={{ id: '5', name: 'Ravi Kumar' }} duePaise={600_000} onClose={onClose} />,
    { mocks: [previewMock(2), recordMock(sent, answers)] },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Record payment: Ravi Kumar' });
  await view.user.selectOptions(within(dialog).getByRole('combobox', { name: /Method/ }), 'UPI');
  await fill(view.user, within(dialog).getByRole('textbox', { name: /Reference/ }), '633012345678');
  await view.user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  const confirm = await findConfirmDialog('Record payment');
  expect(confirm.textContent).toContain(
    'Settles Nov–Dec 2026 (Rs. 6,000); nothing stays due. It counts as collected once an admin verifies it.',
  );
  await view.user.click(within(confirm).getByRole('button', { name: 'Record' }));
  return { ...view, dialog, sent, key, onClose };
}

describe('RecordPaymentDialog: a reference already used', () => {
  it('warns naming the other payment, then Record anyway (by keyboard) sends the same key, confirmed', async () => {
    const { user, dialog, sent, key, onClose } = await submitUpi([refused(), recorded]);
    const warning = await within(dialog).findByRole('alert');
    expect(within(warning).getByText('Reference already used')).toBeTruthy();
    expect(within(warning).getByText(duplicate)).toBeTruthy();
    const anyway = within(warning).getByRole('button', { name: 'Record anyway' });
    // By keyboard: two steps back from Record payment, past Cancel.
    within(dialog).getByRole('button', { name: 'Record payment' }).focus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(anyway);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ idempotencyKey: key, reference: '633012345678' });
    expect(sent[0]).not.toHaveProperty('allowDuplicateReference');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ ...sent[0], allowDuplicateReference: true });
    expect(
      await screen.findByText(
        'Rs. 6,000 recorded for Ravi Kumar (counts once verified): settles Nov–Dec 2026; nothing stays due',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Receipt R-000199')).toBeTruthy();
  });

  it('drops the warning once the reference is changed, and shows other refusals as before', async () => {
    const { user, dialog, sent } = await submitUpi([refused(), { errors: [{ message: 'kept out of the screen' }] }]);
    await within(dialog).findByText(duplicate);
    await fill(user, within(dialog).getByRole('textbox', { name: /Reference/ }), '633012345679');
    expect(within(dialog).queryByText(duplicate)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Record anyway' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await user.click(within(await findConfirmDialog('Record payment')).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ reference: '633012345679' });
    expect(sent[1]).not.toHaveProperty('allowDuplicateReference');
    expect(await within(dialog).findByText(/Something went wrong/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('kept out of the screen');
  });
});
