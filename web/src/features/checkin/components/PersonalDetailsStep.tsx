import { SimpleGrid } from '@chakra-ui/react';
import { FormPhoneField } from '@/components/form/FormPhoneField';
import { FormTextField } from '@/components/form/FormTextField';

/** Step 1: Name, Email, Phone. */
export function PersonalDetailsStep() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormTextField name="name" label="Name" required />
      <FormTextField name="email" label="Email" type="email" autoComplete="off" required />
      <FormPhoneField name="phone" label="Phone" helperText="10-digit mobile number" required />
    </SimpleGrid>
  );
}
