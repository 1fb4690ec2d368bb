import { Flex, HStack, IconButton, Spacer } from '@chakra-ui/react';
import { LuBell } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MessagesButton } from './MessagesButton';
import { MobileNav } from './MobileNav';
import { ProfileMenu } from './ProfileMenu';

export function Header() {
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      height="16"
      align="center"
      gap="2"
      paddingX={{ base: '3', md: '6' }}
      bg="bg.panel"
      borderBottomWidth="1px"
    >
      <MobileNav />
      <Spacer />
      <HStack gap="1">
        <IconButton asChild variant="ghost" aria-label="Notifications">
          <RouterLink to={paths.notification}>
            <LuBell />
          </RouterLink>
        </IconButton>
        <MessagesButton />
        <ProfileMenu />
      </HStack>
    </Flex>
  );
}
