import { Icon, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { NavEntry } from './navItems';

export type NavItemProps = {
  entry: NavEntry;
  nested?: boolean;
  onNavigate?: () => void;
};

export function NavItem({ entry, nested, onNavigate }: NavItemProps) {
  const { label, to, icon } = entry;
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      paddingY="2"
      minHeight={{ base: '11', lg: 'auto' }}
      paddingStart={nested ? '10' : '3'}
      paddingEnd="3"
      borderRadius="l2"
      color="fg.muted"
      textStyle="sm"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      _currentPage={{ bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' }}
    >
      <NavLink to={to} onClick={onNavigate}>
        {icon && <Icon as={icon} boxSize="4" />}
        {label}
      </NavLink>
    </Link>
  );
}
