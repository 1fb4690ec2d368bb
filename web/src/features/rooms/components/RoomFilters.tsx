import { SimpleGrid } from '@chakra-ui/react';
import { FormField } from '../../../components/FormField';
import { SelectInput } from '../../../components/SelectInput';
import type { Availability, RoomType } from '../../../gql/graphql';
import { availabilityOptions, roomTypeOptions } from '../../../lib/roomLabels';

export type RoomFilterValues = {
  roomType: RoomType | '';
  availability: Availability | '';
};

export type RoomFiltersProps = {
  values: RoomFilterValues;
  onChange: (values: RoomFilterValues) => void;
};

const all = { value: '', label: 'All' };

/** Bed type and availability, both "All" by default; the server does the filtering. */
export function RoomFilters({ values, onChange }: RoomFiltersProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxWidth="xl">
      <FormField label="Bed type">
        <SelectInput
          name="roomType"
          value={values.roomType}
          options={[all, ...roomTypeOptions]}
          onChange={(value) => onChange({ ...values, roomType: value as RoomFilterValues['roomType'] })}
        />
      </FormField>
      <FormField label="Availability">
        <SelectInput
          name="availability"
          value={values.availability}
          options={[all, ...availabilityOptions]}
          onChange={(value) => onChange({ ...values, availability: value as RoomFilterValues['availability'] })}
        />
      </FormField>
    </SimpleGrid>
  );
}
