import { Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const links = [
  { label: 'Terms', to: paths.terms },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Compliances', to: paths.compliances },
];

export function Footer() {
  return (
    <Flex
      as="footer"
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="space-between"
      gap="2"
      paddingX={{ base: '4', md: '6' }}
      paddingY="4"
      borderTopWidth="1px"
      bg="bg.panel"
      textStyle="sm"
      color="fg.muted"
    >
      <Text>© {new Date().getFullYear()} Hostel Admin</Text>
      <HStack as="nav" aria-label="Legal" gap="4">
        {links.map((link) => (
          <Link key={link.to} asChild color="fg.muted" minHeight={{ base: '11', md: 'auto' }} paddingX="1">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        ))}
      </HStack>
    </Flex>
  );
}
