import { Center, Spinner, type SpinnerProps } from '@chakra-ui/react';

export type PageSpinnerProps = {
  label?: string;
};

/** A page's or a panel's placeholder while its data loads: a named status, busy until the data replaces it. */
export function PageSpinner({ label = 'Loading' }: PageSpinnerProps) {
  return (
    <Center minHeight="40" role="status" aria-label={label} aria-busy="true">
      <Spinner size="lg" color="primary.solid" />
    </Center>
  );
}

/**
 * A spinner inside a dialog or a panel, named for screen readers. Chakra's Spinner is a bare span: a name on it is
 * only allowed with a role, so it is a status (axe's aria-prohibited-attr found the unnamed-role ones), busy like
 * PageSpinner.
 */
export function InlineSpinner({ label, ...props }: SpinnerProps & { label: string }) {
  return <Spinner role="status" aria-label={label} aria-busy="true" {...props} />;
}
