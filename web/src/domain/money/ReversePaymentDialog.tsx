import { DataList, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import type { ReversePayment_PaymentFragment } from '@/gql/graphql';
import {
  RejectPaymentDocument,
  ReversiblePaymentsDocument,
  VoidPaymentDocument,
} from '@/domain/money/ReversePayment.generated';
import { formatOrdinalDate } from '@/lib/format';
import { z } from '@/lib/form/zod';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { paymentChanged } from './cacheEvents';
import { paymentMethodLabels } from './labels';
import { Money, REVERSAL_REASON_MAX, REVERSAL_REASON_MIN, reversalReasonProblem } from '@hostel-admin/rules';

export type ReversalKind = 'void' | 'reject';
export type ReversiblePayment = ReversePayment_PaymentFragment;

/** The payments each action takes: a void a complete one, a reject one waiting for verification. */
const TAKES: Record<ReversalKind, ReversiblePayment['status']> = { void: 'complete', reject: 'pending' };

const reverseSchema = z.object({
  // The payment chosen (empty: the first). Not named paymentId, so the server's refusals of the payment ("already
  // voided") show in the form's alert, which is always on screen.
  choice: z.string(),
  reason: z
    .string()
    .trim()
    .superRefine((reason, context) => {
      const problem = reversalReasonProblem(reason);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

/** "R-000197 · Rs. 6,000 on 20th Nov, 2026 by UPI": a payment as a choice. */
export function paymentChoiceLabel(payment: ReversiblePayment): string {
  return `${payment.receiptNumber} · ${Money.format(payment.amountPaise)} on ${formatOrdinalDate(payment.paidOn)} by ${paymentMethodLabels[payment.method]}`;
}

/** What the action does to money, in a sentence, before it is confirmed. */
export function reversalEffect(kind: ReversalKind, payment: ReversiblePayment, studentName: string): string {
  return kind === 'void'
    ? `${Money.format(payment.amountPaise)} goes back onto ${studentName}'s balance today, and the periods it settled are due again; receipt ${payment.receiptNumber} will read VOID.`
    : `${Money.format(payment.amountPaise)} never arrived: it stops counting as pending verification and settles nothing, so the periods it covered are due; receipt ${payment.receiptNumber} will read VOID.`;
}

export type ReversePaymentDialogProps = {
  kind: ReversalKind;
  student: { id: string; name: string };
  /** The payment, when opened from its ledger line; left out, the admin chooses among the resident's payments. */
  payment?: ReversiblePayment;
  onClose: () => void;
};

/**
 * Void payment (a complete one: a duplicate, a bounced transfer, a mistake) or Reject payment (one waiting for
 * verification whose money never arrived), for an admin: names the payment, asks why, and says what it does to
 * money before the red button. One key per opening, so a double tap acts once. Nothing is deleted.
 */
export function ReversePaymentDialog({ kind, student, payment: given, onClose }: ReversePaymentDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { data, loading, error, refetch } = useQuery(ReversiblePaymentsDocument, {
    variables: { id: student.id },
    skip: !!given,
    fetchPolicy: 'cache-and-network',
  });
  const choices = given ? [given] : (data?.student.payments ?? []).filter((p) => p.status === TAKES[kind]);
  const form = useSchemaForm(reverseSchema, { defaultValues: { choice: given?.id ?? '', reason: '' } });
  const chosenId = form.watch('choice') || choices[0]?.id;
  const payment = choices.find((p) => p.id === chosenId);
  const [voidPayment] = useMutation(VoidPaymentDocument);
  const [rejectPayment] = useMutation(RejectPaymentDocument);
  const action = kind === 'void' ? 'Void payment' : 'Reject payment';

  const handleSubmit = async (values: { choice: string; reason: string }) => {
    if (!payment) return;
    const variables = { input: { paymentId: payment.id, reason: values.reason, idempotencyKey } };
    if (kind === 'void')
      await voidPayment({ variables, update: (cache, { data }) => data && paymentChanged(cache, data.voidPayment) });
    else
      await rejectPayment({
        variables,
        update: (cache, { data }) => data && paymentChanged(cache, data.rejectPayment),
      });
    onClose();
    notify(
      'success',
      `Payment ${payment.receiptNumber} ${kind === 'void' ? 'voided' : 'rejected'}`,
      kind === 'void'
        ? `${Money.format(payment.amountPaise)} is back on ${student.name}'s balance; the receipt reads VOID.`
        : `It no longer counts as pending; the receipt reads VOID.`,
    );
  };

  return (
    <FormDialog
      title={`${action}: ${student.name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel={action}
      destructive
      canSubmit={!!payment}
    >
      {error && <LoadError what="the payments" error={error} onRetry={refetch} />}
      {loading && !data && !given && <PageSpinner label="Loading the payments" />}
      {!given && data && choices.length === 0 && (
        <Text>
          {kind === 'void'
            ? `${student.name} has no complete payment to void.`
            : `${student.name} has no payment waiting for verification.`}
        </Text>
      )}
      {!given && choices.length > 1 && (
        <FormSelectField
          name="choice"
          label="Payment"
          required
          options={choices.map((p) => ({ value: p.id, label: paymentChoiceLabel(p) }))}
        />
      )}
      {payment && (
        <>
          <DataList.Root orientation="horizontal" size="sm" aria-label={`Payment ${payment.receiptNumber}`}>
            {[
              ['Receipt', payment.receiptNumber],
              ['Resident', student.name],
              ['Amount', Money.format(payment.amountPaise)],
              ['Paid on', formatOrdinalDate(payment.paidOn)],
              ['Method', paymentMethodLabels[payment.method]],
              ['Reference', payment.reference ?? '-'],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Text fontWeight="semibold">{reversalEffect(kind, payment, student.name)}</Text>
          <Text color="fg.muted" textStyle="sm">
            Nothing is deleted: the payment stays on the ledger, marked {kind === 'void' ? 'voided' : 'rejected'}, with
            your reason.
          </Text>
          <FormTextField
            name="reason"
            label="Reason"
            multiline
            required
            helperText={`Printed on the receipt and kept on the ledger (${REVERSAL_REASON_MIN} to ${REVERSAL_REASON_MAX} characters)`}
          />
        </>
      )}
    </FormDialog>
  );
}
