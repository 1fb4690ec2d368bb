import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** In words, never the error's own text: a failed chunk load after a deploy is the usual cause. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return 'This page does not exist.';
  return 'This screen could not be shown. Reloading the page usually fixes it.';
}

/** Shown when a screen fails to load or render, e.g. after a deploy replaced its code chunk. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center minHeight="100dvh" padding="6">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Heading as="h1" size="xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">{describe(error)}</Text>
        <Button colorPalette="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Center>
  );
}
