import { Box, Card, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/pageTitle';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';

export type AuthCardProps = {
  title: string;
  description?: string;
  maxWidth?: string;
  children: ReactNode;
};

/** The frame of the public screens (login, register): brand, title, a Home link, no app chrome. */
export function AuthCard({ title, description, maxWidth = 'md', children }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Center as="main" minHeight="100dvh" bg="bg.muted" paddingX="4" paddingY="10">
      <Box width="full" maxWidth={maxWidth}>
        <Card.Root>
          <Card.Header>
            <Stack gap="1">
              <Text color="primary.fg" fontWeight="semibold" textStyle="sm">
                Hostel Admin
              </Text>
              <Heading as="h1" size="2xl" tabIndex={-1} outline="none">
                {title}
              </Heading>
              {description && <Text color="fg.muted">{description}</Text>}
            </Stack>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          <Card.Footer justifyContent="center">
            <Link asChild color="primary.fg" minHeight={{ base: '11', md: 'auto' }} paddingX="2">
              <RouterLink to={paths.admin}>Home</RouterLink>
            </Link>
          </Card.Footer>
        </Card.Root>
      </Box>
    </Center>
  );
}
