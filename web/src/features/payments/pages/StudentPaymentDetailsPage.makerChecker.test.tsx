import { screen, within } from '@testing-library/react';
import { VerifyPaymentDocument } from '@/domain/money/money.generated';
import { findConfirmDialog } from '@/test/confirm';
import { chooseMenuItem } from '@/test/menu';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import {
  listMock,
  makerChecker,
  path,
  paymentChange,
  pendingMock,
  pendingPayment,
  ravi,
  row,
} from './StudentPaymentDetailsPage.mocks';

/** Opens Verify for Ravi Kumar, whose UPI payment R-000008 the signed-in admin recorded. */
async function openVerify(user: ReturnType<typeof renderRoute>['user']) {
  await screen.findByText('Ravi Kumar');
  await user.click(screen.getByRole('button', { name: 'Actions for Ravi Kumar' }));
  await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Verify' }));
  return screen.findByRole('dialog', { name: 'Verify payments: Ravi Kumar' });
}

describe('StudentPaymentDetailsPage: Verify and the hostel’s Payment verification setting', () => {
  it('lets the only admin verify a payment they recorded, saying the activity log notes it', async () => {
    signIn();
    const verified = paymentChange({
      payment: { ...pendingPayment('8', true), status: 'complete', verifiedAt: '2026-10-07T05:30:00.000Z' },
      studentId: '2',
      balance: { balancePaise: -50_000, pendingPaise: 0, chargedPaise: 900_000, collectedPaise: 950_000 },
      row: row('2', 'Ravi Kumar', -50_000, { paymentStatus: 'paid', inProcess: 'complete', periodStatus: 'paid' }),
    });
    const sent: Record<string, unknown>[] = [];
    const { user } = renderRoute(path, {
      mocks: [
        listMock([ravi]),
        pendingMock('2', 'Ravi Kumar', [pendingPayment('8', true)], makerChecker('auto', false)),
        {
          request: { query: VerifyPaymentDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return { data: { verifyPayment: verified } };
          },
        },
        pendingMock('2', 'Ravi Kumar', [], makerChecker('auto', false)),
      ],
    });
    const dialog = await openVerify(user);
    const button = await within(dialog).findByRole('button', { name: 'Verify R-000008' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(
      within(dialog).getByText(
        'You recorded it. As the only admin of the hostel you may verify it; the activity log notes that you did.',
      ),
    ).toBeTruthy();
    await user.click(button);
    const confirm = await findConfirmDialog('Verify payment');
    expect(confirm.textContent).toContain(
      'You recorded this payment, so the activity log notes that you verified it yourself.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Payment R-000008 verified')).toBeTruthy();
    expect(sent).toEqual([{ input: { id: '8' } }]);
  });

  it('lets the recorder verify when the hostel turned the rule off, with its own note', async () => {
    signIn();
    const { user } = renderRoute(path, {
      mocks: [
        listMock([ravi]),
        pendingMock('2', 'Ravi Kumar', [pendingPayment('8', true)], makerChecker('off', false)),
      ],
    });
    const dialog = await openVerify(user);
    expect((await within(dialog).findByRole('button', { name: 'Verify R-000008' })).hasAttribute('disabled')).toBe(
      false,
    );
    expect(
      within(dialog).getByText('You recorded it. The hostel lets you verify it; the activity log notes that you did.'),
    ).toBeTruthy();
  });

  it('says another admin verifies when the rule is enforced, and names the setting when it is always on', async () => {
    signIn();
    const { user } = renderRoute(path, {
      mocks: [
        listMock([ravi]),
        pendingMock('2', 'Ravi Kumar', [pendingPayment('7', false), pendingPayment('8', true)], makerChecker('on')),
      ],
    });
    const dialog = await openVerify(user);
    expect((await within(dialog).findByRole('button', { name: 'Verify R-000008' })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Verify R-000007' }).hasAttribute('disabled')).toBe(false);
    expect(
      within(dialog).getByText(
        'You recorded it: another admin verifies it (Payment verification: Always another admin).',
      ),
    ).toBeTruthy();
  });
});
