import { Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { amountAsPaise } from '@/domain/money/recordPaymentSchema';
import { balanceWrittenOff } from '@/domain/money/cacheEvents';
import { WriteOffBalanceDocument } from '@/features/students/graphql/WriteOffBalance.generated';
import { z } from '@/lib/form/zod';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { atMostCharacters, Money, paymentMessages, WRITE_OFF_REASON_MAX } from '@hostel-admin/rules';

/** The amount typed in rupees (sent in paise), at most what is owed, and the reason kept on the ledger. */
const writeOffSchema = (owedPaise: number) =>
  z
    .object({
      amountRupees: amountAsPaise('Amount').refine(
        (paise) => paise <= owedPaise,
        `Amount can be at most ${Money.format(owedPaise)}, what is owed.`,
      ),
      reason: z
        .string()
        .trim()
        .min(1, paymentMessages.reasonRequired)
        .max(WRITE_OFF_REASON_MAX, atMostCharacters('Reason', WRITE_OFF_REASON_MAX)),
    })
    .transform(({ amountRupees, reason }) => ({ amountPaise: amountRupees, reason }));

export type WriteOffDialogProps = {
  student: { id: string; name: string };
  /** What the leaver owes now. */
  owedPaise: number;
  onClose: () => void;
};

/**
 * Write off, for an admin, on the page of a leaver who still owes: how much (all of it to start with) and why. It
 * says what it does to the balance before it is confirmed, and sends one key per opening.
 */
export function WriteOffDialog({ student, owedPaise, onClose }: WriteOffDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useConfirm();
  const [writeOff] = useMutation(WriteOffBalanceDocument);
  const form = useSchemaForm(writeOffSchema(owedPaise), {
    defaultValues: { amountRupees: Money.toRupeesInput(owedPaise), reason: '' },
  });

  const handleSubmit = async (values: { amountPaise: number; reason: string }) => {
    const left = owedPaise - values.amountPaise;
    const asked = await confirm({
      title: 'Write off',
      target: `${Money.format(values.amountPaise)} owed by ${student.name}`,
      description: `Their balance becomes ${Money.format(left)}. The write-off is kept on their ledger with your reason; it cannot be undone.`,
      confirmLabel: 'Write off',
      // Money given up, for good: red, like a removal.
      destructive: true,
      action: () => undefined,
    });
    if (!asked) return;
    await writeOff({
      variables: { input: { studentId: student.id, idempotencyKey, ...values } },
      update: (cache) => balanceWrittenOff(cache, student.id),
    });
    onClose();
    notify('success', `${Money.format(values.amountPaise)} written off for ${student.name}`);
  };

  return (
    <FormDialog
      title={`Write off: ${student.name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Write off"
    >
      <Text>Owed: {Money.format(owedPaise)}</Text>
      <FormTextField name="amountRupees" label="Amount (Rs.)" inputMode="decimal" required />
      <FormTextField name="reason" label="Reason" required helperText="Kept on the ledger, for whoever reads it" />
    </FormDialog>
  );
}
