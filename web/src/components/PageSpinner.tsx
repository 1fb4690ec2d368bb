import { Center, Spinner } from '@chakra-ui/react';

export type PageSpinnerProps = {
  label?: string;
};

export function PageSpinner({ label = 'Loading' }: PageSpinnerProps) {
  return (
    <Center minHeight="40" role="status" aria-label={label}>
      <Spinner size="lg" color="primary.solid" />
    </Center>
  );
}
