import { Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useFormField } from '@/components/form/useFormField';
import { OtpInput } from './OtpInput';

export type OtpCodeFieldProps = {
  /** The form field holding one digit (or '') per box. */
  name: string;
  disabled?: boolean;
};

/** The code boxes and their message; a message goes once every box holds a digit. */
export function OtpCodeField({ name, disabled }: OtpCodeFieldProps) {
  const field = useFormField<string[]>(name, { clearsError: (digits) => digits.every(Boolean) });
  const errorId = useId();

  return (
    <Stack gap="2" align="center">
      <OtpInput
        value={field.value}
        onChange={field.onChange}
        disabled={disabled || field.disabled}
        invalid={Boolean(field.error)}
        describedBy={field.error ? errorId : undefined}
        focusRef={field.ref}
        autoFocus
      />
      <Text id={errorId} color="fg.error" textStyle="sm" aria-live="polite">
        {field.error}
      </Text>
    </Stack>
  );
}
