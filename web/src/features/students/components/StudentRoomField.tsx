import { useFormField } from '@/components/form/useFormField';
import { RoomNumberSelect, type RoomChoice } from '@/domain/housing/RoomNumberSelect/RoomNumberSelect';
import type { StudentEditPageQuery } from '@/gql/graphql';
import { studentEditLabels } from '../studentEditSchema';

export type StudentRoomFieldProps = {
  currentRoom: NonNullable<StudentEditPageQuery['student']['room']> | null;
};

const WITH_FREE_BED = { hasFreeBed: true };

const describeRoom = (room: RoomChoice) => {
  const free = room.totalBeds - room.bedsOccupied;
  return `${room.roomNumber} (${free} free bed${free === 1 ? '' : 's'})`;
};

/** Room No.: the current room, or another with a free bed (a move), bound to the form's roomId. */
export function StudentRoomField({ currentRoom }: StudentRoomFieldProps) {
  const field = useFormField('roomId');
  return (
    <RoomNumberSelect
      label={studentEditLabels.roomId}
      name="roomId"
      value={field.value}
      filter={WITH_FREE_BED}
      describe={describeRoom}
      pinned={
        currentRoom
          ? { id: currentRoom.id, roomNumber: currentRoom.roomNumber, label: `${currentRoom.roomNumber} (current)` }
          : null
      }
      placeholder={currentRoom ? undefined : 'No room'}
      error={field.error}
      helperText="Choosing another room moves the resident to its first free bed."
      disabled={field.disabled}
      onChange={field.onChange}
    />
  );
}
