import { screen, waitFor, within } from '@testing-library/react';
import { ResidentPickerDocument } from '@/domain/housing/ResidentPicker/ResidentPicker.generated';
import { AssignBedDocument } from '@/features/rooms/graphql/AssignBed.generated';
import { DeleteRoomDocument } from '@/features/rooms/graphql/DeleteRoom.generated';
import { RemoveBedDocument } from '@/features/rooms/graphql/RemoveBed.generated';
import { UpdateBedDocument } from '@/features/rooms/graphql/UpdateBed.generated';
import { UpdateRoomDocument } from '@/features/rooms/graphql/UpdateRoom.generated';
import { stayChangePayload } from '@/domain/housing/housingFixtures';
import { routePatterns } from '@/config/paths';
import { renderComponent, renderRoute } from '@/test/renderRoute';
import { RoomDetailPage } from '../pages/RoomDetailPage';
import { signIn } from '@/test/session';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { bed, freeBed, occupiedBed, room, roomDetailMock, roomListMock } from '../roomFixtures';
import { fill } from '@/test/fill';
import { chooseMenuItem } from '@/test/menu';

const room101 = room({ id: '1', roomNumber: 101, bedsOccupied: 1, totalBeds: 2 });
const emptyRoom = room({ id: '1', roomNumber: 101, bedsOccupied: 0, totalBeds: 1, availability: 'available' });
const ravi = {
  __typename: 'Student',
  id: '2',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9123456780',
  roomNumber: null,
};

function residentsMock(search: string | null, items: (typeof ravi)[]) {
  return {
    request: {
      query: ResidentPickerDocument,
      variables: { where: { hasBed: false }, search, page: 1, pageSize: 10 },
    },
    result: { data: { students: { __typename: 'StudentPage', totalCount: items.length, items } } },
  };
}

const assignRaviMock = {
  request: { query: AssignBedDocument, variables: { input: { studentId: '2', bedId: '12' } } },
  result: {
    data: {
      assignBed: stayChangePayload({
        student: {
          id: '2',
          roomNumber: 101,
          bed: { __typename: 'Bed', id: '12', label: '101-b' },
          room: { __typename: 'Room', id: '1', roomNumber: 101 },
          currentStay: { __typename: 'Stay', id: '90', startDate: '2026-11-21', endDate: null, expectedEndDate: null },
          stays: [{ __typename: 'Stay', id: '90', startDate: '2026-11-21', endDate: null }],
        },
        beds: [
          {
            ...freeBed,
            isOccupied: true,
            student: { __typename: 'Student', id: '2', name: 'Ravi Kumar' },
            currentStay: { __typename: 'Stay', id: '90', startDate: '2026-11-21', expectedEndDate: null },
          },
        ],
        rooms: [{ id: '1', availability: 'not_available', bedsOccupied: 2, totalBeds: 2 }],
      }),
    },
  },
};

