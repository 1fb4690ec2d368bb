import { Input, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '../../../components/form/FormField';
import { digitsOnly } from '../../../lib/format';
import type { StepProps } from './stepProps';

/** Step 1: Name, Email, Phone. */
export function PersonalDetailsStep({ values, errors, disabled, onChange }: StepProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormField label="Name" error={errors.name} required>
        <Input name="name" value={values.name} disabled={disabled} onChange={(event) => onChange('name', event.target.value)} />
      </FormField>
      <FormField label="Email" error={errors.email} required>
        <Input
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          disabled={disabled}
          onChange={(event) => onChange('email', event.target.value)}
        />
      </FormField>
      <FormField label="Phone" error={errors.phone} helperText="10-digit mobile number" required>
        <Input
          name="phone"
          type="tel"
          inputMode="numeric"
          value={values.phone}
          disabled={disabled}
          onChange={(event) => onChange('phone', digitsOnly(event.target.value))}
        />
      </FormField>
    </SimpleGrid>
  );
}
