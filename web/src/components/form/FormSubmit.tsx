import { Button, type ButtonProps } from '@chakra-ui/react';
import { useFormPending } from './formPending';

export type FormSubmitProps = Omit<ButtonProps, 'type'> & {
  /** Shows the loader for work of the form's own besides its submit (e.g. resending a code). */
  busy?: boolean;
};

/** The form's submit button: disabled with a loader while the submit runs. */
export function FormSubmit({ busy, children, ...button }: FormSubmitProps) {
  const pending = useFormPending();
  return (
    <Button type="submit" colorPalette="primary" loading={pending || busy} {...button}>
      {children}
    </Button>
  );
}
