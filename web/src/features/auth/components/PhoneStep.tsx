import { Stack } from '@chakra-ui/react';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormPhoneField } from '@/components/form/FormPhoneField';
import { FormSubmit } from '@/components/form/FormSubmit';
import { phone } from '@/lib/form/rules';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import { accountPhoneProblem } from '@hostel-admin/rules';

/**
 * POST /api/auth/login's `identifier`: the country and number here, E.164 in the request. An invalid
 * number is refused here, so no code is asked for it.
 */
const phoneSchema = z.object({ identifier: phone(accountPhoneProblem) });

export type PhoneValues = z.input<typeof phoneSchema>;

export type PhoneStepProps = {
  /** The number entered before, shown again after "Change number". */
  defaultValues: PhoneValues;
  /** Asks for a code for the international number; throws what the server refused. */
  onSubmit: (identifier: string, entered: PhoneValues) => Promise<void>;
};

export function PhoneStep({ defaultValues, onSubmit }: PhoneStepProps) {
  const form = useSchemaForm(phoneSchema, { defaultValues });

  const handleRequest = ({ identifier }: z.output<typeof phoneSchema>) => onSubmit(identifier, form.getValues());

  return (
    <Stack asChild gap="5">
      <Form form={form} onSubmit={form.submit(handleRequest)} aria-label="Request a login code">
        <FormAlert />
        <FormPhoneField name="identifier" label="Phone" required autoFocus />
        <FormSubmit width="full">Get OTP</FormSubmit>
      </Form>
    </Stack>
  );
}
