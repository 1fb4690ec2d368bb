import { SimpleGrid } from '@chakra-ui/react';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { roomTypeOptions } from '@/domain/housing/labels';
import { acOptions, roomFormLabels } from '../roomSchema';

export type RoomFormFieldsProps = {
  /** Creating asks for Total Beds and Rent per Bed too. */
  withBeds: boolean;
};

type NumberField = 'roomNumber' | 'floor' | 'totalBeds' | 'pricePerMonthRupees';

/** Room No., Floor No., Total Beds and Rent per Bed (creating only), AC and Room Type. */
export function RoomFormFields({ withBeds }: RoomFormFieldsProps) {
  const numberField = (name: NumberField) => (
    <FormTextField name={name} label={roomFormLabels[name]} inputMode="numeric" required />
  );

  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {numberField('roomNumber')}
      {numberField('floor')}
      {withBeds && numberField('totalBeds')}
      {withBeds && numberField('pricePerMonthRupees')}
      <FormSelectField name="isAc" label={roomFormLabels.isAc} options={acOptions} required />
      <FormSelectField
        name="roomType"
        label={roomFormLabels.roomType}
        options={roomTypeOptions}
        placeholder="Select room type"
        required
      />
    </SimpleGrid>
  );
}
