import { Flex, HStack, Spacer } from '@chakra-ui/react';
import { AlertsButton } from './alerts/AlertsButton';
import { MessagesButton } from './messages/MessagesButton';
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
        <AlertsButton />
        <MessagesButton />
        <ProfileMenu />
      </HStack>
    </Flex>
  );
}
