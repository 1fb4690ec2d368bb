import { SimpleGrid } from '@chakra-ui/react';
import type { Availability, RoomType } from '@/gql/graphql';
import { availabilityOptions, roomTypeOptions } from '@/domain/housing/labels';
import { SelectField } from '@/components/SelectField';

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
      <SelectField
        label="Bed type"
        name="roomType"
        value={values.roomType}
        options={[all, ...roomTypeOptions]}
        onChange={(value) => onChange({ ...values, roomType: value as RoomFilterValues['roomType'] })}
      />
      <SelectField
        label="Availability"
        name="availability"
        value={values.availability}
        options={[all, ...availabilityOptions]}
        onChange={(value) => onChange({ ...values, availability: value as RoomFilterValues['availability'] })}
      />
    </SimpleGrid>
  );
}
