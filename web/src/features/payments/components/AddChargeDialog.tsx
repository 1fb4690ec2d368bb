import { Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { chargesChanged } from '@/domain/money/cacheEvents';
import { addChargeSchema, chargeReasonOptions, type AddChargeValues } from '@/domain/money/chargeSchemas';
import { AddChargesDocument } from '@/gql/graphql';
import { formatPaise } from '@/lib/format';
import { notify } from '@/lib/toaster';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { selectionTarget, type Selection } from './StudentPicker';

export type AddChargeDialogProps = {
  selection: Selection;
  onClose: () => void;
  /** After the charges were written: the selection is cleared. */
  onCharged: () => void;
};

const reasonLabel = (reason: string) => chargeReasonOptions.find((option) => option.value === reason)?.label ?? reason;

/**
 * Add Charge: one charge of the amount for each chosen resident, all or none, after a confirmation. It sends one
 * key per opening, so a double tap or a retry charges each resident once.
 */
export function AddChargeDialog({ selection, onClose, onCharged }: AddChargeDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useConfirm();
  const [addCharges] = useMutation(AddChargesDocument);
  const form = useSchemaForm(addChargeSchema(), {
    defaultValues: { amountPaise: '', reason: '' as AddChargeValues['reason'], comment: '' },
  });
  const ids = [...selection.keys()];
  const count = ids.length === 1 ? '1 resident' : `${ids.length} residents`;

  const handleSubmit = async (values: ReturnType<ReturnType<typeof addChargeSchema>['parse']>) => {
    const asked = await confirm({
      title: 'Add Charge',
      target: `${formatPaise(values.amountPaise)} ${reasonLabel(values.reason)} to ${count}: ${selectionTarget(selection)}`,
      description: 'Each resident is charged this amount; it shows on their ledger.',
      confirmLabel: 'Charge',
      action: () => undefined,
    });
    if (!asked) return;
    const { data } = await addCharges({
      variables: { input: { studentIds: ids, idempotencyKey, ...values } },
      update: (cache) => chargesChanged(cache, ids),
    });
    const charged = data?.addCharges.count ?? ids.length;
    onCharged();
    onClose();
    notify('success', charged === 1 ? 'Charged 1 resident' : `Charged ${charged} residents`);
  };

  return (
    <FormDialog
      title="Add Charge"
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Add Charge"
    >
      <Text color="fg.muted">
        For {count}: {selectionTarget(selection)}
      </Text>
      <FormTextField
        name="amountPaise"
        label="Amount (Rs.)"
        inputMode="decimal"
        required
        helperText="For each resident"
      />
      <FormSelectField
        name="reason"
        label="Reason"
        options={chargeReasonOptions}
        placeholder="Select a reason"
        required
      />
      <FormTextField name="comment" label="Comment" multiline helperText="Required when the reason is Other" />
    </FormDialog>
  );
}
