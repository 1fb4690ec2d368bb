import { Badge, Icon, Link, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavEntry } from './navItems';

export type NavItemProps = {
  entry: NavEntry;
  /** The entry of the page showing (`currentEntryPath`): marked aria-current="page". */
  current?: boolean;
  /** What waits there (`entry.waiting`): a badge, and words for a screen reader, so the link's name reads "Update Rent, 2 waiting"
   *  while it still contains the text it shows (axe's label-content-name-mismatch). */
  waiting?: number;
  onNavigate?: () => void;
};

export function NavItem({ entry, current, waiting = 0, onNavigate }: NavItemProps) {
  const { label, to, icon } = entry;
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      paddingY="2"
      minHeight={{ base: '11', lg: 'auto' }}
      paddingX="3"
      borderRadius="l2"
      color="fg.muted"
      textStyle="sm"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      _currentPage={{ bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' }}
    >
      <RouterLink to={to} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {icon && <Icon as={icon} boxSize="4" />}
        {label}
        {waiting > 0 && (
          <Badge aria-hidden colorPalette="orange" variant="solid" marginStart="auto" borderRadius="full">
            {waiting}
          </Badge>
        )}
        {waiting > 0 && <VisuallyHidden>, {waiting} waiting</VisuallyHidden>}
      </RouterLink>
    </Link>
  );
}
