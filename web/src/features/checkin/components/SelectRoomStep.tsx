import { SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { RoomNumberSelect, type RoomChoice } from '../../../components/RoomNumberSelect/RoomNumberSelect';
import type { RoomType } from '../../../gql/graphql';
import { availabilityLabels, roomTypeOptions } from '../../../lib/roomLabels';
import type { StepProps } from './stepProps';
import { SelectField } from '../../../components/SelectField';

const describeRoom = (room: RoomChoice) =>
  `${room.roomNumber} · Floor ${room.floor} · ${availabilityLabels[room.availability]} (${room.totalBeds - room.bedsOccupied} free)`;

/** Step 2: Room Type, then a Room Number among the rooms of that type with a free bed. */
export function SelectRoomStep({ values, errors, disabled, onChange }: StepProps) {
  const roomType = values.roomType as RoomType | '';
  const filter = useMemo(() => (roomType ? { roomType, hasFreeBed: true } : null), [roomType]);

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
      <SelectField
        label="Room Type"
        error={errors.roomType}
        required
        name="roomType"
        value={values.roomType}
        options={roomTypeOptions}
        placeholder="Select room type"
        disabled={disabled}
        onChange={(value) => onChange('roomType', value)}
      />
      {filter ? (
        <RoomNumberSelect
          key={roomType}
          label="Room Number"
          name="roomId"
          value={values.roomId}
          filter={filter}
          describe={describeRoom}
          placeholder="Select room number"
          error={errors.roomId}
          required
          disabled={disabled}
          clearWhenGone
          emptyText="No room of this type has a free bed."
          onChange={(value) => onChange('roomId', value)}
        />
      ) : (
        <SelectField label="Room Number" error={errors.roomId} helperText="Choose a room type first" required name="roomId" value="" options={[]} placeholder="Select room number" disabled onChange={() => undefined} />
      )}
    </SimpleGrid>
  );
}
