import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuGauge, LuPlus } from 'react-icons/lu';
import { PageHeader } from '@/components/PageHeader';
import { ResidentPicker, type Selection } from '@/domain/housing/ResidentPicker/ResidentPicker';
import type { ChargeWay } from '@/domain/money/extraChargeSchema';
import { linesText, residentsText, TOAST_NAMES_MAX } from '@/domain/money/extraChargeText';
import type { ExtraChargeRowFragment } from '@/gql/graphql';
import { useCan } from '@/lib/permissions';
import { notify, toaster } from '@/lib/toaster';
import { AddChargeDialog, type ChargedBatch } from '../components/AddChargeDialog';
import { ExtraChargesList } from '../components/ExtraChargesList';
import { STUDENT_TABLE } from '../components/studentTable';
import { VoidChargesDialog } from '../components/VoidChargesDialog';
import { Money, SELECT_A_STUDENT } from '@hostel-admin/rules';

/** How long the toast that offers Void stays: long enough to read the list and reach its button. */
export const CHARGED_TOAST_DURATION = 15_000;

/**
 * Extra Billing: choose residents and charge them (one amount, an amount each), or split a room's meter bill among
 * its residents; below, what was charged, which an admin can void.
 */
export function ExtraBillingPage() {
  const canCharge = useCan('charges_write');
  const canVoid = useCan('charges_void');
  const [selection, setSelection] = useState<Selection>(new Map());
  const [adding, setAdding] = useState<ChargeWay | null>(null);
  const [voiding, setVoiding] = useState<readonly ExtraChargeRowFragment[] | null>(null);
  const openDialog = () => {
    if (selection.size === 0) notify('error', SELECT_A_STUDENT);
    else setAdding('same');
  };
  const charged = (batch: ChargedBatch) => {
    setSelection(new Map());
    const lines = batch.charges.map((c) => ({ name: c.studentName, amountPaise: c.amountPaise }));
    toaster.create({
      type: 'success',
      title: `Charged ${residentsText(batch.count)} ${Money.format(batch.totalPaise)} in all`,
      description: linesText(lines, TOAST_NAMES_MAX),
      closable: true,
      duration: CHARGED_TOAST_DURATION,
      ...(canVoid && batch.charges.length
        ? { action: { label: 'Void', onClick: () => setVoiding(batch.charges) } }
        : {}),
    });
  };

  return (
    <Stack gap="8">
      <Stack gap="6">
        <PageHeader title="Extra Billing" />
        <ResidentPicker
          {...STUDENT_TABLE}
          selection={selection}
          onSelectionChange={setSelection}
          action={
            canCharge ? (
              <HStack gap="2" wrap="wrap">
                <Button variant="outline" aria-haspopup="dialog" onClick={() => setAdding('meter')}>
                  <LuGauge aria-hidden />
                  Split a meter bill
                </Button>
                <Button onClick={openDialog}>
                  <LuPlus aria-hidden />
                  Add Charge
                </Button>
              </HStack>
            ) : undefined
          }
        />
      </Stack>
      <ExtraChargesList onVoid={canVoid ? (charge) => setVoiding([charge]) : undefined} />
      {adding && (
        <AddChargeDialog selection={selection} way={adding} onClose={() => setAdding(null)} onCharged={charged} />
      )}
      {voiding && <VoidChargesDialog charges={voiding} onClose={() => setVoiding(null)} />}
    </Stack>
  );
}
