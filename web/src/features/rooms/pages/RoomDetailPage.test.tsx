import { act, screen, waitFor, within } from '@testing-library/react';
import { stayChangePayload } from '@/domain/housing/housingFixtures';
import { RemoveFromBedDocument } from '@/features/rooms/graphql/RemoveFromBed.generated';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { findConfirmDialog } from '@/test/confirm';
import { bed, freeBed, occupiedBed, room, roomDetailMock, roomListMock } from '../roomFixtures';
import { chooseMenuItem } from '@/test/menu';

const room101 = room({ id: '1', roomNumber: 101, bedsOccupied: 1, totalBeds: 2, availability: 'partially_available' });

const removeAshaMock = {
  request: { query: RemoveFromBedDocument, variables: { studentId: '7' } },
  result: {
    data: {
      removeFromBed: stayChangePayload({
        student: { id: '7', stays: [{ __typename: 'Stay', id: '70', startDate: '2026-11-05', endDate: '2026-11-21' }] },
        beds: [{ ...occupiedBed, isOccupied: false, student: null, currentStay: null }],
        rooms: [{ id: '1', availability: 'available', bedsOccupied: 0, totalBeds: 2 }],
      }),
    },
  },
};

function bedCard(label: string) {
  return screen.getByRole('article', { name: `Bed ${label}` });
}

describe('RoomDetailPage', () => {
  it('shows the room number, free beds and a card per resident', async () => {
    signIn();
    renderRoute('/admin/room/1', { mocks: [roomDetailMock(room101, [occupiedBed, freeBed])] });
    expect(await screen.findByRole('heading', { name: 'Room ID. 101', level: 1 })).toBeTruthy();
    expect(screen.getByText('Beds Available 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add Student/ })).toBeTruthy();

    const asha = bedCard('101-a');
    expect(within(asha).getByRole('link', { name: 'Asha Verma' }).getAttribute('href')).toBe(
      '/admin/student-details/7',
    );
    expect(within(asha).getByText('Bed assigned: 101-a')).toBeTruthy();
    expect(within(asha).getByText('Available from 5th Nov, 2026 to present')).toBeTruthy();
    expect(within(asha).getByRole('button', { name: 'Remove' })).toBeTruthy();

    const free = bedCard('101-b');
    expect(within(free).getByText('Available')).toBeTruthy();
    expect(within(free).getByText('Rent: Rs. 7,500 / month')).toBeTruthy();
    expect(within(free).getByText('Food Plan: None')).toBeTruthy();
    expect(screen.queryByText('No students Available')).toBeNull();
  });

  it('hides Add Student when every bed is occupied', async () => {
    signIn();
    const full = room({ ...room101, bedsOccupied: 1, totalBeds: 1, availability: 'not_available' });
    renderRoute('/admin/room/1', { mocks: [roomDetailMock(full, [occupiedBed])] });
    expect(await screen.findByText('Beds Available 0 of 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Student/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Delete Room' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says No students Available when nobody lives in the room', async () => {
    signIn();
    const empty = room({ ...room101, bedsOccupied: 0, availability: 'available' });
    renderRoute('/admin/room/1', { mocks: [roomDetailMock(empty, [bed(), freeBed])] });
    expect(await screen.findByText('No students Available')).toBeTruthy();
    expect(screen.getByText('Beds Available 2 of 2')).toBeTruthy();
  });

  it('asks before removing a resident, then frees the bed everywhere', async () => {
    signIn();
    const { user } = renderRoute('/admin/room/1', {
      mocks: [roomDetailMock(room101, [occupiedBed, freeBed]), removeAshaMock],
    });
    await screen.findByRole('heading', { name: 'Room ID. 101' });

    await user.click(within(bedCard('101-a')).getByRole('button', { name: 'Remove' }));
    let confirmation = await findConfirmDialog('Are you sure you want to remove this student from the bed?');
    expect(within(confirmation).getByText('Asha Verma, room 101 bed A')).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(bedCard('101-a')).getByRole('link', { name: 'Asha Verma' })).toBeTruthy();

    await user.click(within(bedCard('101-a')).getByRole('button', { name: 'Remove' }));
    confirmation = await findConfirmDialog();
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Student removed from bed')).toBeTruthy();
    expect(await screen.findByText('No students Available')).toBeTruthy();
    expect(screen.getByText('Beds Available 2 of 2')).toBeTruthy();
    expect(within(bedCard('101-a')).getByText('Available')).toBeTruthy();
  });

  it('updates the room card in the rooms list without fetching it again', async () => {
    signIn();
    const { user, router } = renderRoute('/admin/room', {
      mocks: [roomListMock([room101]), roomDetailMock(room101, [occupiedBed, freeBed]), removeAshaMock],
    });
    await user.click(await screen.findByRole('link', { name: /^101/ }));
    await screen.findByRole('heading', { name: 'Room ID. 101' });
    await user.click(within(bedCard('101-a')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await findConfirmDialog()).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('No students Available');

    await act(() => router.navigate(-1));
    const card = await screen.findByRole('link', { name: /^101/ });
    expect(within(card).getByText('Beds: 0/2')).toBeTruthy();
    expect(within(card).getByText('Available')).toBeTruthy();
    expect(card.getAttribute('data-palette')).toBe('green');
  });

  it('starts a check-in for this room from Add Student', async () => {
    signIn();
    const { user, router } = renderRoute('/admin/room/1', { mocks: [roomDetailMock(room101, [occupiedBed, freeBed])] });
    await user.click(await screen.findByRole('button', { name: /Add Student/ }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Check in new student' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/checkin'));
    expect(router.state.location.search).toBe('?roomId=1&roomType=delux');
  });
});
