import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/permissions';
import { notify } from '@/lib/toaster';
import { AddChargeDialog } from '../components/AddChargeDialog';
import { StudentPicker, type Selection } from '../components/StudentPicker';

/** Extra Billing: choose residents and charge each of them for electricity, water, maintenance or another reason. */
export function ExtraBillingPage() {
  const canCharge = useCan('charges_write');
  const [selection, setSelection] = useState<Selection>(new Map());
  const [open, setOpen] = useState(false);
  const openDialog = () => {
    if (selection.size === 0) notify('error', 'Please select a student.');
    else setOpen(true);
  };

  return (
    <Stack gap="6">
      <PageHeader title="Extra Billing" />
      <StudentPicker
        label="Students"
        selection={selection}
        onSelectionChange={setSelection}
        action={
          canCharge ? (
            <Button onClick={openDialog}>
              <LuPlus aria-hidden />
              Add Charge
            </Button>
          ) : undefined
        }
      />
      {open && (
        <AddChargeDialog
          selection={selection}
          onClose={() => setOpen(false)}
          onCharged={() => setSelection(new Map())}
        />
      )}
    </Stack>
  );
}
