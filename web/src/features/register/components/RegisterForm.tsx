import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormPhoneField } from '@/components/form/FormPhoneField';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FormTextField } from '@/components/form/FormTextField';
import { apiPost } from '@/lib/api';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { TENANT_LOGIN_ON_RESIDENT_PAGE } from '@hostel-admin/rules';
import {
  emptyRegisterValues,
  hostelTypeOptions,
  planOptions,
  registerLabels,
  registerSchema,
  roleOptions,
  type RegisterPayload,
} from '../registerSchema';

export type RegisterFormProps = {
  onRegistered: () => void;
};

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const form = useSchemaForm(registerSchema, {
    defaultValues: emptyRegisterValues,
    focusFirstError: true,
    // A taken phone number comes back as a 409.
    serverErrors: { unnamedErrorField: { CONFLICT: 'phone_number' } },
  });
  // Tenant stays on offer (the spec lists it) and says at once where a resident's login is given.
  const role = useWatch({ control: form.control, name: 'role' });

  const handleRegister = async (payload: RegisterPayload) => {
    await apiPost<unknown>('/auth/register', payload);
    form.reset();
    onRegistered();
  };

  const text = (name: 'full_name' | 'hostel_name' | 'institution_name' | 'aadhar_or_pan') => (
    <FormTextField name={name} label={registerLabels[name]} required={name === 'full_name'} />
  );
  const number = (name: 'total_rooms' | 'total_floors' | 'total_hostels') => (
    <FormTextField name={name} label={registerLabels[name]} inputMode="numeric" />
  );
  const address = (name: 'hostel_address' | 'billing_address') => (
    <FormTextField name={name} label={registerLabels[name]} multiline />
  );

  return (
    <Stack asChild gap="6">
      <Form form={form} onSubmit={form.submit(handleRegister)} aria-label="Register">
        <FormAlert />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {text('full_name')}
          <FormPhoneField name="phone_number" label={registerLabels.phone_number} required />
          <FormTextField name="email" label={registerLabels.email} type="email" autoComplete="email" required />
          <FormSelectField
            name="role"
            label={registerLabels.role}
            options={roleOptions}
            placeholder="Choose a role"
            helperText={role === 'tenant' ? TENANT_LOGIN_ON_RESIDENT_PAGE : undefined}
            required
          />
          {text('hostel_name')}
          <FormSelectField
            name="hostel_type"
            label={registerLabels.hostel_type}
            options={hostelTypeOptions}
            placeholder="Choose a hostel type"
          />
          {address('hostel_address')}
          {text('institution_name')}
          {number('total_rooms')}
          {number('total_floors')}
          {text('aadhar_or_pan')}
          {number('total_hostels')}
          {address('billing_address')}
          <FormSelectField
            name="subscription_plan"
            label={registerLabels.subscription_plan}
            options={planOptions}
            placeholder="Choose a plan"
          />
        </SimpleGrid>
        <FormSubmit alignSelf={{ md: 'flex-start' }} minWidth="40">
          Register
        </FormSubmit>
      </Form>
    </Stack>
  );
}
