import { Alert, Button } from '@chakra-ui/react';
import { explainGraphqlError } from '@/lib/graphqlErrors';

export type LoadErrorProps = {
  /** What failed to load, as the title says it: "Could not load {what}". */
  what: string;
  error: unknown;
  /** Loads again; the button is left out without it. */
  onRetry?: () => unknown;
};

/**
 * A screen's data did not load: a title naming what, the failure in words (never the server's text; its request id
 * when known) and a Try again button (role="alert").
 */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  const problem = explainGraphqlError(error);
  const message = problem.unexpected ? problem.message?.replace(' Nothing was saved.', '') : problem.message;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Could not load {what}</Alert.Title>
        <Alert.Description>{message ?? problem.summary}</Alert.Description>
        {onRetry && (
          <Button size="sm" variant="outline" alignSelf="flex-start" minHeight="11" onClick={() => void onRetry()}>
            Try again
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
