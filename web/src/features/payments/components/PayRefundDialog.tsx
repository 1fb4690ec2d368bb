import { SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { payRefundSchema, type PayRefundValues } from '@/domain/checkout/settlementSchemas';
import { paymentMethodLabels } from '@/domain/money/labels';
import { paymentMethodOptions } from '@/domain/money/recordPaymentSchema';
import { PayRefundDocument, type CheckoutCardFragment } from '@/gql/graphql';
import { formatPaise, todayInIndia } from '@/lib/format';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';

export type PayRefundDialogProps = {
  checkout: CheckoutCardFragment;
  onClose: () => void;
  /** After the refund was recorded: the checkout leaves the list. */
  onPaid: () => void;
};

/**
 * Pay refund: how the refund was paid; the stay ends, the bed frees and the resident leaves the current list. It
 * sends one key per opening, so a double tap or a retry pays one refund.
 */
export function PayRefundDialog({ checkout, onClose, onPaid }: PayRefundDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useConfirm();
  const [payRefund] = useMutation(PayRefundDocument);
  const refund = formatPaise(checkout.settlement.refundPaise);
  const form = useSchemaForm(payRefundSchema(), {
    defaultValues: { method: 'bank_transfer', reference: '', paidOn: todayInIndia() } satisfies PayRefundValues,
  });

  const handleSubmit = async (values: ReturnType<ReturnType<typeof payRefundSchema>['parse']>) => {
    const asked = await confirm({
      title: 'Pay refund',
      target: `${refund} to ${checkout.student.name} by ${paymentMethodLabels[values.method]}`,
      description: 'Their stay ends and their bed becomes free; their history is kept.',
      confirmLabel: 'Pay refund',
      action: () => undefined,
    });
    if (!asked) return;
    await payRefund({
      variables: { input: { checkoutId: checkout.id, idempotencyKey, ...values } },
      update: (cache) => {
        for (const field of ['checkouts', 'students', 'depositList', 'rooms', 'beds'])
          cache.evict({ id: 'ROOT_QUERY', fieldName: field });
        cache.gc();
      },
    });
    onPaid();
    notify('success', `Refund paid to ${checkout.student.name}`);
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
      <Text>Refund: {refund}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormSelectField name="method" label="Method" options={paymentMethodOptions} required />
        <FormTextField name="paidOn" label="Paid on" type="date" required />
      </SimpleGrid>
      <FormTextField
        name="reference"
        label="Reference"
        helperText="UTR or transaction id; required for UPI and bank transfer"
      />
    </FormDialog>
  );
}
