import { Button, Collapsible, Icon, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuFlaskConical } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { NavItem } from './NavItem';
import { demoEntries } from './navItems';

export type DemoMenuProps = {
  onNavigate?: () => void;
};

/** A collapsible "Demo" entry; open by default while one of its pages is showing. */
export function DemoMenu({ onNavigate }: DemoMenuProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => demoEntries.some((entry) => pathname.startsWith(entry.to)));

  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button
          variant="ghost"
          width="full"
          justifyContent="flex-start"
          gap="3"
          paddingX="3"
          color="fg.muted"
          textStyle="sm"
          fontWeight="medium"
        >
          <Icon as={LuFlaskConical} boxSize="4" />
          Demo
          <Icon
            as={LuChevronDown}
            boxSize="4"
            marginStart="auto"
            transition="transform 0.2s"
            transform={open ? 'rotate(180deg)' : undefined}
          />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" gap="1" listStyleType="none" paddingTop="1">
          {demoEntries.map((entry) => (
            <li key={entry.to}>
              <NavItem entry={entry} nested onNavigate={onNavigate} />
            </li>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
