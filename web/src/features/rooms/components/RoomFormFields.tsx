import { Input, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '../../../components/FormField';
import { roomTypeOptions } from '../../../lib/roomLabels';
import { acOptions, roomFormLabels, type RoomFormErrors, type RoomFormField, type RoomFormValues } from '../roomSchema';
import { SelectField } from '../../../components/SelectField';

export type RoomFormFieldsProps = {
  values: RoomFormValues;
  errors: RoomFormErrors;
  disabled: boolean;
  withBeds: boolean;
  onChange: (field: RoomFormField, value: string) => void;
};

/** Room No., Floor No., Total Beds and Rent per Bed (creating only), AC and Room Type. */
export function RoomFormFields({ values, errors, disabled, withBeds, onChange }: RoomFormFieldsProps) {
  const numberField = (field: 'roomNumber' | 'floor' | 'totalBeds' | 'rent') => (
    <FormField label={roomFormLabels[field]} error={errors[field]} required>
      <Input
        name={field}
        inputMode="numeric"
        value={values[field]}
        disabled={disabled}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </FormField>
  );

  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {numberField('roomNumber')}
      {numberField('floor')}
      {withBeds && numberField('totalBeds')}
      {withBeds && numberField('rent')}
      <SelectField
        label={roomFormLabels.isAc}
        error={errors.isAc}
        required
        name="isAc"
        value={values.isAc}
        options={acOptions}
        disabled={disabled}
        onChange={(value) => onChange('isAc', value)}
      />
      <SelectField
        label={roomFormLabels.roomType}
        error={errors.roomType}
        required
        name="roomType"
        value={values.roomType}
        options={roomTypeOptions}
        placeholder="Select room type"
        disabled={disabled}
        onChange={(value) => onChange('roomType', value)}
      />
    </SimpleGrid>
  );
}
