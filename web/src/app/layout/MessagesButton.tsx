import { IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { LuMessageSquare } from 'react-icons/lu';

/** Messages between staff and residents are not part of the product yet; the panel says so. */
export function MessagesButton() {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label="Messages">
          <LuMessageSquare />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold">Messages</Popover.Title>
              <Text color="fg.muted" textStyle="sm" marginTop="1">
                No new messages.
              </Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
