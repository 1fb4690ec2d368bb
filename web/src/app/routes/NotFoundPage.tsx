import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * What an address the app does not know shows (the route table's `*`): the address asked for, and the way back,
 * to the dashboard when signed in, to login otherwise.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const signedIn = Boolean(useSession().accessToken);
  return (
    <Stack gap="4" align="flex-start">
      <PageHeader title="Page not found" />
      <Text overflowWrap="anywhere">
        The address <Code wordBreak="break-all">{pathname}</Code> does not exist in Hostel Admin. It may be mistyped, or
        the page may have moved.
      </Text>
      <Button asChild colorPalette="primary">
        <Link to={signedIn ? paths.dashboard : paths.login}>{signedIn ? 'Go to the dashboard' : 'Go to login'}</Link>
      </Button>
    </Stack>
  );
}
