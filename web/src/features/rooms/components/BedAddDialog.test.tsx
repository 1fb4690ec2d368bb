import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AddBedDocument } from '@/features/rooms/graphql/AddBed.generated';
import { routePatterns } from '@/config/paths';
import { renderComponent, type RenderRouteOptions } from '@/test/renderRoute';
import { RoomDetailPage } from '../pages/RoomDetailPage';
import { signIn } from '@/test/session';
import { bed, freeBed, occupiedBed, room, roomDetailMock } from '../roomFixtures';
import { fill } from '@/test/fill';

const room101 = room({ id: '1', roomNumber: 101, bedsOccupied: 1, totalBeds: 2 });
const input = { roomId: '1', bedNumber: 3, pricePerMonthPaise: 850050, isOccupied: false, foodPlan: 'non_veg' };
const added = bed({ id: '13', bedNumber: 3, label: '101-c', pricePerMonthPaise: 850050, foodPlan: 'non_veg' });

async function openDialog(mocks: NonNullable<RenderRouteOptions['mocks']>) {
  signIn();
  const view = renderComponent(<RoomDetailPage />, {
    route: routePatterns.room,
    at: '/admin/room/1',
    mocks: [roomDetailMock(room101, [occupiedBed, freeBed]), ...mocks],
  });
  await screen.findByRole('heading', { name: 'Room ID. 101' });
  await view.user.click(screen.getByRole('button', { name: 'Add Bed' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Add Bed' }) };
}

const bedNumberRule =
  'Bed No. must be a whole number from 1 to 20, such as 3 (not a name like 401-c): the letter is added for you.';

describe('add-bed popup', () => {
  it('says what Bed No. takes, under the field and in the error, for a bed name or a number out of range', async () => {
    const { user, dialog } = await openDialog([]);
    const bedNo = within(dialog).getByRole('textbox', { name: 'Bed No.' });
    expect(
      within(dialog).getByText('A whole number from 1 to 20; the letter is added for you: 3 makes bed 101-c.'),
    ).toBeTruthy();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Room Rent' }), '8000');
    for (const typed of ['101-c', '0', '21']) {
      await fill(user, bedNo, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Add Bed' }));
      expect(within(dialog).getByText(bedNumberRule)).toBeTruthy();
    }
  });

  it('needs a numeric Bed No. and a Room Rent; occupancy (in words) and food plan have their choices', async () => {
    const { user, dialog } = await openDialog([]);
    const occupancy = within(dialog).getByRole('combobox', { name: 'Room Occupancy' }) as HTMLSelectElement;
    expect(
      within(occupancy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Available', 'Occupied']);
    expect(occupancy.value).toBe('false');
    const foodPlan = within(dialog).getByRole('combobox', { name: 'Food Plan' }) as HTMLSelectElement;
    expect(
      within(foodPlan)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Veg', 'Non Veg']);
    expect(foodPlan.value).toBe('none');

    await user.click(within(dialog).getByRole('button', { name: 'Add Bed' }));
    expect(within(dialog).getByText('Bed No. is required.')).toBeTruthy();
    expect(within(dialog).getByText('Room Rent is required.')).toBeTruthy();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Bed No.' }), 'c');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Room Rent' }), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Add Bed' }));
    expect(within(dialog).getByText(bedNumberRule)).toBeTruthy();
    expect(within(dialog).getByText('Room Rent must be an amount in rupees from 0 to 10,00,000.')).toBeTruthy();
  });

  it('adds the bed in paise, closes, and shows it on the room page', async () => {
    const freshRoom = room({ id: '1', availability: 'partially_available', bedsOccupied: 1, totalBeds: 3 });
    const { user, dialog } = await openDialog([
      {
        request: { query: AddBedDocument, variables: { input } },
        result: {
          data: {
            createBed: {
              ...added,
              room: { ...freshRoom, beds: [occupiedBed, freeBed, added] },
            },
          },
        },
        // Long enough to see the pending state on a loaded machine.
        delay: 1000,
      },
    ]);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Bed No.' }), '3');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Room Rent' }), '8500.50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Food Plan' }), 'non_veg');
    const submit = within(dialog).getByRole('button', { name: 'Add Bed' }) as HTMLButtonElement;
    await user.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));

    expect(await screen.findByText('Bed 101-c added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Bed' })).toBeNull());
    expect(screen.getByText('Beds Available 2 of 3')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Bed 101-c' });
    expect(within(card).getByText('Food Plan: Non Veg')).toBeTruthy();
    expect(within(card).getByText('Rent: Rs. 8,500.50 / month')).toBeTruthy();
  });

  it("shows the server's errors: under Bed No. and in the popup", async () => {
    const { user, dialog } = await openDialog([
      {
        request: {
          query: AddBedDocument,
          variables: { input: { ...input, pricePerMonthPaise: 900000, foodPlan: 'none' } },
        },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ field: 'bedNumber', message: 'Bed 3 already exists in room 101' }],
              },
            }),
          ],
        },
      },
    ]);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Bed No.' }), '3');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Room Rent' }), '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Bed' }));
    expect(await within(dialog).findByText('Bed 3 already exists in room 101')).toBeTruthy();
  });
});
