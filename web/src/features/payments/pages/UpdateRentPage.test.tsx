import { screen, within } from '@testing-library/react';
import { ResidentPickerDocument } from '@/domain/housing/ResidentPicker/ResidentPicker.generated';
import { RentChangesWaitingDocument } from '@/domain/money/RentChangesWaiting.generated';
import {
  DecideRentChangeDocument,
  PendingRentChangesDocument,
  UpdateRentDocument,
} from '@/features/payments/graphql/UpdateRent.generated';
import { balanceChangeStudent } from '@/domain/money/moneyFixtures';
import { todayInIndia } from '@/lib/format';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';

const asha = {
  __typename: 'Student',
  id: '1',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+919876543210',
  roomNumber: 101,
};
const pickMock = {
  request: {
    query: ResidentPickerDocument,
    variables: { search: null, orderBy: { field: 'name', direction: 'asc' }, page: 1, pageSize: 8 },
  },
  result: { data: { students: { __typename: 'StudentPage', totalCount: 1, items: [asha] } } },
};
const change = (status: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'RentChange',
  id: '5',
  kind: 'one_time_discount',
  status,
  amountPaise: 100_000,
  comment: 'Festival',
  effectiveDate: '2026-12-05',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  student: { __typename: 'Student', id: '1', name: 'Asha Verma' },
  ...overrides,
});
/** A change as a mutation answers it: with the resident as every screen shows them and their balance. */
const answered = (item: Record<string, unknown>) => ({ ...item, student: balanceChangeStudent(asha) });
const pendingMock = (items: unknown[]) => ({
  request: { query: PendingRentChangesDocument, variables: { page: 1 } },
  result: { data: { rentChanges: { __typename: 'RentChangePage', totalCount: items.length, items } } },
});

const waitingMock = (rentChangesWaiting: number) => ({
  request: { query: RentChangesWaitingDocument },
  result: { data: { rentChangesWaiting } },
});

describe('UpdateRentPage', () => {
  it('waives a period: real adjustment types, no amount, a comment, and says a warden’s change waits', async () => {
    signIn(loginFor('warden'));
    const today = todayInIndia();
    const key = '9b1f4c2e-6a7d-4e2b-8c3f-1d2e3f4a5b6c';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(key);
    const { user } = renderRoute('/admin/payment-details/update-rent', {
      mocks: [
        pendingMock([]),
        pickMock,
        {
          request: {
            query: UpdateRentDocument,
            variables: {
              input: {
                studentIds: ['1'],
                kind: 'waiver',
                amountPaise: null,
                effectiveDate: today,
                comment: 'Flooded room',
                idempotencyKey: key,
              },
            },
          },
          result: {
            data: {
              updateRent: {
                __typename: 'UpdateRentPayload',
                changes: [answered(change('pending', { kind: 'waiver', amountPaise: null }))],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Update Rent', level: 1 })).toBeTruthy();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }));
    await user.click(screen.getByRole('button', { name: 'Update Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Rent' });
    const kind = within(dialog).getByLabelText(/Adjustment type/) as HTMLSelectElement;
    expect([...kind.options].map((option) => option.text)).toEqual([
      'Rent change from a date',
      'One-time discount',
      'One-time surcharge',
      'Waiver of a period',
    ]);
    await user.selectOptions(kind, 'Waiver of a period');
    expect(within(dialog).queryByLabelText(/Amount/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Update Rent' }));
    expect(within(dialog).getByText('Comment is required for a discount or a waiver.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Comment/), 'Flooded room');
    await user.click(within(dialog).getByRole('button', { name: 'Update Rent' }));
    const confirm = await findConfirmDialog('Update Rent');
    expect(confirm.textContent).toContain('Waiver of a period from');
    expect(confirm.textContent).toContain('for 1 resident: Asha Verma');
    expect(confirm.textContent).toContain(
      "Periods already billed are not rewritten. It waits for an admin's approval before it counts: nothing changes for the residents until then.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Update Rent' }));
    expect(await screen.findByText('Rent change sent for approval')).toBeTruthy();
  });

  it('lets an admin approve a warden’s discount after a confirmation, and the sidebar’s count follows', async () => {
    signIn();
    const { user } = renderRoute('/admin/payment-details/update-rent', {
      mocks: [
        waitingMock(1),
        waitingMock(0),
        pendingMock([change('pending')]),
        pickMock,
        {
          request: { query: DecideRentChangeDocument, variables: { input: { id: '5', approve: true } } },
          result: {
            data: { decideRentChange: answered(change('applied', { decidedAt: '2026-11-21T10:00:00.000Z' })) },
          },
        },
        pendingMock([]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Rent changes waiting for approval' });
    expect(within(list).getByText(/One-time discount of Rs. 1,000 from/)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /^Update Rent\s*, 1 waiting$/ })).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Approve for Asha Verma' }));
    const confirm = await findConfirmDialog('Approve rent change');
    expect(confirm.textContent).not.toContain('waits for');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Rent change approved')).toBeTruthy();
    expect(await within(nav).findByRole('link', { name: 'Update Rent' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /waiting/ })).toBeNull();
  });

  it('shows a warden’s new "Bill rent from" in words and lets an admin reject it', async () => {
    signIn();
    const billFrom = change('pending', {
      kind: 'bill_from',
      amountPaise: null,
      comment: null,
      effectiveDate: '2026-11-20',
    });
    const { user } = renderRoute('/admin/payment-details/update-rent', {
      mocks: [
        pendingMock([billFrom]),
        pickMock,
        {
          request: { query: DecideRentChangeDocument, variables: { input: { id: '5', approve: false } } },
          result: {
            data: {
              decideRentChange: answered({ ...billFrom, status: 'rejected', decidedAt: '2026-11-21T10:00:00.000Z' }),
            },
          },
        },
        pendingMock([]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Rent changes waiting for approval' });
    expect(within(list).getByText('Bill rent from 20th Nov, 2026')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Approve for Asha Verma' }));
    let confirm = await findConfirmDialog('Approve rent change');
    expect(confirm.textContent).toContain('Bill rent from 20th Nov, 2026 for Asha Verma');
    expect(confirm.textContent).toContain('Rent billed for periods before that day is taken back');
    expect(buttonPalette(within(confirm).getByRole('button', { name: 'Approve' }))).toBe('primary');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(within(list).getByRole('button', { name: 'Reject for Asha Verma' }));
    confirm = await findConfirmDialog('Reject rent change');
    expect(buttonPalette(within(confirm).getByRole('button', { name: 'Reject' }))).toBe('red');
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rent change rejected')).toBeTruthy();
  });
});
