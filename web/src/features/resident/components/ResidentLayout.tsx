import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuLogOut } from 'react-icons/lu';
import { useLogout } from '@/lib/useLogout';

/** The resident page's frame: the product's name, who is signed in and Sign out; no admin sidebar. */
export function ResidentLayout({ name, children }: { name: string | null; children: ReactNode }) {
  const logout = useLogout();
  return (
    <Box minHeight="100dvh" bg="bg.subtle">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        gap="3"
        paddingX={{ base: '3', md: '6' }}
        minHeight="16"
        bg="bg.panel"
        borderBottomWidth="1px"
      >
        <Box minWidth="0">
          <Heading as="p" size="md">
            Hostel Admin
          </Heading>
          {name && (
            <Text textStyle="sm" color="fg.muted" truncate>
              Signed in as {name}
            </Text>
          )}
        </Box>
        <Button variant="outline" minHeight="11" onClick={() => void logout()}>
          <LuLogOut aria-hidden />
          Sign out
        </Button>
      </Flex>
      <Container as="main" maxWidth="4xl" paddingY={{ base: '4', md: '6' }} paddingX={{ base: '3', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}
