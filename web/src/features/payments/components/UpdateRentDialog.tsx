import { SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { selectionTarget, type Selection } from '@/domain/housing/ResidentPicker/ResidentPicker';
import { rentUpdated } from '@/domain/money/cacheEvents';
import { rentChangeKindOptions, updateRentSchema, type UpdateRentValues } from '@/domain/money/chargeSchemas';
import { UpdateRentDocument } from '@/features/payments/graphql/UpdateRent.generated';
import { formatOrdinalDate, todayInIndia } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { notify } from '@/lib/toaster';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { Money } from '@hostel-admin/rules';

export type UpdateRentDialogProps = {
  selection: Selection;
  onClose: () => void;
  onUpdated: () => void;
};

/** What a warden is told before a change that waits for an admin (the server decides; a raise applies at once). */
function waitsText(kind: string): string | null {
  if (kind === 'one_time_discount' || kind === 'waiver')
    return "It waits for an admin's approval before it counts: nothing changes for the residents until then.";
  if (kind === 'rent_change') return "A rent lower than now waits for an admin's approval before it counts.";
  return null;
}

const kindLabel = (kind: string) => rentChangeKindOptions.find((option) => option.value === kind)?.label ?? kind;

/**
 * Update Rent for the chosen residents: a new rent from a date, a one-time discount or surcharge, or a waiver
 * of a billed period. Future periods follow; billed ones are never rewritten. A warden's change that lowers what
 * residents owe waits for an admin.
 */
export function UpdateRentDialog({ selection, onClose, onUpdated }: UpdateRentDialogProps) {
  const confirm = useConfirm();
  const canApprove = useCan('rent_approve');
  // One key per opening: a double tap or a retry changes the rent once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [updateRent] = useMutation(UpdateRentDocument);
  const form = useSchemaForm(updateRentSchema(), {
    defaultValues: {
      kind: 'rent_change',
      amountRupees: '',
      effectiveDate: todayInIndia(),
      comment: '',
    } satisfies UpdateRentValues,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const ids = [...selection.keys()];
  const count = ids.length === 1 ? '1 resident' : `${ids.length} residents`;
  const help = rentChangeKindOptions.find((option) => option.value === kind)?.help;

  const handleSubmit = async (values: ReturnType<ReturnType<typeof updateRentSchema>['parse']>) => {
    const what =
      values.amountPaise === null
        ? kindLabel(values.kind)
        : `${kindLabel(values.kind)} of ${Money.format(values.amountPaise)}`;
    const asked = await confirm({
      title: 'Update Rent',
      target: `${what} from ${formatOrdinalDate(values.effectiveDate)} for ${count}: ${selectionTarget(selection)}`,
      description: ['Periods already billed are not rewritten.', canApprove ? null : waitsText(values.kind)]
        .filter(Boolean)
        .join(' '),
      confirmLabel: 'Update Rent',
      action: () => undefined,
    });
    if (!asked) return;
    const { data } = await updateRent({
      variables: { input: { studentIds: ids, idempotencyKey, ...values } },
      update: (cache) => rentUpdated(cache, ids),
    });
    const changes = data?.updateRent.changes ?? [];
    const waiting = changes.filter((change) => change.status === 'pending').length;
    onUpdated();
    onClose();
    if (waiting > 0)
      notify('success', 'Rent change sent for approval', `${waiting} of ${changes.length} wait for an admin.`);
    else
      notify(
        'success',
        changes.length === 1 ? 'Rent updated for 1 resident' : `Rent updated for ${changes.length} residents`,
      );
  };

  return (
    <FormDialog
      title="Update Rent"
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Update Rent"
    >
      <Text color="fg.muted">
        For {count}: {selectionTarget(selection)}
      </Text>
      <FormSelectField name="kind" label="Adjustment type" options={rentChangeKindOptions} required helperText={help} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {kind !== 'waiver' && (
          <FormTextField
            name="amountRupees"
            label="Amount (Rs.)"
            inputMode="decimal"
            required
            helperText={kind === 'rent_change' ? 'The new monthly rent' : 'Once, for each resident'}
          />
        )}
        <FormTextField name="effectiveDate" label="Effective date" type="date" required />
      </SimpleGrid>
      <FormTextField
        name="comment"
        label="Comment"
        multiline
        helperText={
          kind === 'one_time_discount' || kind === 'waiver' ? 'Required for a discount or a waiver' : undefined
        }
      />
    </FormDialog>
  );
}
