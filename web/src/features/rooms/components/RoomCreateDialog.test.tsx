import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CreateRoomDocument } from '@/features/rooms/graphql/CreateRoom.generated';
import { renderComponent, type RenderRouteOptions } from '@/test/renderRoute';
import { RoomListPage } from '../pages/RoomListPage';
import { signIn } from '@/test/session';
import { bed, room, roomListMock } from '../roomFixtures';
import { fill } from '@/test/fill';

const existing = [room({ id: '1', roomNumber: 101 }), room({ id: '2', roomNumber: 110 })];
const input = {
  roomNumber: 105,
  floor: 1,
  totalBeds: 3,
  pricePerMonthPaise: 850000,
  isAc: false,
  roomType: 'super_delux',
};
const created = {
  ...room({
    id: '9',
    roomNumber: 105,
    floor: 1,
    totalBeds: 3,
    bedsOccupied: 0,
    isAc: false,
    roomType: 'super_delux',
    availability: 'available',
  }),
  beds: ['a', 'b', 'c'].map((letter, index) =>
    bed({ id: String(91 + index), bedNumber: index + 1, label: `105-${letter}`, pricePerMonthPaise: 800000 }),
  ),
};

async function openDialog(mocks: NonNullable<RenderRouteOptions['mocks']>) {
  signIn();
  const view = renderComponent(<RoomListPage />, { mocks: [roomListMock(existing), ...mocks] });
  await screen.findByRole('link', { name: /^101/ });
  await view.user.click(screen.getByRole('button', { name: 'Add Room' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Room' });
  return { ...view, dialog };
}

async function fillValidRoom(user: Awaited<ReturnType<typeof openDialog>>['user'], dialog: HTMLElement) {
  await fill(user, within(dialog).getByRole('textbox', { name: 'Room No.' }), '105');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Floor No.' }), '1');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Total Beds' }), '3');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Rent per Bed (Rs.)' }), '8500');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Room Type' }), 'super_delux');
}

describe('Create Room popup', () => {
  it('needs every field, numbers for the numeric ones, and starts with AC not included', async () => {
    const { user, dialog } = await openDialog([]);
    const ac = within(dialog).getByRole('combobox', { name: 'AC' }) as HTMLSelectElement;
    expect(ac.value).toBe('false');
    expect(ac.selectedOptions[0]?.textContent).toBe('not included');
    expect(
      within(ac)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['not included', 'included']);
    const roomType = within(dialog).getByRole('combobox', { name: 'Room Type' });
    expect(
      within(roomType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select room type', 'Normal', 'Delux', 'Super Delux']);

    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    for (const message of [
      'Room No. is required.',
      'Floor No. is required.',
      'Total Beds is required.',
      'Rent per Bed (Rs.) is required.',
      'Room Type is required.',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }

    await fill(user, within(dialog).getByRole('textbox', { name: 'Room No.' }), '10a');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Total Beds' }), 'two');
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(within(dialog).getByText('Room No. must be a whole number from 1 to 99,999.')).toBeTruthy();
    expect(within(dialog).getByText('Total Beds must be a whole number from 1 to 20.')).toBeTruthy();

    // The server's bounds are checked before sending, in the field's words: no raw GraphQL text.
    await fill(user, within(dialog).getByRole('textbox', { name: 'Floor No.' }), '99999999999999');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Total Beds' }), '-500');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Rent per Bed (Rs.)' }), '1000001');
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(within(dialog).getByText('Floor No. must be a whole number from 0 to 200.')).toBeTruthy();
    expect(within(dialog).getByText('Total Beds must be a whole number from 1 to 20.')).toBeTruthy();
    expect(
      within(dialog).getByText('Rent per Bed (Rs.) must be a whole number of rupees from 0 to 10,00,000.'),
    ).toBeTruthy();
  });

  it('disables the submit button with a loader while pending, then closes, toasts and adds the card', async () => {
    const { user, dialog } = await openDialog([
      {
        request: { query: CreateRoomDocument, variables: { input } },
        result: { data: { createRoom: created } },
        // Long enough to see the pending state on a loaded machine.
        delay: 1000,
      },
    ]);
    await fillValidRoom(user, dialog);
    const submit = within(dialog).getByRole('button', { name: /Create Room/ });
    await user.click(submit);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
    expect(submit.hasAttribute('data-loading')).toBe(true);

    expect(await screen.findByText('Room 105 created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Room' })).toBeNull());
    const cards = within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/admin/room/1', '/admin/room/9', '/admin/room/2']);
    expect(screen.getByText('Showing 3 of 3 rooms')).toBeTruthy();
  });

  it("shows the server's field errors under the fields and other errors in the popup", async () => {
    const { user, dialog } = await openDialog([
      {
        request: { query: CreateRoomDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ field: 'totalBeds', message: 'totalBeds must be at most 20' }],
              },
            }),
          ],
        },
      },
      {
        request: { query: CreateRoomDocument, variables: { input } },
        result: { errors: [new GraphQLError('Room 105 already exists', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await fillValidRoom(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(await within(dialog).findByText('totalBeds must be at most 20')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Room 105 already exists');
    expect(screen.getByRole('dialog', { name: 'Create Room' })).toBeTruthy();
  });
});
