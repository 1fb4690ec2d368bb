import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { PageHeader } from '@/components/PageHeader';
import { ResidentPicker, type Selection } from '@/domain/housing/ResidentPicker/ResidentPicker';
import { useCan } from '@/lib/permissions';
import { notify } from '@/lib/toaster';
import { PendingRentChanges } from '../components/PendingRentChanges';
import { STUDENT_TABLE } from '../components/studentTable';
import { UpdateRentDialog } from '../components/UpdateRentDialog';
import { SELECT_A_STUDENT } from '@hostel-admin/rules';

/** Update Rent: choose residents and change their rent from a date, discount, surcharge or waive a period. */
export function UpdateRentPage() {
  const canChange = useCan('rent_change');
  const [selection, setSelection] = useState<Selection>(new Map());
  const [open, setOpen] = useState(false);
  const openDialog = () => {
    if (selection.size === 0) notify('error', SELECT_A_STUDENT);
    else setOpen(true);
  };

  return (
    <Stack gap="6">
      <PageHeader title="Update Rent" />
      <PendingRentChanges />
      <ResidentPicker
        {...STUDENT_TABLE}
        selection={selection}
        onSelectionChange={setSelection}
        action={
          canChange ? (
            <Button onClick={openDialog}>
              <LuPencil aria-hidden />
              Update Rent
            </Button>
          ) : undefined
        }
      />
      {open && (
        <UpdateRentDialog
          selection={selection}
          onClose={() => setOpen(false)}
          onUpdated={() => setSelection(new Map())}
        />
      )}
    </Stack>
  );
}
