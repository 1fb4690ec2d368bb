import { SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelectField } from '@/components/form/FormSelectField';
import { useFormField } from '@/components/form/useFormField';
import { RoomNumberSelect, type RoomChoice } from '@/domain/housing/RoomNumberSelect/RoomNumberSelect';
import { SelectField } from '@/components/SelectField';
import type { RoomType } from '@/gql/graphql';
import { availabilityLabels, roomTypeOptions } from '@/domain/housing/labels';

const describeRoom = (room: RoomChoice) =>
  `${room.roomNumber} · Floor ${room.floor} · ${availabilityLabels[room.availability]} (${room.totalBeds - room.bedsOccupied} free)`;

/** Step 2: Room Type, then a Room Number among the rooms of that type with a free bed. */
export function SelectRoomStep() {
  const roomType = useWatch({ name: 'roomType' }) as RoomType | '';
  const room = useFormField('roomId');
  const filter = useMemo(() => (roomType ? { roomType, hasFreeBed: true } : null), [roomType]);

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
      <FormSelectField
        name="roomType"
        label="Room Type"
        options={roomTypeOptions}
        placeholder="Select room type"
        required
      />
      {filter ? (
        <RoomNumberSelect
          key={roomType}
          label="Room Number"
          name="roomId"
          value={room.value}
          filter={filter}
          describe={describeRoom}
          placeholder="Select room number"
          error={room.error}
          required
          disabled={room.disabled}
          clearWhenGone
          emptyText="No room of this type has a free bed."
          onChange={room.onChange}
        />
      ) : (
        <SelectField
          label="Room Number"
          error={room.error}
          helperText="Choose a room type first"
          required
          name="roomId"
          value=""
          options={[]}
          placeholder="Select room number"
          disabled
          onChange={() => undefined}
        />
      )}
    </SimpleGrid>
  );
}
