import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from '@/components/PageSkeleton';
import { UiProvider } from '../UiProvider';

/**
 * Every route but the login page: Chakra UI (its runtime and theme), the toaster and the confirmation dialog, and a
 * skeleton of the page while a screen's code loads. A lazy route element (app/routes/pages.ts): the login page, plain
 * React and CSS, loads none of it (issue 37).
 */
export function ChakraLayout() {
  return (
    <UiProvider>
      <Suspense
        fallback={
          <Box as="main" padding={{ base: '4', md: '6' }}>
            <PageSkeleton />
          </Box>
        }
      >
        <Outlet />
      </Suspense>
    </UiProvider>
  );
}
