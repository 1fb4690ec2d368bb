import { Button, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown, LuUserPlus } from 'react-icons/lu';

export type AddStudentMenuProps = {
  onCheckIn: () => void;
  onAssign: () => void;
};

/** Add Student: check in someone new for this room, or give a resident without a bed one of its beds. */
export function AddStudentMenu({ onCheckIn, onAssign }: AddStudentMenuProps) {
  const handleSelect = ({ value }: { value: string }) => {
    if (value === 'checkin') onCheckIn();
    if (value === 'assign') onAssign();
  };

  return (
    <Menu.Root onSelect={handleSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button colorPalette="primary">
          <LuUserPlus aria-hidden="true" /> Add Student <LuChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="56">
            <Menu.Item value="checkin">Check in new student</Menu.Item>
            <Menu.Item value="assign">Assign existing student</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
