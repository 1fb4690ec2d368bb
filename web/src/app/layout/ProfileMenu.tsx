import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useLogout } from '@/lib/useLogout';

export function ProfileMenu() {
  const { user } = useSession();
  const logout = useLogout();
  // Staff of every role (not residents, whose login has only their own records): the playground runs with their rights.
  const mayExplore = useCan('hostel_read');
  const name = user?.full_name ?? 'Account';

  const handleSelect = ({ value }: { value: string }) => {
    if (value === 'logout') void logout();
  };

  return (
    <Menu.Root onSelect={handleSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" paddingX="2" gap="2">
          <Avatar.Root size="xs" colorPalette="primary" aria-hidden="true">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text as="span" maxWidth="40" truncate>
            {name}
          </Text>
          <LuChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48">
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile}>Profile</RouterLink>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <RouterLink to={paths.profileSettings}>Profile Settings</RouterLink>
            </Menu.Item>
            {mayExplore && (
              <Menu.Item value="playground" asChild>
                {/* A page of the server's, not a route of the app: the browser loads it, in this tab (and session). */}
                <a href={paths.apiPlayground}>API playground</a>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
