import { Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { selectionTarget, type Selection } from '@/domain/housing/ResidentPicker/ResidentPicker';
import { extraChargesChanged } from '@/domain/money/cacheEvents';
import { chargeReasonOptions } from '@/domain/money/chargeSchemas';
import {
  chargeFormSchema,
  chargeWayOptions,
  type ChargeFormOutput,
  type ChargeFormValues,
  type ChargeWay,
} from '@/domain/money/extraChargeSchema';
import { chargeQuestion, residentsText, type ChargeLine } from '@/domain/money/extraChargeText';
import type { AddChargesInput, AddChargesMutation } from '@/gql/graphql';
import { AddChargesDocument, MeterSplitDocument } from '@/features/payments/graphql/ExtraBilling.generated';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { MeterBillFields } from './MeterBillFields';

/** What one Add Charge wrote: the charges (for the toast and its Void) and the total. */
export type ChargedBatch = AddChargesMutation['createCharges'];

export type AddChargeDialogProps = {
  selection: Selection;
  /** The way it opens with: a meter bill needs no residents chosen. */
  way: ChargeWay;
  onClose: () => void;
  /** After the charges were written: the selection is cleared, the toast says what was charged. */
  onCharged: (batch: ChargedBatch) => void;
};

const reasonLabel = (reason: string) => chargeReasonOptions.find((option) => option.value === reason)?.label ?? reason;

/** The fields of the chosen way (inside the form, where the way is watched). */
function WayFields({ selection }: { selection: Selection }) {
  const way = useWatch({ name: 'way' }) as ChargeWay;
  const names = [...selection.entries()];
  if (way === 'meter') return <MeterBillFields />;
  if (way === 'each')
    return (
      <Stack gap="3" role="group" aria-label="Amount per resident">
        {names.map(([id, name], i) => (
          <FormTextField
            key={id}
            name={`charges.${i}.amountRupees`}
            label={`${name} (Rs.)`}
            inputMode="decimal"
            required
          />
        ))}
      </Stack>
    );
  return (
    <>
      <Text color="fg.muted">
        For {residentsText(names.length)}: {selectionTarget(selection)}
      </Text>
      <FormTextField
        name="amountRupees"
        label="Amount (Rs.)"
        inputMode="decimal"
        required
        helperText="For each resident"
      />
    </>
  );
}

/**
 * Add Charge, three ways: one amount for each chosen resident, an amount per resident, or a room's meter bill split
 * among the residents in it (the split shown before confirming). The confirmation names every resident with their
 * amount and the total; all are charged or none. One key per opening, so a double tap or a retry charges once.
 */
export function AddChargeDialog({ selection, way, onClose, onCharged }: AddChargeDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useConfirm();
  const client = useApolloClient();
  const [addCharges] = useMutation(AddChargesDocument);
  const ids = [...selection.keys()];
  const defaultValues: ChargeFormValues = {
    way,
    amountRupees: '',
    charges: ids.map((studentId) => ({ studentId, amountRupees: '' })),
    meter: { roomId: '', billRupees: '', previousReading: '', currentReading: '', rateRupees: '' },
    reason: way === 'meter' ? 'electric' : '',
    comment: '',
  };
  const form = useSchemaForm(chargeFormSchema(), { defaultValues });
  const ways = selection.size > 0 ? chargeWayOptions : chargeWayOptions.filter((option) => option.value === 'meter');

  /** The input and the lines the confirmation lists, for the way chosen (a meter bill: the split as it is now). */
  const prepare = async (values: ChargeFormOutput): Promise<[AddChargesInput, ChargeLine[]]> => {
    const common = { reason: values.reason, comment: values.comment, idempotencyKey };
    if (values.way === 'same')
      return [
        { ...common, studentIds: ids, amountPaise: values.amountPaise },
        ids.map((id) => ({ name: selection.get(id) ?? '', amountPaise: values.amountPaise })),
      ];
    if (values.way === 'each')
      return [
        { ...common, charges: values.charges },
        values.charges.map((line) => ({ name: selection.get(line.studentId) ?? '', amountPaise: line.amountPaise })),
      ];
    const { data } = await client.query({
      query: MeterSplitDocument,
      variables: { roomId: values.meter.roomId, billPaise: values.meter.billPaise },
      fetchPolicy: 'network-only',
    });
    const parts = data?.meterSplit.parts ?? [];
    if (!parts.length) {
      form.setError('meter.roomId', { type: 'server', message: 'Nobody lives in this room today.' });
      throw new Error('empty room');
    }
    return [
      {
        ...common,
        charges: parts.map((part) => ({ studentId: part.student?.id ?? '', amountPaise: part.amountPaise })),
        meter: values.meter,
      },
      parts.map((part) => ({ name: `${part.studentName} (${part.bedLabel})`, amountPaise: part.amountPaise })),
    ];
  };

  const handleSubmit = async (values: ChargeFormOutput) => {
    let prepared: [AddChargesInput, ChargeLine[]];
    try {
      prepared = await prepare(values);
    } catch (error) {
      if (error instanceof Error && error.message === 'empty room') return;
      throw error;
    }
    const [input, lines] = prepared;
    const asked = await confirm({
      title: 'Add Charge',
      target: chargeQuestion(lines),
      description: `${reasonLabel(values.reason)}, on each resident's ledger today. All are charged or none.`,
      confirmLabel: 'Charge',
      action: () => undefined,
    });
    if (!asked) return;
    const { data } = await addCharges({
      variables: { input },
      update: (cache, result) => extraChargesChanged(cache, result.data?.createCharges.students.map((s) => s.id) ?? []),
    });
    onClose();
    if (data) onCharged(data.createCharges);
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
      {ways.length > 1 && <FormSelectField name="way" label="How to charge" options={ways} required />}
      <WayFields selection={selection} />
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
