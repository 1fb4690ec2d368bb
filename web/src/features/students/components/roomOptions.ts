import type { SelectOption } from '../../../components/SelectInput';
import type { StudentEditPageQuery } from '../../../gql/graphql';

type Room = StudentEditPageQuery['rooms']['items'][number];
type CurrentRoom = NonNullable<StudentEditPageQuery['student']['room']>;

/** The rooms with a free bed, plus the student's current room, in room-number order. */
export function roomOptions(rooms: readonly Room[], current: CurrentRoom | null | undefined): SelectOption[] {
  const options = rooms
    .filter((room) => room.id !== current?.id)
    .map((room) => {
      const free = room.totalBeds - room.bedsOccupied;
      return { value: room.id, label: `${room.roomNumber} (${free} free bed${free === 1 ? '' : 's'})`, roomNumber: room.roomNumber };
    });
  if (current) options.push({ value: current.id, label: `${current.roomNumber} (current)`, roomNumber: current.roomNumber });
  return options.sort((a, b) => a.roomNumber - b.roomNumber).map(({ value, label }) => ({ value, label }));
}
