import { Box, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { LuHotel } from 'react-icons/lu';
import { DemoMenu } from './DemoMenu';
import { NavItem } from './NavItem';
import { userCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { homeEntries, subscriptionEntries, type NavEntry } from './navItems';

export type SidebarNavProps = {
  /** Called after a link is followed, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
};

type NavSectionProps = {
  title: string;
  entries: NavEntry[];
  onNavigate?: () => void;
  children?: ReactNode;
};

function NavSection({ title, entries, onNavigate, children }: NavSectionProps) {
  const headingId = useId();
  const user = useSession().user;
  const visible = entries.filter((entry) => !entry.permission || userCan(user, entry.permission));
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading
        as="h2"
        id={headingId}
        textStyle="xs"
        color="fg.subtle"
        textTransform="uppercase"
        paddingX="3"
        marginBottom="2"
      >
        {title}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none">
        {visible.map((entry) => (
          <li key={entry.to}>
            <NavItem entry={entry} onNavigate={onNavigate} />
          </li>
        ))}
        {children && <li>{children}</li>}
      </Stack>
    </Box>
  );
}

export function SidebarNav({ onNavigate }: SidebarNavProps) {
  return (
    <Stack gap="6" paddingX="3" paddingY="5">
      <HStack paddingX="3" gap="2" color="primary.fg">
        <Icon as={LuHotel} boxSize="6" />
        <Text fontWeight="bold" textStyle="lg">
          Hostel Admin
        </Text>
      </HStack>
      <Stack as="nav" aria-label="Main" gap="6">
        <NavSection title="home" entries={homeEntries} onNavigate={onNavigate}>
          <DemoMenu onNavigate={onNavigate} />
        </NavSection>
        <NavSection title="Subscription" entries={subscriptionEntries} onNavigate={onNavigate} />
      </Stack>
    </Stack>
  );
}
