import { Box, Center } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { AppLayout } from '../routes/pages';

/**
 * For screens anyone may open (Page not found): inside the admin layout (sidebar, header, footer) when signed in,
 * alone on the page as login is otherwise.
 */
export function SessionLayout() {
  const { accessToken } = useSession();
  if (accessToken) return <AppLayout />;
  return (
    <Center as="main" minHeight="100dvh" bg="bg.muted" paddingX="4" paddingY="10">
      <Box width="full" maxWidth="xl">
        <Outlet />
      </Box>
    </Center>
  );
}
