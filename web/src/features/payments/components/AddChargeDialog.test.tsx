import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { RoomNumberChoicesDocument } from '@/domain/housing/RoomNumberSelect/RoomNumberSelect.generated';
import { AddChargesDocument, MeterSplitDocument } from '@/features/payments/graphql/ExtraBilling.generated';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { chargeRow } from '../pages/ExtraBillingPage.mocks';
import { AddChargeDialog, type ChargedBatch } from './AddChargeDialog';

const selection = new Map([
  ['1', 'Asha Verma'],
  ['2', 'Ravi Kumar'],
]);
const answer = (charges: ReturnType<typeof chargeRow>[]) => ({
  data: {
    createCharges: {
      __typename: 'AddChargesPayload',
      count: charges.length,
      totalPaise: charges.reduce((sum, c) => sum + c.amountPaise, 0),
      charges,
      students: [],
    },
  },
});
/** createCharges answered in turn by `answers`; what was sent is kept. */
const addMock = (sent: Record<string, unknown>[], answers: object[]): MockLink.MockedResponse => ({
  request: { query: AddChargesDocument, variables: () => true },
  maxUsageCount: answers.length,
  result: (variables) => {
    sent.push(variables.input as Record<string, unknown>);
    return answers[sent.length - 1];
  },
});

function open(way: 'same' | 'meter', mocks: MockLink.MockedResponse[], chosen = selection) {
  const onCharged = vi.fn<(batch: ChargedBatch) => void>();
  const onClose = vi.fn();
  const view = renderComponent(
    <AddChargeDialog selection={chosen} way={way} onClose={onClose} onCharged={onCharged} />,
    { mocks },
  );
  return { ...view, onCharged, onClose };
}

describe('AddChargeDialog', () => {
  it('charges each resident their own amount: the confirmation lists every one and the total', async () => {
    const sent: Record<string, unknown>[] = [];
    const refused = {
      errors: [
        {
          message: 'Amount cannot be more than Rs. 10,00,000.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'charges.1.amountPaise', message: 'Amount cannot be more than Rs. 10,00,000.' }],
          },
        },
      ],
    };
    const done = answer([chargeRow('7', '1', 'Asha Verma', 12_000), chargeRow('8', '2', 'Ravi Kumar', 15_050)]);
    const { user, onCharged } = open('same', [addMock(sent, [refused, done])]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Charge' });
    await user.selectOptions(within(dialog).getByLabelText(/How to charge/), 'An amount per resident');
    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'Water');
    const asha = within(dialog).getByLabelText(/Asha Verma \(Rs\.\)/);
    const ravi = within(dialog).getByLabelText(/Ravi Kumar \(Rs\.\)/);
    await fill(user, asha, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    expect(within(dialog).getByText('Amount is required.')).toBeTruthy();
    await fill(user, ravi, '150.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    const confirm = await findConfirmDialog('Add Charge');
    expect(confirm.textContent).toContain(
      'Charge 2 residents Rs. 270.50 in all: Asha Verma Rs. 120, Ravi Kumar Rs. 150.50',
    );
    expect(buttonPalette(within(confirm).getByRole('button', { name: 'Charge' }))).toBe('primary');
    await user.click(within(confirm).getByRole('button', { name: 'Charge' }));
    // The server's refusal names the field: it shows under Ravi's amount.
    await waitFor(() => expect(ravi.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Amount cannot be more than Rs. 10,00,000.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    await user.click(within(await findConfirmDialog('Add Charge')).getByRole('button', { name: 'Charge' }));
    await waitFor(() => expect(onCharged).toHaveBeenCalledTimes(1));
    expect(sent[1]).toEqual({
      charges: [
        { studentId: '1', amountPaise: 12_000 },
        { studentId: '2', amountPaise: 15_050 },
      ],
      reason: 'water',
      comment: null,
      idempotencyKey: sent[0].idempotencyKey,
    });
    expect(onCharged.mock.calls[0][0].totalPaise).toBe(27_050);
  }, 60_000);

  it("splits a room's meter bill: the split before confirming, the odd paise to the first beds, the total", async () => {
    const sent: Record<string, unknown>[] = [];
    const room = {
      __typename: 'Room',
      id: '11',
      roomNumber: 101,
      floor: 1,
      availability: 'not_available',
      bedsOccupied: 3,
      totalBeds: 3,
    };
    const rooms = {
      request: { query: RoomNumberChoicesDocument, variables: { where: {}, search: null } },
      result: { data: { rooms: { __typename: 'RoomPage', totalCount: 1, items: [room] } } },
    };
    const part = (id: string, name: string, bed: string, amountPaise: number) => ({
      __typename: 'MeterSplitPart',
      studentName: name,
      bedLabel: bed,
      amountPaise,
      student: { __typename: 'Student', id },
    });
    const split: MockLink.MockedResponse = {
      request: { query: MeterSplitDocument, variables: { roomId: '11', billPaise: 100_001 } },
      maxUsageCount: 5,
      result: {
        data: {
          meterSplit: {
            __typename: 'MeterSplit',
            roomId: '11',
            roomNumber: 101,
            billPaise: 100_001,
            parts: [
              part('1', 'Asha Verma', '101-a', 33_334),
              part('2', 'Ravi Kumar', '101-b', 33_334),
              part('3', 'Meena Iyer', '101-c', 33_333),
            ],
          },
        },
      },
    };
    const done = answer([chargeRow('7', '1', 'Asha Verma', 33_334)]);
    const { user, onCharged } = open('meter', [rooms, split, addMock(sent, [done])], new Map());
    const dialog = await screen.findByRole('dialog', { name: 'Add Charge' });
    expect(within(dialog).queryByLabelText(/How to charge/)).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /Room 101/ })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText(/^Room/), '11');
    await fill(user, within(dialog).getByLabelText(/Previous reading/), '1200');
    await fill(user, within(dialog).getByLabelText(/Current reading/), '1325');
    await fill(user, within(dialog).getByLabelText(/Rate per unit/), '8');
    expect(within(dialog).getByText('125 units × Rs. 8 = Rs. 1,000')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText(/Bill amount/), '1000.01');
    const shown = await within(dialog).findByRole('list', { name: 'Split of the bill in room 101' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Asha Verma (101-a)Rs. 333.34', 'Ravi Kumar (101-b)Rs. 333.34', 'Meena Iyer (101-c)Rs. 333.33']);
    await user.click(within(dialog).getByRole('button', { name: 'Add Charge' }));
    const confirm = await findConfirmDialog('Add Charge');
    expect(confirm.textContent).toContain(
      'Charge 3 residents Rs. 1,000.01 in all: Asha Verma (101-a) Rs. 333.34, Ravi Kumar (101-b) Rs. 333.34, Meena Iyer (101-c) Rs. 333.33',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Charge' }));
    await waitFor(() => expect(onCharged).toHaveBeenCalledTimes(1));
    expect(sent[0]).toMatchObject({
      charges: [
        { studentId: '1', amountPaise: 33_334 },
        { studentId: '2', amountPaise: 33_334 },
        { studentId: '3', amountPaise: 33_333 },
      ],
      meter: { roomId: '11', billPaise: 100_001, previousReading: 1200, currentReading: 1325, ratePaise: 800 },
      reason: 'electric',
    });
  }, 60_000);
});
