import { Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { extraChargesChanged } from '@/domain/money/cacheEvents';
import { voidChargesSchema } from '@/domain/money/extraChargeSchema';
import { linesText, totalOf } from '@/domain/money/extraChargeText';
import type { ExtraChargeRowFragment } from '@/gql/graphql';
import { VoidChargesDocument } from '@/features/payments/graphql/ExtraBilling.generated';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { Money } from '@hostel-admin/rules';

export type VoidChargesDialogProps = {
  /** One charge (a row of the list) or a whole Add Charge (from its toast). */
  charges: readonly Pick<ExtraChargeRowFragment, 'id' | 'studentName' | 'label' | 'amountPaise'>[];
  onClose: () => void;
};

/** "Water Rs. 77.77 for Asha Menon", or "3 charges, Rs. 1,350 in all: Asha Rao Rs. 450, …". */
export function voidTarget(charges: VoidChargesDialogProps['charges']): string {
  const lines = charges.map((c) => ({ name: c.studentName, amountPaise: c.amountPaise }));
  if (charges.length === 1)
    return `${charges[0].label} ${Money.format(charges[0].amountPaise)} for ${charges[0].studentName}`;
  const labels = [...new Set(charges.map((c) => c.label))].join(', ');
  return `${charges.length} ${labels} charges, ${Money.format(totalOf(lines))} in all: ${linesText(lines)}`;
}

/**
 * Void, for an admin: why (kept on the ledger), then a red confirmation naming each resident, the reason and the
 * amount, and what it does to the balances. A void row takes each charge back; nothing is deleted. One key per
 * opening.
 */
export function VoidChargesDialog({ charges, onClose }: VoidChargesDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useConfirm();
  const [voidCharges] = useMutation(VoidChargesDocument);
  const form = useSchemaForm(voidChargesSchema(), { defaultValues: { reason: '' } });
  const one = charges.length === 1;
  const title = one ? 'Void charge' : 'Void charges';

  const handleSubmit = async ({ reason }: { reason: string }) => {
    const asked = await confirm({
      title,
      target: voidTarget(charges),
      description: `Reason: ${reason}. ${one ? 'The balance goes' : 'Each balance goes'} down by the amount; a void line is kept on the ledger. It cannot be undone.`,
      confirmLabel: 'Void',
      destructive: true,
      action: () => undefined,
    });
    if (!asked) return;
    await voidCharges({
      variables: { input: { chargeIds: charges.map((c) => c.id), reason, idempotencyKey } },
      update: (cache, result) => extraChargesChanged(cache, result.data?.voidCharges.students.map((s) => s.id) ?? []),
    });
    onClose();
    notify('success', `Voided: ${voidTarget(charges)}`);
  };

  return (
    <FormDialog
      title={title}
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Void"
    >
      <Text>{voidTarget(charges)}</Text>
      <FormTextField name="reason" label="Reason" required helperText="Kept on the ledger, for whoever reads it" />
    </FormDialog>
  );
}
