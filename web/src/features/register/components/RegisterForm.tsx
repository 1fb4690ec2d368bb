import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FormField } from '../../../components/form/FormField';
import { PhoneInput } from '../../../components/PhoneInput';
import { SelectInput, type SelectOption } from '../../../components/SelectInput';
import { DEFAULT_COUNTRY, type Country } from '../../../lib/countries';
import { useRegisterUser } from '../hooks/useRegisterUser';
import {
  emptyRegisterValues,
  hostelTypeOptions,
  planOptions,
  registerLabels,
  roleOptions,
  toRegisterPayload,
  validateRegister,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from '../registerSchema';

export type RegisterFormProps = {
  onRegistered: () => void;
};

type TextKind = 'text' | 'email' | 'number' | 'address';

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const { register, pending, alert } = useRegisterUser();

  const handleChange = (field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const clientErrors = validateRegister(values);
    const outcome = Object.keys(clientErrors).length
      ? { ok: false as const, fieldErrors: clientErrors }
      : await register(toRegisterPayload(values, country));
    if (outcome.ok) {
      setValues(emptyRegisterValues);
      setCountry(DEFAULT_COUNTRY);
      setErrors({});
      onRegistered();
      return;
    }
    setErrors(outcome.fieldErrors);
    const firstInvalid = (Object.keys(registerLabels) as RegisterField[]).find((field) => outcome.fieldErrors[field]);
    if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
  };

  const field = (name: RegisterField, control: ReactNode, required = false) => (
    <FormField label={registerLabels[name]} error={errors[name]} required={required}>
      {control}
    </FormField>
  );

  const text = (name: RegisterField, kind: TextKind = 'text') => {
    const common = {
      name,
      value: values[name],
      disabled: pending,
      onChange: (event: { target: { value: string } }) => handleChange(name, event.target.value),
    };
    if (kind === 'address') return <Textarea {...common} rows={2} autoresize />;
    if (kind === 'number') return <Input {...common} inputMode="numeric" />;
    return <Input {...common} type={kind} autoComplete={kind === 'email' ? 'email' : undefined} />;
  };

  const select = (name: RegisterField, options: readonly SelectOption[], placeholder: string) => (
    <SelectInput
      name={name}
      value={values[name]}
      options={options}
      placeholder={placeholder}
      disabled={pending}
      onChange={(value) => handleChange(name, value)}
    />
  );

  return (
    <Stack asChild gap="6">
      <form onSubmit={handleSubmit} noValidate aria-label="Register">
        <ErrorAlert message={alert} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {field('full_name', text('full_name'), true)}
          {field(
            'phone_number',
            <PhoneInput
              name="phone_number"
              country={country}
              onCountryChange={setCountry}
              value={values.phone_number}
              onChange={(value) => handleChange('phone_number', value)}
              disabled={pending}
            />,
            true,
          )}
          {field('email', text('email', 'email'), true)}
          {field('role', select('role', roleOptions, 'Choose a role'), true)}
          {field('hostel_name', text('hostel_name'))}
          {field('hostel_type', select('hostel_type', hostelTypeOptions, 'Choose a hostel type'))}
          {field('hostel_address', text('hostel_address', 'address'))}
          {field('institution_name', text('institution_name'))}
          {field('total_rooms', text('total_rooms', 'number'))}
          {field('total_floors', text('total_floors', 'number'))}
          {field('aadhar_or_pan', text('aadhar_or_pan'))}
          {field('total_hostels', text('total_hostels', 'number'))}
          {field('billing_address', text('billing_address', 'address'))}
          {field('subscription_plan', select('subscription_plan', planOptions, 'Choose a plan'))}
        </SimpleGrid>
        <Button type="submit" colorPalette="primary" loading={pending} alignSelf={{ md: 'flex-start' }} minWidth="40">
          Register
        </Button>
      </form>
    </Stack>
  );
}
