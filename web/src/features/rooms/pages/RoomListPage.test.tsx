import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { RoomListPageDocument } from '@/features/rooms/graphql/RoomListPage.generated';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { room, roomListMock } from '../roomFixtures';

const available = room({
  id: '1',
  roomNumber: 101,
  availability: 'available',
  bedsOccupied: 0,
  totalBeds: 3,
  roomType: 'normal',
  isAc: false,
  floor: 1,
});
const partial = room({ id: '2', roomNumber: 102, availability: 'partially_available', bedsOccupied: 1, totalBeds: 2 });
const full = room({
  id: '3',
  roomNumber: 201,
  availability: 'not_available',
  bedsOccupied: 2,
  totalBeds: 2,
  roomType: 'super_delux',
  floor: 2,
});

function card(roomNumber: number) {
  return screen.getByRole('link', { name: new RegExp(`^${roomNumber}`) });
}

describe('RoomListPage', () => {
  it('says in words when the rooms did not load, never the server text, and loads again on Try again', async () => {
    signIn();
    const raw = new GraphQLError('Cannot query field "rooms" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const { user } = renderRoute('/admin/room', {
      mocks: [
        {
          request: { query: RoomListPageDocument, variables: { where: {}, page: 1, pageSize: 100 } },
          result: { errors: [raw], extensions: { requestId: 'req-31' } },
        },
        roomListMock([available]),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the rooms');
    expect(alert.textContent).toContain('Something went wrong. (Request ID req-31)');
    expect(document.body.textContent).not.toContain('Cannot query field');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^101/ })).toBeTruthy();
  });

  it('shows a card per room with its labels, colour and image, linking to the room', async () => {
    signIn();
    renderRoute('/admin/room', { mocks: [roomListMock([available, partial, full])] });
    expect(await screen.findByRole('heading', { name: 'Room Details', level: 1 })).toBeTruthy();
    await screen.findByRole('link', { name: /^101/ });

    const first = card(101);
    expect(first.getAttribute('href')).toBe('/admin/room/1');
    expect(first.getAttribute('data-palette')).toBe('green');
    for (const text of ['Available', 'Non AC Room', 'Floor No. 1', 'Normal', 'Beds: 0/3']) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    expect(within(first).getByRole('img', { name: 'Room with every bed free' })).toBeTruthy();

    const second = card(102);
    expect(second.getAttribute('data-palette')).toBe('primary');
    for (const text of ['Partially Available', 'AC Room', 'Delux', 'Beds: 1/2']) {
      expect(within(second).getByText(text)).toBeTruthy();
    }
    expect(within(second).getByRole('img', { name: 'Room with some beds free' })).toBeTruthy();

    const third = card(201);
    expect(third.getAttribute('data-palette')).toBe('red');
    for (const text of ['Not Available', 'Floor No. 2', 'Super Delux', 'Beds: 2/2']) {
      expect(within(third).getByText(text)).toBeTruthy();
    }
    expect(within(third).getByRole('img', { name: 'Room with every bed taken' })).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 rooms')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks the server for the chosen bed type and availability', async () => {
    signIn();
    const { user, router } = renderRoute('/admin/room', {
      mocks: [
        roomListMock([available, partial, full]),
        roomListMock([full], { where: { roomType: 'super_delux' } }),
        roomListMock([], { where: { roomType: 'super_delux', availability: 'available' } }),
      ],
    });
    await screen.findByRole('link', { name: /^101/ });
    const bedType = screen.getByRole('combobox', { name: 'Bed type' });
    expect(
      within(bedType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Normal', 'Delux', 'Super Delux']);
    const availability = screen.getByRole('combobox', { name: 'Availability' });
    expect(
      within(availability)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Available', 'Partially Available', 'Not Available']);

    await user.selectOptions(bedType, 'super_delux');
    await screen.findByText('Showing 1 of 1 rooms');
    expect(screen.queryByRole('link', { name: /^101/ })).toBeNull();
    expect(router.state.location.search).toBe('?type=super_delux');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'available');
    expect(await screen.findByText('No rooms found')).toBeTruthy();
  });

  it('loads the next page of rooms on demand instead of cutting the list', async () => {
    signIn();
    const firstPage = Array.from({ length: 100 }, (_, index) =>
      room({ id: String(index + 10), roomNumber: 1000 + index }),
    );
    const { user } = renderRoute('/admin/room', {
      mocks: [roomListMock(firstPage, { totalCount: 101 }), roomListMock([full], { totalCount: 101, page: 2 })],
    });
    expect(await screen.findByText('Showing 100 of 101 rooms')).toBeTruthy();
    // Queries by text and href: role queries over a hundred cards cost seconds in the DOM emulation.
    await user.click(screen.getByText('Load more'));
    expect(await screen.findByText('Showing 101 of 101 rooms')).toBeTruthy();
    expect(document.querySelector(`a[href="/admin/room/${full.id}"]`)?.textContent).toMatch(/^201/);
    expect(screen.queryByText('Load more')).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    signIn();
    renderRoute('/admin/room', {
      mocks: [{ request: roomListMock([]).request, error: new TypeError('Failed to fetch') }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the rooms');
    expect(alert.textContent).toContain('Could not reach the server. Check your connection and try again.');
    expect(alert.textContent).not.toContain('Failed to fetch');
  });
});
