import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { RecordPaymentDocument, VerifyPaymentDocument } from '@/domain/money/money.generated';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { chooseMenuItem } from '@/test/menu';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import {
  asha,
  balance,
  listMock,
  path,
  paymentChange,
  pendingMock,
  pendingPayment,
  previewMock,
  ravi,
  row,
} from './StudentPaymentDetailsPage.mocks';

type Sent = Record<string, unknown>;

/** A mock of `query` that answers whatever variables come, recording each set in `sent`. */
function recordingMock(
  query: DocumentNode,
  sent: Sent[],
  answer: () => ApolloLink.Result,
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    maxUsageCount,
    result: (variables) => {
      sent.push(variables);
      return answer();
    },
  };
}

/** The table's row of a resident, by their name. */
async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: 'Rent of October 2026' });
  return (await within(table).findByRole('link', { name })).closest('tr') as HTMLElement;
}

describe('StudentPaymentDetailsPage: recording and verifying payments', () => {
  it('records a UPI payment: the form’s values in paise with its key, then a toast and the row waiting for verification', async () => {
    signIn();
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(key);
    const sent: Sent[] = [];
    const waiting = row('1', 'Asha Verma', 900_000, { inProcess: 'pending', pendingPaise: 450_050 });
    const recorded = paymentChange({
      payment: { id: '9', amountPaise: 450_050, method: 'upi', reference: 'UTR412345678901', paidOn: '2026-10-06' },
      studentId: '1',
      balance: { balancePaise: 900_000, pendingPaise: 450_050, chargedPaise: 900_000, collectedPaise: 0 },
      row: waiting,
    });
    Object.assign(recorded.payment, { status: 'pending', receiptNumber: 'R-000009', recordedByMe: true });
    const { user } = renderRoute(path, {
      mocks: [
        listMock([asha]),
        previewMock({
          settles: [
            { label: 'Oct–Nov 2026', amountPaise: 450_050, chargePaise: 900_000, whole: false, cleared: false },
          ],
          balanceAfterPaise: 449_950,
          countsOnceVerified: true,
        }),
        recordingMock(RecordPaymentDocument, sent, () => ({ data: { recordPayment: recorded } })),
      ],
    });
    expect(within(await rowOf('Asha Verma')).getByText('complete')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actions for Asha Verma' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment: Asha Verma' });
    await fill(user, within(dialog).getByLabelText(/Amount/), '4500.50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Method/ }), 'UPI');
    await fill(user, within(dialog).getByRole('textbox', { name: /Reference/ }), 'UTR412345678901');
    const paidOn = (within(dialog).getByLabelText(/Paid on/) as HTMLInputElement).value;
    expect(paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Note' }), 'Paid at the desk');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    const confirm = await findConfirmDialog('Record payment');
    expect(confirm.textContent).toContain('Rs. 4,500.50 from Asha Verma by UPI');
    expect(buttonPalette(within(confirm).getByRole('button', { name: 'Record' }))).toBe('primary');
    expect(confirm.textContent).toContain(
      'Settles Rs. 4,500.50 of Oct–Nov 2026; Rs. 4,499.50 stays due. It counts as collected once an admin verifies it.',
    );
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Record' }));

    expect(
      await screen.findByText(
        'Rs. 4,500.50 recorded for Asha Verma (counts once verified): settles Oct–Nov 2026 (part); Rs. 4,499.50 stays due',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Receipt R-000009')).toBeTruthy();
    expect(sent).toEqual([
      {
        input: {
          studentId: '1',
          idempotencyKey: key,
          amountPaise: 450_050,
          method: 'upi',
          reference: 'UTR412345678901',
          paidOn,
          note: 'Paid at the desk',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record payment: Asha Verma' })).toBeNull());
    // The answer moves the row by id: in_process is pending now, and an admin can verify it.
    await waitFor(async () => expect(within(await rowOf('Asha Verma')).getByText('pending')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Actions for Asha Verma' }));
    expect(await screen.findByRole('menuitem', { name: 'Verify' })).toBeTruthy();
  });

  it('keeps a refused payment out of the screen, and sends the same key when it is tried again', async () => {
    signIn();
    const sent: Sent[] = [];
    const { user } = renderRoute(path, {
      mocks: [
        listMock([asha]),
        previewMock(
          {
            settles: [
              { label: 'Sep–Oct 2026', amountPaise: 450_000, chargePaise: 900_000, whole: false, cleared: true },
              { label: 'Oct–Nov 2026', amountPaise: 450_000, chargePaise: 900_000, whole: false, cleared: false },
            ],
            balanceAfterPaise: 450_000,
            pendingBeforePaise: 200_000,
            countsOnceVerified: false,
          },
          2,
        ),
        recordingMock(RecordPaymentDocument, sent, () => ({ errors: [{ message: 'kept out of the screen' }] }), 2),
      ],
    });
    // By keyboard: the menu opens on its first item, Record payment.
    (await screen.findByRole('button', { name: 'Actions for Asha Verma' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Record payment' });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Record payment: Asha Verma' });
    expect((within(dialog).getByLabelText(/Amount/) as HTMLInputElement).value).toBe('9000');
    for (const attempt of [1, 2]) {
      await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
      const confirm = await findConfirmDialog('Record payment');
      expect(confirm.textContent).toContain('Rs. 9,000 from Asha Verma by Cash');
      expect(confirm.textContent).toContain(
        'Settles the rest of Sep–Oct 2026 (Rs. 4,500) and Rs. 4,500 of Oct–Nov 2026; Rs. 4,500 stays due (counting Rs. 2,000 recorded earlier that waits for verification).',
      );
      expect(confirm.textContent).not.toContain('verifies it');
      await user.click(within(confirm).getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(sent).toHaveLength(attempt));
      expect(await within(dialog).findByRole('alert')).toBeTruthy();
    }
    const [first, second] = sent.map((variables) => variables.input as Sent);
    expect(first).toMatchObject({ studentId: '1', amountPaise: 900_000, method: 'cash', reference: null });
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(document.body.textContent).not.toContain('kept out of the screen');
    expect(screen.queryByText(/recorded for Asha Verma/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('verifies a pending payment: the id sent, a toast, the list emptied and the row paid', async () => {
    signIn();
    const meera = row('3', 'Meera Pillai', 900_000, {
      inProcess: 'pending',
      pendingPaise: 900_000,
      student: {
        __typename: 'Student',
        id: '3',
        name: 'Meera Pillai',
        roomNumber: 103,
        balance: balance('3', { balancePaise: 900_000, pendingPaise: 900_000 }),
      },
    });
    const paid = row('3', 'Meera Pillai', 0, {
      paymentStatus: 'paid',
      periodStatus: 'paid',
      settledPaise: 900_000,
    });
    const verified = paymentChange({
      payment: { ...pendingPayment('7', false), status: 'complete', verifiedAt: '2026-10-07T05:30:00.000Z' },
      studentId: '3',
      balance: { balancePaise: 0, pendingPaise: 0, chargedPaise: 900_000, collectedPaise: 900_000 },
      row: paid,
    });
    const sent: Sent[] = [];
    const { user } = renderRoute(path, {
      mocks: [
        listMock([meera]),
        pendingMock('3', 'Meera Pillai', [pendingPayment('7', false)]),
        recordingMock(VerifyPaymentDocument, sent, () => ({ data: { verifyPayment: verified } })),
        // The answer drops the cached list of pending payments; the open dialog reads it again.
        pendingMock('3', 'Meera Pillai', []),
      ],
    });
    const before = await rowOf('Meera Pillai');
    expect(within(before).getByText('due')).toBeTruthy();
    expect(within(before).getByText('pending')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actions for Meera Pillai' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify payments: Meera Pillai' });
    await user.click(await within(dialog).findByRole('button', { name: 'Verify R-000007' }));
    const confirm = await findConfirmDialog('Verify payment');
    expect(confirm.textContent).toContain('Rs. 9,000 from Meera Pillai by UPI, reference 412345678901');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Payment R-000007 verified')).toBeTruthy();
    expect(sent).toEqual([{ input: { id: '7' } }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(dialog).findByText('No payments are waiting for verification.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Verify R-000007' })).toBeNull();
    // The footer's Close (the corner's close button has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const after = await rowOf('Meera Pillai');
    for (const text of ['paid', 'complete', 'Rs. 0']) expect(within(after).getByText(text)).toBeTruthy();
    expect(within(after).queryByText('Overdue')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for Meera Pillai' }));
    await screen.findByRole('menuitem', { name: 'Record payment' });
    expect(screen.queryByRole('menuitem', { name: 'Verify' })).toBeNull();
  });

  it('lets an admin verify a pending payment, but not one they recorded, and says when it fails', async () => {
    signIn();
    const { user } = renderRoute(path, {
      mocks: [
        listMock([ravi]),
        pendingMock('2', 'Ravi Kumar', [pendingPayment('7', false), pendingPayment('8', true)]),
        {
          request: { query: VerifyPaymentDocument, variables: { input: { id: '7' } } },
          result: { errors: [{ message: 'verify failed inside' }] },
        },
      ],
    });
    await screen.findByText('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Actions for Ravi Kumar' }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify payments: Ravi Kumar' });
    expect((await within(dialog).findByRole('button', { name: 'Verify R-000008' })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByText('You recorded it: another admin verifies it.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Verify R-000007' }));
    const confirm = await findConfirmDialog('Verify payment');
    expect(confirm.textContent).toContain('reference 412345678901');
    await user.click(within(confirm).getByRole('button', { name: 'Verify' }));
    expect(await within(confirm).findByText('The payment was not verified. Try again, or choose Cancel.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('verify failed inside');
    expect(screen.queryByText('Payment R-000007 verified')).toBeNull();
  });

  it('offers an admin Void payment once a payment counts and Reject payment while one waits; a warden neither', async () => {
    const both = row('7', 'Kiran Das', 450_000, {
      student: {
        __typename: 'Student',
        id: '7',
        name: 'Kiran Das',
        roomNumber: 104,
        balance: balance('7', { balancePaise: 450_000, pendingPaise: 200_000, collectedPaise: 450_000 }),
      },
    });
    signIn();
    const { user, unmount } = renderRoute(path, {
      mocks: [listMock([both]), { ...listMock([both]), maxUsageCount: 2 }],
    });
    await user.click(within(await rowOf('Kiran Das')).getByRole('button', { name: 'Actions for Kiran Das' }));
    expect(await screen.findByRole('menuitem', { name: 'Void payment' })).toBeTruthy();
    await chooseMenuItem(user, screen.getByRole('menuitem', { name: 'Reject payment' }));
    expect(await screen.findByRole('dialog', { name: 'Reject payment: Kiran Das' })).toBeTruthy();
    unmount();

    signIn(loginFor('warden'));
    const warden = renderRoute(path, { mocks: [listMock([both])] });
    await warden.user.click(within(await rowOf('Kiran Das')).getByRole('button', { name: 'Actions for Kiran Das' }));
    expect(await screen.findByRole('menuitem', { name: 'Record payment' })).toBeTruthy();
    for (const name of ['Void payment', 'Reject payment', 'Verify'])
      expect(screen.queryByRole('menuitem', { name })).toBeNull();
  });
});