describe('room page actions', () => {
  it('assigns a resident without a bed to a free bed of the room', async () => {
    signIn();
    const { user } = renderComponent(<RoomDetailPage />, {
      route: routePatterns.room,
      at: '/admin/room/1',
      mocks: [
        roomDetailMock(room101, [occupiedBed, freeBed]),
        residentsMock(null, [ravi]),
        residentsMock('zz', []),
        residentsMock(null, [ravi]),
        assignRaviMock,
        // Assigning changes who is without a bed: the open list is fetched again.
        residentsMock(null, []),
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Add Student/ }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Assign existing student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign existing student' });
    await within(dialog).findByRole('radio', { name: /Ravi Kumar/ });
    expect((within(dialog).getByRole('combobox', { name: 'Bed' }) as HTMLSelectElement).value).toBe('12');

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Select a resident.')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Search residents without a bed' }), 'zz');
    expect(await within(dialog).findByText('No residents without a bed')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Search residents without a bed' }));

    await user.click(await within(dialog).findByRole('radio', { name: /Ravi Kumar/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Ravi Kumar assigned to bed 101-b')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign existing student' })).toBeNull());
    expect(
      within(screen.getByRole('article', { name: 'Bed 101-b' })).getByRole('link', { name: 'Ravi Kumar' }),
    ).toBeTruthy();
    expect(screen.getByText('Beds Available 0 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Student/ })).toBeNull();
  });

  it('edits the room', async () => {
    signIn();
    const updated = { ...room101, floor: 2 };
    const { user } = renderComponent(<RoomDetailPage />, {
      route: routePatterns.room,
      at: '/admin/room/1',
      mocks: [
        roomDetailMock(room101, [occupiedBed, freeBed]),
        {
          request: {
            query: UpdateRoomDocument,
            variables: { input: { id: '1', roomNumber: 101, floor: 2, isAc: true, roomType: 'delux' } },
          },
          result: { data: { updateRoom: { ...updated, beds: [occupiedBed, freeBed] } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    expect((within(dialog).getByRole('textbox', { name: 'Room No.' }) as HTMLInputElement).value).toBe('101');
    expect(within(dialog).queryByRole('textbox', { name: 'Total Beds' })).toBeNull();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Floor No.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Floor No. is required.')).toBeTruthy();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Floor No.' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Room updated')).toBeTruthy();
    expect(screen.getByText(/^Floor No\. 2 · AC Room · Delux/)).toBeTruthy();
  });

  it("edits a free bed's rent and removes a free bed after confirming", async () => {
    signIn();
    const { user } = renderComponent(<RoomDetailPage />, {
      route: routePatterns.room,
      at: '/admin/room/1',
      mocks: [
        roomDetailMock(room101, [occupiedBed, freeBed]),
        {
          request: {
            query: UpdateBedDocument,
            variables: { input: { id: '12', pricePerMonthPaise: 800000, foodPlan: 'none', isOccupied: false } },
          },
          result: {
            data: {
              updateBed: {
                ...freeBed,
                pricePerMonthPaise: 800000,
                room: room({ id: '1', availability: 'partially_available', bedsOccupied: 1, totalBeds: 2 }),
              },
            },
          },
        },
        {
          request: { query: RemoveBedDocument, variables: { input: { id: '12' } } },
          result: {
            data: {
              deleteBed: {
                __typename: 'DeletedBed',
                id: '12',
                room: {
                  ...room({ id: '1', availability: 'not_available', bedsOccupied: 1, totalBeds: 1 }),
                  beds: [occupiedBed],
                },
              },
            },
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Room ID. 101' });
    await user.click(within(screen.getByRole('article', { name: 'Bed 101-b' })).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bed 101-b' });
    const rent = within(dialog).getByRole('textbox', { name: 'Room Rent' }) as HTMLInputElement;
    expect(rent.value).toBe('7500');
    await user.clear(rent);
    await fill(user, rent, '8000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bed 101-b updated')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Bed 101-b' })).getByText('Rent: Rs. 8,000 / month'),
    ).toBeTruthy();

    await user.click(
      within(screen.getByRole('article', { name: 'Bed 101-b' })).getByRole('button', { name: 'Remove bed' }),
    );
    const confirmation = await findConfirmDialog('Are you sure you want to remove bed 101-b?');
    expect(within(confirmation).getByText('Bed 101-b')).toBeTruthy();
    expect(buttonPalette(within(confirmation).getByRole('button', { name: 'Confirm' }))).toBe('red');
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bed 101-b removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bed 101-b' })).toBeNull());
    expect(screen.getByText('Beds Available 0 of 1')).toBeTruthy();
  });

  it('frees a bed that was marked occupied without a student, and the room counts follow', async () => {
    signIn();
    const held = bed({ id: '12', bedNumber: 2, label: '101-b', isOccupied: true });
    const full = room({ id: '1', roomNumber: 101, bedsOccupied: 2, totalBeds: 2, availability: 'not_available' });
    const { user } = renderComponent(<RoomDetailPage />, {
      route: routePatterns.room,
      at: '/admin/room/1',
      mocks: [
        roomDetailMock(full, [occupiedBed, held]),
        {
          request: {
            query: UpdateBedDocument,
            variables: { input: { id: '12', pricePerMonthPaise: 900000, foodPlan: 'veg', isOccupied: false } },
          },
          result: {
            data: {
              updateBed: {
                ...held,
                isOccupied: false,
                room: room({ id: '1', availability: 'partially_available', bedsOccupied: 1, totalBeds: 2 }),
              },
            },
          },
        },
      ],
    });
    await screen.findByText('Beds Available 0 of 2');
    const card = screen.getByRole('article', { name: 'Bed 101-b' });
    expect(within(card).getByText('Occupied')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Remove bed' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bed 101-b' });
    const occupancy = within(dialog).getByRole('combobox', { name: 'Room Occupancy' }) as HTMLSelectElement;
    expect(occupancy.value).toBe('true');
    await user.selectOptions(occupancy, 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bed 101-b updated')).toBeTruthy();
    expect(await screen.findByText('Beds Available 1 of 2')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Bed 101-b' })).getByText('Available')).toBeTruthy();
  });

  it('deletes an empty room after confirming and takes it out of the rooms list', async () => {
    signIn();
    const other = room({ id: '2', roomNumber: 102 });
    const { user, router } = renderRoute('/admin/room', {
      mocks: [
        roomListMock([emptyRoom, other]),
        roomDetailMock(emptyRoom, [bed()]),
        {
          request: { query: DeleteRoomDocument, variables: { input: { id: '1' } } },
          result: { data: { deleteRoom: { __typename: 'DeletedRoom', id: '1' } } },
        },
      ],
    });
    await user.click(await screen.findByRole('link', { name: /^101/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete Room' }));
    const confirmation = await findConfirmDialog('Are you sure you want to delete room 101?');
    expect(within(confirmation).getByText('Room 101')).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Room 101 deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/room'));
    await screen.findByRole('link', { name: /^102/ });
    expect(screen.queryByRole('link', { name: /^101/ })).toBeNull();
    expect(screen.getByText('Showing 1 of 1 rooms')).toBeTruthy();
  });

  it('keeps the delete confirmation open with plain words when the room cannot be deleted', async () => {
    signIn();
    const { user } = renderComponent(<RoomDetailPage />, {
      route: routePatterns.room,
      at: '/admin/room/1',
      mocks: [
        roomDetailMock(emptyRoom, [bed()]),
        {
          request: { query: DeleteRoomDocument, variables: { input: { id: '1' } } },
          result: { errors: [{ message: 'Room 101 has 1 occupied bed', extensions: { code: 'CONFLICT' } }] },
        },
        roomDetailMock(emptyRoom, [bed()]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Room' }));
    const confirmation = await findConfirmDialog('Are you sure you want to delete room 101?');
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    expect((await within(confirmation).findByRole('alert')).textContent).toContain(
      'Room 101 was not deleted. Try again, or choose Cancel.',
    );
    expect(screen.queryByText('Room 101 has 1 occupied bed')).toBeNull();
    expect(screen.getByRole('alertdialog')).toBe(confirmation);
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Room ID. 101' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Room' })).toBeTruthy();
  });
});
