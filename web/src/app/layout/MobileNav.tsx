import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { SidebarNav } from './SidebarNav';

/** Below the `lg` breakpoint the sidebar lives in a drawer opened from the header. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  // Closed by following a link, focus goes to the new page's heading (RouteFocus), not back to the menu button.
  const [navigated, setNavigated] = useState(false);

  const handleNavigate = () => {
    setNavigated(true);
    setOpen(false);
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) setNavigated(false);
        setOpen(details.open);
      }}
      restoreFocus={!navigated}
      placement="start"
    >
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label="Open menu" hideFrom="lg">
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="sidebar">
            <Drawer.Title srOnly>Menu</Drawer.Title>
            <Drawer.Body padding="0">
              <SidebarNav onNavigate={handleNavigate} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
