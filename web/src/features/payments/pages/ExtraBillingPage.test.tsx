import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AddChargesDocument, PickStudentsDocument } from '@/gql/graphql';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';

const student = (id: string, name: string, roomNumber: number) => ({
  __typename: 'Student',
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  phone: '+919876543210',
  roomNumber,
});
const residents = [student('1', 'Asha Verma', 101), student('2', 'Ravi Kumar', 102), student('3', 'Meena Iyer', 103)];

const pickMock = {
  request: {
    query: PickStudentsDocument,
    variables: { search: null, sort: { field: 'NAME', direction: 'ASC' }, page: 1, pageSize: 8 },
  },
  result: { data: { students: { __typename: 'StudentPage', totalCount: 3, items: residents } } },
};

const balance = (id: string) => ({
  __typename: 'Student',
  id,
  balance: {
    __typename: 'StudentBalance',
    id,
    chargedPaise: 35_000,
    collectedPaise: 0,
    pendingPaise: 0,
    balancePaise: 35_000,
  },
});

describe('ExtraBillingPage', () => {
  it('charges every resident chosen on the page, with the spec’s reasons and the form’s key, and says how many', async () => {
    signIn();
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(key);
    const { user } = renderRoute('/admin/payment-details/extra-billing', {
      mocks: [
        pickMock,
        {
          request: {
            query: AddChargesDocument,
            variables: {
              input: {
                studentIds: ['1', '2', '3'],
                idempotencyKey: key,
                amountPaise: 35_000,
                reason: 'other',
                comment: 'Broken window',
              },
            },
          },
          result: {
            data: { addCharges: { __typename: 'AddChargesPayload', count: 3, students: ['1', '2', '3'].map(balance) } },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Extra Billing', level: 1 })).toBeTruthy();
    await screen.findByText('Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Add Charge' }));
    expect(await screen.findByText('Please select a student.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('3 residents selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Charge' });
    const reason = within(dialog).getByLabelText(/Reason/) as HTMLSelectElement;
    expect([...reason.options].map((option) => option.text)).toEqual([
      'Select a reason',
      'Electric',
      'Water',
      'Maintenance',
      'Other',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    expect(within(dialog).getByText('Amount is required.')).toBeTruthy();
    expect(within(dialog).getByText('Reason is required.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/Amount/), '350');
    await user.selectOptions(reason, 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    expect(within(dialog).getByText('Comment is required when the reason is Other.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Comment/), 'Broken window');
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));

    const confirm = await findConfirmDialog('Add Charge');
    expect(confirm.textContent).toContain('₹350.00 Other to 3 residents: Asha Verma and 2 others');
    expect(buttonPalette(within(confirm).getByRole('button', { name: 'Charge' }))).toBe('primary');
    await user.click(within(confirm).getByRole('button', { name: 'Charge' }));
    expect(await screen.findByText('Charged 3 residents')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Charge' })).toBeNull());
    expect(screen.getByText('0 residents selected')).toBeTruthy();
  });

  it('sends the same key when a refused charge is tried again, and a new one for the next opening', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const addMock: MockLink.MockedResponse = {
      request: { query: AddChargesDocument, variables: () => true },
      maxUsageCount: 3,
      result: (variables) => {
        sent.push(variables.input as Record<string, unknown>);
        return sent.length < 3
          ? { errors: [{ message: 'kept out of the screen' }] }
          : { data: { addCharges: { __typename: 'AddChargesPayload', count: 1, students: [balance('1')] } } };
      },
    };
    const { user } = renderRoute('/admin/payment-details/extra-billing', { mocks: [pickMock, addMock] });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }));
    const charge = async (attempt: number) => {
      const dialog = await screen.findByRole('dialog', { name: 'Add Charge' });
      await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
      await user.click(within(await findConfirmDialog('Add Charge')).getByRole('button', { name: 'Charge' }));
      await waitFor(() => expect(sent).toHaveLength(attempt));
      return dialog;
    };

    await user.click(screen.getByRole('button', { name: 'Add Charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Charge' });
    await fill(user, within(dialog).getByLabelText(/Amount/), '120');
    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'Water');
    for (const attempt of [1, 2]) expect(await within(await charge(attempt)).findByRole('alert')).toBeTruthy();
    expect(sent[0]).toMatchObject({ studentIds: ['1'], amountPaise: 12_000, reason: 'water' });
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(document.body.textContent).not.toContain('kept out of the screen');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Charge' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add Charge' }));
    const again = await screen.findByRole('dialog', { name: 'Add Charge' });
    await fill(user, within(again).getByLabelText(/Amount/), '120');
    await user.selectOptions(within(again).getByLabelText(/Reason/), 'Water');
    await charge(3);
    expect(await screen.findByText('Charged 1 resident')).toBeTruthy();
    expect(sent[2]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('shows staff the residents with nothing to choose', async () => {
    signIn(loginFor('staff'));
    renderRoute('/admin/payment-details/extra-billing', { mocks: [pickMock] });
    await screen.findByText('Asha Verma');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Charge' })).toBeNull();
  });
});
