import { SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { refundPaid } from '@/domain/checkout/cacheEvents';
import { payRefundSchema, type PayRefundValues } from '@/domain/checkout/settlementSchemas';
import { paymentMethodLabels } from '@/domain/money/labels';
import { paymentMethodOptions } from '@/domain/money/recordPaymentSchema';
import type { CheckoutCardFragment } from '@/gql/graphql';
import { PayRefundDocument } from '@/domain/checkout/Checkout.generated';
import { formatOrdinalDate, todayInIndia } from '@/lib/format';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { SettlementLines } from './CheckoutFacts';
import { Money, paymentMessages } from '@hostel-admin/rules';

export type PayRefundDialogProps = {
  checkout: CheckoutCardFragment;
  onClose: () => void;
  /** After the refund was recorded: the checkout leaves the list. */
  onPaid: () => void;
};

/**
 * Pay refund: how the refund was paid. The stay ends on the move-out date (the bed frees and the resident leaves the
 * current list): at once when that day has come, else on that day, as the confirmation says. It sends one key per
 * opening, so a double tap or a retry pays one refund.
 */
export function PayRefundDialog({ checkout, onClose, onPaid }: PayRefundDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useConfirm();
  const [payRefund] = useMutation(PayRefundDocument);
  const refund = Money.format(checkout.settlement.refundPaise);
  const moveOut = formatOrdinalDate(checkout.moveOutDate);
  // A settlement that leaves money owed does not close the account: it says so, with the amount.
  const stillOwed = checkout.settlement.stillOwedPaise;
  const owed =
    stillOwed > 0
      ? `${checkout.student.name} still owes ${Money.format(stillOwed)} after the deposit: it stays on their account, to collect on their page (Record payment) or for an admin to write off with a reason.`
      : null;
  // The stay ends on the move-out date: at once when it has come, else that day (the bed stays theirs until then).
  const endsLater = checkout.moveOutDate > todayInIndia();
  const stayEnd = endsLater
    ? `The refund is recorded now. ${checkout.student.name} keeps the bed until the move-out date, ${moveOut}: that day the stay ends, the bed becomes free and they leave the current list. Their history is kept.`
    : `The move-out date was ${moveOut}: the stay ends now, the bed becomes free and they leave the current list. Their history is kept.`;
  const form = useSchemaForm(payRefundSchema(), {
    defaultValues: { method: 'bank_transfer', reference: '', paidOn: todayInIndia() } satisfies PayRefundValues,
  });

  const handleSubmit = async (values: ReturnType<ReturnType<typeof payRefundSchema>['parse']>) => {
    const asked = await confirm({
      title: 'Pay refund',
      target: `${refund} to ${checkout.student.name} by ${paymentMethodLabels[values.method]}`,
      description: owed ? `${owed} ${stayEnd}` : stayEnd,
      confirmLabel: 'Pay refund',
      action: () => undefined,
    });
    if (!asked) return;
    await payRefund({
      variables: { input: { checkoutId: checkout.id, idempotencyKey, ...values } },
      update: (cache, { data }) =>
        refundPaid(cache, { studentId: checkout.student.id, stayEnded: data?.payRefund.student.archived ?? true }),
    });
    onPaid();
    notify(
      'success',
      `Refund paid to ${checkout.student.name}. ${endsLater ? `The bed becomes free on ${moveOut}.` : 'The bed is free.'}`,
    );
  };

  return (
    <FormDialog
      title={`Pay refund: ${checkout.student.name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Pay refund"
    >
      <SettlementLines settlement={checkout.settlement} label="Settlement to pay" />
      {stillOwed > 0 && (
        <Text>
          Still owed after the deposit: {Money.format(stillOwed)}. It stays on {checkout.student.name}&apos;s account.
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormSelectField name="method" label="Method" options={paymentMethodOptions} required />
        <FormTextField name="paidOn" label="Paid on" type="date" required />
      </SimpleGrid>
      <FormTextField name="reference" label="Reference" helperText={paymentMessages.referenceHelp} />
    </FormDialog>
  );
}
