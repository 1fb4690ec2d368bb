import { screen, waitFor, within } from '@testing-library/react';
import {
  PendingPaymentsDocument,
  RecordPaymentDocument,
  StudentPaymentDetailsPageDocument,
  VerifyPaymentDocument,
} from '@/gql/graphql';
import { findConfirmDialog } from '@/test/confirm';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';

const MONTH = '2026-10';

function row(id: string, name: string, balancePaise: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'StudentPaymentRow',
    id: `${id}:${MONTH}`,
    month: MONTH,
    paymentStatus: 'due',
    inProcess: 'complete',
    periodStatus: 'overdue',
    rentAmountPaise: 900_000,
    settledPaise: 0,
    pendingPaise: 0,
    dueDate: '2026-10-05',
    student: {
      __typename: 'Student',
      id,
      name,
      roomNumber: 101,
      balance: { __typename: 'StudentBalance', id, balancePaise, pendingPaise: 0 },
    },
    ...overrides,
  };
}

const asha = row('1', 'Asha Verma', 900_000);
const ravi = row('2', 'Ravi Kumar', 0, {
  paymentStatus: 'paid',
  inProcess: 'pending',
  periodStatus: 'paid',
  student: {
    __typename: 'Student',
    id: '2',
    name: 'Ravi Kumar',
    roomNumber: 102,
    balance: { __typename: 'StudentBalance', id: '2', balancePaise: -50_000, pendingPaise: 900_000 },
  },
});

function listMock(items: unknown[], variables: Record<string, unknown> = {}) {
  return {
    request: {
      query: StudentPaymentDetailsPageDocument,
      variables: {
        month: MONTH,
        search: null,
        sort: { field: 'NAME', direction: 'ASC' },
        page: 1,
        pageSize: 10,
        ...variables,
      },
    },
    result: { data: { studentPayments: { __typename: 'StudentPaymentPage', totalCount: items.length, items } } },
  };
}

const path = `/admin/payment-details/student-payment-details?month=${MONTH}`;

describe('StudentPaymentDetailsPage', () => {
  it('lists the month’s residents with payment_status, in_process, rent, balance and a More link', async () => {
    signIn();
    renderRoute(path, { mocks: [listMock([asha, ravi])] });
    expect(await screen.findByRole('heading', { name: 'Student Payment Details', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Rent of October 2026' });
    await within(table).findByText('Asha Verma');
    const [, first, second] = within(table).getAllByRole('row');
    for (const text of ['due', 'Overdue', 'complete', '₹9,000.00'])
      expect(within(first).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(second).getByText('pending')).toBeTruthy();
    expect(within(second).getByText('₹500.00 credit')).toBeTruthy();
    const more = within(first).getByRole('link', { name: 'More about Asha Verma' });
    expect(more.getAttribute('href')).toBe('/admin/student-details/1');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('says No data available for a month with nobody billed', async () => {
    signIn();
    renderRoute(path, { mocks: [listMock([])] });
    expect(await screen.findByText('No data available')).toBeTruthy();
  });

  it('sorts by payment_status on the server', async () => {
    signIn();
    const { user } = renderRoute(path, {
      mocks: [listMock([asha, ravi]), listMock([ravi, asha], { sort: { field: 'PAYMENT_STATUS', direction: 'ASC' } })],
    });
    await screen.findByText('Asha Verma');
    await user.click(screen.getByRole('button', { name: /payment_status/ }));
    await waitFor(() => {
      const rows = screen.getAllByRole('row');
      expect(within(rows[1]).queryByText('Ravi Kumar')).toBeTruthy();
    });
  });

  it('lets an admin verify a pending payment, but not one they recorded', async () => {
    signIn();
    const pending = (id: string, recordedByMe: boolean) => ({
      __typename: 'Payment',
      id,
      amountPaise: 900_000,
      method: 'upi',
      reference: '412345678901',
      paidOn: '2026-10-06',
      receiptNumber: `R-00000${id}`,
      recordedByMe,
    });
    const { user } = renderRoute(path, {
      mocks: [
        listMock([ravi]),
        {
          request: { query: PendingPaymentsDocument, variables: { id: '2' } },
          result: {
            data: {
              student: {
                __typename: 'Student',
                id: '2',
                name: 'Ravi Kumar',
                pendingPayments: [pending('7', false), pending('8', true)],
              },
            },
          },
        },
        {
          request: { query: VerifyPaymentDocument, variables: { id: '7' } },
          result: { errors: [{ message: 'verify failed inside' }] },
        },
      ],
    });
    await screen.findByText('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Actions for Ravi Kumar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Verify' }));
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
  });

  it('records a payment prefilled with what is due, after a confirmation', async () => {
    signIn();
    let sent: Record<string, unknown> | null = null;
    const { user } = renderRoute(path, {
      mocks: [
        listMock([asha]),
        {
          request: {
            query: RecordPaymentDocument,
            variables: (variables: { input: Record<string, unknown> }) => {
              sent = variables.input;
              return true;
            },
          },
          result: { errors: [{ message: 'kept out of the screen' }] },
        },
      ],
    });
    // By keyboard: the menu opens on its first item, Record payment.
    (await screen.findByRole('button', { name: 'Actions for Asha Verma' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Record payment' });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Record payment: Asha Verma' });
    expect((within(dialog).getByLabelText(/Amount/) as HTMLInputElement).value).toBe('9000');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const confirm = await findConfirmDialog('Record payment');
    expect(confirm.textContent).toContain('₹9,000.00 from Asha Verma by Cash');
    await user.click(within(confirm).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(sent).toMatchObject({ studentId: '1', amountPaise: 900_000, method: 'cash' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(document.body.textContent).not.toContain('kept out of the screen');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows staff the table without row actions', async () => {
    signIn(loginFor('staff'));
    renderRoute(path, { mocks: [listMock([asha])] });
    await screen.findByText('Asha Verma');
    expect(screen.queryByRole('button', { name: 'Actions for Asha Verma' })).toBeNull();
  });
});
