import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { balanceChangeStudent } from '@/domain/money/moneyFixtures';
import { ResidentPickerDocument } from '@/domain/housing/ResidentPicker/ResidentPicker.generated';
import { AddChargesDocument, VoidChargesDocument } from '@/features/payments/graphql/ExtraBilling.generated';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { chargeRow, listMock } from './ExtraBillingPage.mocks';

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
    query: ResidentPickerDocument,
    variables: { search: null, orderBy: { field: 'name', direction: 'asc' }, page: 1, pageSize: 8 },
  },
  result: { data: { students: { __typename: 'StudentPage', totalCount: 3, items: residents } } },
};

/** A resident charged, as the answer carries them: as listed, with the new balance. */
const balance = (id: string) =>
  balanceChangeStudent({
    ...residents.find((resident) => resident.id === id)!,
    balance: { chargedPaise: 35_000, balancePaise: 35_000 },
  });

describe('ExtraBillingPage', () => {
  it('charges every resident chosen on the page, with the spec’s reasons and the form’s key, lists them with the total, and voids them from the toast', async () => {
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
            data: {
              createCharges: {
                __typename: 'AddChargesPayload',
                count: 3,
                totalPaise: 105_000,
                charges: residents.map((r, i) => chargeRow(`9${i}`, r.id, r.name, 35_000)),
                students: ['1', '2', '3'].map(balance),
              },
            },
          },
        },
        listMock(),
        {
          request: {
            query: VoidChargesDocument,
            variables: { input: { chargeIds: ['90', '91', '92'], reason: 'Wrong month', idempotencyKey: key } },
          },
          result: {
            data: {
              voidCharges: {
                __typename: 'VoidChargesPayload',
                count: 3,
                totalPaise: 105_000,
                charges: residents.map((r, i) =>
                  chargeRow(`9${i}`, r.id, r.name, 35_000, {
                    void: {
                      __typename: 'ExtraChargeVoid',
                      id: `8${i}`,
                      reason: 'Wrong month',
                      voidedOn: '2026-11-20',
                      voidedBy: 'Admin',
                    },
                  }),
                ),
                students: ['1', '2', '3'].map(balance),
              },
            },
          },
        },
      ],
    });
    // The first render loads the page's chunk: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Extra Billing', level: 1 }, { timeout: 15_000 })).toBeTruthy();
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
    expect(confirm.textContent).toContain(
      'Charge 3 residents Rs. 1,050 in all: Asha Verma Rs. 350, Ravi Kumar Rs. 350, Meena Iyer Rs. 350',
    );
    expect(buttonPalette(within(confirm).getByRole('button', { name: 'Charge' }))).toBe('primary');
    await user.click(within(confirm).getByRole('button', { name: 'Charge' }));
    expect(await screen.findByText('Charged 3 residents Rs. 1,050 in all')).toBeTruthy();
    expect(screen.getByText('Asha Verma Rs. 350, Ravi Kumar Rs. 350, Meena Iyer Rs. 350')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Charge' })).toBeNull());
    expect(screen.getByText('0 residents selected')).toBeTruthy();

    // The toast offers Void (an admin): a reason, then a red confirmation naming each resident and the total.
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const voiding = await screen.findByRole('dialog', { name: 'Void charges' });
    await user.click(within(voiding).getByRole('button', { name: 'Void' }));
    expect(within(voiding).getByText('Reason is required.')).toBeTruthy();
    await user.type(within(voiding).getByLabelText(/Reason/), 'Wrong month');
    await user.click(within(voiding).getByRole('button', { name: 'Void' }));
    const sure = await findConfirmDialog('Void charges');
    expect(sure.textContent).toContain(
      '3 Water charges, Rs. 1,050 in all: Asha Verma Rs. 350, Ravi Kumar Rs. 350, Meena Iyer Rs. 350',
    );
    expect(sure.textContent).toContain('Reason: Wrong month.');
    expect(buttonPalette(within(sure).getByRole('button', { name: 'Void' }))).toBe('red');
    await user.click(within(sure).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText(/^Voided: 3 Water charges/)).toBeTruthy();
  }, 60_000);

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
          : {
              data: {
                createCharges: {
                  __typename: 'AddChargesPayload',
                  count: 1,
                  totalPaise: 12_000,
                  charges: [chargeRow('91', '1', 'Asha Verma', 12_000)],
                  students: [balance('1')],
                },
              },
            };
      },
    };
    const { user } = renderRoute('/admin/payment-details/extra-billing', {
      mocks: [pickMock, addMock, listMock()],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Verma' }, { timeout: 15_000 }));
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
    expect(await screen.findByText('Charged 1 resident Rs. 120 in all')).toBeTruthy();
    expect(sent[2]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  }, 60_000);

  it('shows staff the residents with nothing to choose', async () => {
    signIn(loginFor('staff'));
    renderRoute('/admin/payment-details/extra-billing', {
      mocks: [pickMock, listMock([chargeRow('5', '1', 'Asha Verma', 12_000)])],
    });
    await screen.findAllByText('Asha Verma', {}, { timeout: 15_000 });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Charge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Split a meter bill' })).toBeNull();
    // The list of what was charged, without Void.
    expect(await screen.findByRole('heading', { name: 'Charges added', level: 2 })).toBeTruthy();
    expect(await screen.findByText('Rs. 120')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Void/ })).toBeNull();
  });
});
