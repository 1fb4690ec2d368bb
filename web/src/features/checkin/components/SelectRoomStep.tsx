import { SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FormField } from '../../../components/FormField';
import { SelectInput } from '../../../components/SelectInput';
import { CheckInRoomStepDocument, type RoomType } from '../../../gql/graphql';
import { availabilityLabels, roomTypeOptions } from '../../../lib/roomLabels';
import type { StepProps } from './stepProps';

/** Step 2: Room Type, then a Room Number among the rooms of that type with a free bed. */
export function SelectRoomStep({ values, errors, disabled, onChange }: StepProps) {
  const { data, loading, error } = useQuery(CheckInRoomStepDocument, {
    variables: { roomType: values.roomType as RoomType },
    skip: !values.roomType,
  });
  const rooms = data?.rooms.items;
  const missing = Boolean(rooms && values.roomId && !rooms.some((room) => room.id === values.roomId));

  // A room picked earlier (or passed in the address) that is full by now is no choice any more.
  useEffect(() => {
    if (missing) onChange('roomId', '');
  }, [missing, onChange]);

  const options = (rooms ?? []).map((room) => ({
    value: room.id,
    label: `${room.roomNumber} · Floor ${room.floor} · ${availabilityLabels[room.availability]} (${room.totalBeds - room.bedsOccupied} free)`,
  }));

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormField label="Room Type" error={errors.roomType} required>
        <SelectInput
          name="roomType"
          value={values.roomType}
          options={roomTypeOptions}
          placeholder="Select room type"
          disabled={disabled}
          onChange={(value) => onChange('roomType', value)}
        />
      </FormField>
      <FormField
        label="Room Number"
        error={errors.roomId}
        helperText={values.roomType ? undefined : 'Choose a room type first'}
        required
      >
        <SelectInput
          name="roomId"
          value={values.roomId}
          options={options}
          placeholder={loading ? 'Loading rooms…' : 'Select room number'}
          disabled={disabled || !values.roomType || loading}
          onChange={(value) => onChange('roomId', value)}
        />
      </FormField>
      {error && <ErrorAlert title="Could not load the rooms" message={error.message} />}
      {rooms && rooms.length === 0 && <Text color="fg.muted">No room of this type has a free bed.</Text>}
    </SimpleGrid>
  );
}
