import { Box, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuHotel } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { useRentChangesWaiting } from '@/domain/money/useRentChangesWaiting';
import { NavItem } from './NavItem';
import { userCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { currentEntryPath, homeEntries, moneyEntries, subscriptionEntries, type NavEntry } from './navItems';

export type SidebarNavProps = {
  /** Called after a link is followed, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
};

type Waiting = Record<NonNullable<NavEntry['waiting']>, number>;

type NavSectionProps = {
  title: string;
  entries: NavEntry[];
  /** Counts shown beside the entries that name them. */
  waiting: Waiting;
  onNavigate?: () => void;
};

/** A titled group of links; left out when the role may open none of them. */
function NavSection({ title, entries, waiting, onNavigate }: NavSectionProps) {
  const headingId = useId();
  const user = useSession().user;
  const current = currentEntryPath(useLocation().pathname);
  const visible = entries.filter((entry) => !entry.permission || userCan(user, entry.permission));
  if (visible.length === 0) return null;
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
            <NavItem
              entry={entry}
              current={entry.to === current}
              waiting={entry.waiting && waiting[entry.waiting]}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const waiting: Waiting = { rentChanges: useRentChangesWaiting() };
  return (
    <Stack gap="6" paddingX="3" paddingY="5">
      <HStack paddingX="3" gap="2" color="primary.fg">
        <Icon as={LuHotel} boxSize="6" />
        <Text fontWeight="bold" textStyle="lg">
          Hostel Admin
        </Text>
      </HStack>
      <Stack as="nav" aria-label="Main" gap="6">
        <NavSection title="home" entries={homeEntries} waiting={waiting} onNavigate={onNavigate} />
        <NavSection title="Money" entries={moneyEntries} waiting={waiting} onNavigate={onNavigate} />
        <NavSection title="Subscription" entries={subscriptionEntries} waiting={waiting} onNavigate={onNavigate} />
      </Stack>
    </Stack>
  );
}
