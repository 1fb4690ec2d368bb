import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '@/app/UiProvider';
import { RoomNumberChoicesDocument } from '@/domain/housing/RoomNumberSelect/RoomNumberSelect.generated';
import { createCache } from '@/lib/apollo/cache';
import { RoomNumberSelect, type RoomChoice } from './RoomNumberSelect';

const filter = { hasFreeBed: true };
const roomAt = (roomNumber: number): RoomChoice & { __typename: 'Room' } => ({
  __typename: 'Room',
  id: String(roomNumber),
  roomNumber,
  floor: Math.floor(roomNumber / 100),
  availability: 'available',
  bedsOccupied: 0,
  totalBeds: 2,
});

function choices(search: string | null, rooms: RoomChoice[], totalCount = rooms.length) {
  return {
    request: { query: RoomNumberChoicesDocument, variables: { where: filter, search } },
    result: { data: { rooms: { __typename: 'RoomPage', totalCount, items: rooms } } },
  };
}

function Harness({ pinned }: { pinned?: { id: string; roomNumber: number; label: string } }) {
  const [value, setValue] = useState(pinned?.id ?? '');
  return (
    <>
      <RoomNumberSelect
        label="Room No."
        name="roomId"
        value={value}
        filter={filter}
        describe={(room) => `${room.roomNumber}`}
        pinned={pinned}
        onChange={setValue}
      />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

function renderSelect(mocks: ReturnType<typeof choices>[], pinned?: { id: string; roomNumber: number; label: string }) {
  const user = userEvent.setup();
  render(
    <UiProvider>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <Harness pinned={pinned} />
      </MockedProvider>
    </UiProvider>,
  );
  return { user, select: () => screen.getByRole('combobox', { name: 'Room No.' }) as HTMLSelectElement };
}

const optionTexts = (element: HTMLSelectElement) => [...element.options].map((option) => option.textContent);

describe('RoomNumberSelect', () => {
  it('lists every matching room without a search box when they all fit', async () => {
    const { select } = renderSelect([choices(null, [roomAt(101), roomAt(102)])], {
      id: '7',
      roomNumber: 7,
      label: '7 (current)',
    });
    await waitFor(() => expect(optionTexts(select())).toEqual(['7 (current)', '101', '102']));
    expect(screen.queryByRole('textbox', { name: /Find a room/ })).toBeNull();
  });

  it("keeps the pinned room's own label when the list has it too", async () => {
    const { select } = renderSelect([choices(null, [roomAt(101), roomAt(102)])], {
      id: '101',
      roomNumber: 101,
      label: '101 (current)',
    });
    await waitFor(() => expect(optionTexts(select())).toEqual(['101 (current)', '102']));
  });

  it('finds rooms beyond the first 100 by number and keeps the chosen one listed', async () => {
    const first = Array.from({ length: 100 }, (_, index) => roomAt(101 + index));
    const { user, select } = renderSelect([choices(null, first, 140), choices('23', [roomAt(123), roomAt(230)])]);
    const find = await screen.findByRole('textbox', { name: 'Find a room for Room No.' });
    expect(screen.getByText('Showing 100 of 140 rooms; type a room number to find the others.')).toBeTruthy();
    await user.type(find, '23');
    await waitFor(() => expect(optionTexts(select())).toEqual(['123', '230']));
    expect(screen.getByText('2 matching rooms.')).toBeTruthy();
    await user.selectOptions(select(), '230');
    expect(screen.getByLabelText('chosen').textContent).toBe('230');

    await user.clear(find);
    await waitFor(() => expect(select().options).toHaveLength(101));
    expect(select().value).toBe('230');
    expect(optionTexts(select()).at(-1)).toBe('230');
  });
});
