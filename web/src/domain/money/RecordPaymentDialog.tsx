import { Alert, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { PaymentPreviewDocument } from '@/domain/money/money.generated';
import { todayInIndia } from '@/lib/format';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { paymentMethodLabels } from './labels';
import { paymentEffectText, paymentRecordedText } from './paymentEffect';
import { paymentMethodOptions, recordPaymentSchema, type RecordPaymentValues } from './recordPaymentSchema';
import { useRecordPayment } from './useRecordPayment';
import { Money, paymentMessages } from '@hostel-admin/rules';

export type RecordPaymentDialogProps = {
  student: { id: string; name: string };
  /** What the resident owes now, to start the Amount with (nothing when they owe nothing). */
  duePaise: number;
  onClose: () => void;
};

/**
 * Record payment, mounted open for one resident: amount (what is due), method, reference (UTR or transaction id),
 * paid on, note. It asks before recording, saying what the amount settles and what stays due (the server's
 * paymentPreview) and, for UPI, bank transfer and card, that it counts once verified; the toast says the same from
 * the payment recorded. It sends one key per opening, so a double click or a retry records one payment. A reference another payment of the hostel has is refused by the server, naming that payment: the
 * dialog shows it as a warning with Record anyway, which sends the same key with allowDuplicateReference.
 */
export function RecordPaymentDialog({ student, duePaise, onClose }: RecordPaymentDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useConfirm();
  const client = useApolloClient();
  const { recordPayment } = useRecordPayment();
  /** The server's words on a reference already used, and the Reference they were for. */
  const [duplicate, setDuplicate] = useState<{ reference: string; message: string } | null>(null);
  const form = useSchemaForm(recordPaymentSchema(), {
    defaultValues: {
      amountRupees: duePaise > 0 ? Money.toRupeesInput(duePaise) : '',
      method: 'cash',
      reference: '',
      paidOn: todayInIndia(),
      note: '',
    } satisfies RecordPaymentValues,
  });

  type Values = ReturnType<ReturnType<typeof recordPaymentSchema>['parse']>;
  const warning = duplicate && form.watch('reference') === duplicate.reference ? duplicate.message : null;

  const record = async (values: Values, allowDuplicateReference: boolean) => {
    const input = { studentId: student.id, idempotencyKey, ...values };
    try {
      const change = await recordPayment(allowDuplicateReference ? { ...input, allowDuplicateReference } : input);
      onClose();
      if (change)
        notify('success', paymentRecordedText(change.payment, student.name), `Receipt ${change.payment.receiptNumber}`);
      else notify('success', 'Payment recorded');
    } catch (error) {
      const problem = explainGraphqlError(error);
      const message = problem.code === 'CONFLICT' ? problem.fields.reference : undefined;
      if (!message || allowDuplicateReference) throw error;
      setDuplicate({ reference: form.getValues('reference'), message });
    }
  };

  const handleSubmit = async (values: Values) => {
    // What it settles and what stays due, from the server's arithmetic (the same recording uses).
    const { data } = await client.query({
      query: PaymentPreviewDocument,
      variables: { studentId: student.id, amountPaise: values.amountPaise, method: values.method },
      fetchPolicy: 'no-cache',
    });
    const preview = data?.paymentPreview;
    const effect = preview ? paymentEffectText(preview) : '';
    const asked = await confirm({
      title: 'Record payment',
      target: `${Money.format(values.amountPaise)} from ${student.name} by ${paymentMethodLabels[values.method]}`,
      description: preview?.countsOnceVerified
        ? `${effect} It counts as collected once an admin verifies it.`
        : effect || undefined,
      confirmLabel: 'Record',
      action: () => undefined,
    });
    if (!asked) return;
    setDuplicate(null);
    await record(values, false);
  };

  return (
    <FormDialog
      title={`Record payment: ${student.name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Record payment"
    >
      {duePaise > 0 ? (
        <Text color="fg.muted">Due now: {Money.format(duePaise)}</Text>
      ) : (
        <Text color="fg.muted">Nothing is due now; a payment is kept as credit.</Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormTextField name="amountRupees" label="Amount (Rs.)" inputMode="decimal" required />
        <FormSelectField name="method" label="Method" options={paymentMethodOptions} required />
        <FormTextField name="reference" label="Reference" helperText={paymentMessages.referenceHelp} />
        <FormTextField name="paidOn" label="Paid on" type="date" required />
      </SimpleGrid>
      <FormTextField name="note" label="Note" multiline />
      {/* Announced as an alert and not focused: recording anyway is chosen on purpose (Tab reaches it). */}
      {warning && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>Reference already used</Alert.Title>
            <Alert.Description>{warning}</Alert.Description>
            <Button
              type="button"
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              disabled={form.pending}
              onClick={form.submit((values) => record(values, true))}
            >
              Record anyway
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
    </FormDialog>
  );
}
