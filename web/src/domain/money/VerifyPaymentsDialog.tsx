import { Button, CloseButton, Dialog, HStack, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { useConfirm } from '@/components/ConfirmDialog';
import { PendingPaymentsDocument } from '@/domain/money/PendingPayments.generated';
import { formatOrdinalDate } from '@/lib/format';
import { paymentMethodLabels } from './labels';
import { useVerifyPayment } from './useRecordPayment';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import { Money } from '@hostel-admin/rules';

export type VerifyPaymentsDialogProps = {
  student: { id: string; name: string };
  onClose: () => void;
};

type SameReference = { receiptNumber: string; amountPaise: number; paidOn: string; student: { name: string } };

/** "Same reference as R-000197 (Asha Rao, Rs. 6,000 on 20th Nov 2026)": the hostel's other payments with it. */
function sameReferenceText(matches: SameReference[]): string | null {
  if (!matches.length) return null;
  const named = matches.map(
    (m) => `${m.receiptNumber} (${m.student.name}, ${Money.format(m.amountPaise)} on ${formatOrdinalDate(m.paidOn)})`,
  );
  return `Same reference as ${named.join(', ')}. Check with the bank that these are different payments.`;
}

/**
 * Verify, mounted open for one resident: their UPI, bank transfer and card payments waiting for an admin, each
 * with its reference to check against the bank, and the hostel's other payments with the same reference. A payment
 * the caller recorded waits for another admin while the hostel's Payment verification (maker-checker) is enforced;
 * otherwise the caller verifies it, and the log notes it.
 */
export function VerifyPaymentsDialog({ student, onClose }: VerifyPaymentsDialogProps) {
  const confirm = useConfirm();
  const { verifyPayment } = useVerifyPayment();
  const { data, loading, error, refetch } = useQuery(PendingPaymentsDocument, {
    variables: { id: student.id },
    fetchPolicy: 'cache-and-network',
  });
  const payments = data?.student.pendingPayments ?? [];
  // Until the hostel is read, a payment the caller recorded waits, as the server would refuse it.
  const enforced = data?.hostel.makerCheckerEnforced ?? true;
  const ownNote = !enforced
    ? data?.hostel.paymentMakerChecker === 'off'
      ? 'You recorded it. The hostel lets you verify it; the activity log notes that you did.'
      : 'You recorded it. As the only admin of the hostel you may verify it; the activity log notes that you did.'
    : data?.hostel.paymentMakerChecker === 'on'
      ? 'You recorded it: another admin verifies it (Payment verification: Always another admin).'
      : 'You recorded it: another admin verifies it.';

  const verify = (payment: (typeof payments)[number]) =>
    confirm({
      title: 'Verify payment',
      target: `${Money.format(payment.amountPaise)} from ${student.name} by ${paymentMethodLabels[payment.method]}, reference ${payment.reference ?? '-'}`,
      description: (
        <>
          {sameReferenceText(payment.sameReference) && (
            <Text as="span" display="block" fontWeight="semibold" mb="2">
              {sameReferenceText(payment.sameReference)}
            </Text>
          )}
          {payment.recordedByMe
            ? 'Verify only after the bank shows it: it then counts as collected. You recorded this payment, so the activity log notes that you verified it yourself.'
            : 'Verify only after the bank shows it: it then counts as collected.'}
        </>
      ),
      confirmLabel: 'Verify',
      action: () => verifyPayment(payment.id),
      success: `Payment ${payment.receiptNumber} verified`,
      failure: 'The payment was not verified. Try again, or choose Cancel.',
    });

  return (
    <Dialog.Root
      onFocusOutside={keepOpenOnFocusOutside}
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Verify payments: {student.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && <LoadError what="the payments" error={error} onRetry={refetch} />}
              {loading && !data && <PageSpinner label="Loading the payments" />}
              {data && payments.length === 0 && <Text>No payments are waiting for verification.</Text>}
              <List.Root variant="plain" gap="4" aria-label="Payments waiting for verification">
                {payments.map((payment) => (
                  <List.Item key={payment.id}>
                    <Stack gap="1" width="full">
                      <HStack justify="space-between" wrap="wrap" gap="2">
                        <Text fontWeight="semibold">
                          {Money.format(payment.amountPaise)} by {paymentMethodLabels[payment.method]}
                        </Text>
                        <Button
                          size="sm"
                          disabled={payment.recordedByMe && enforced}
                          onClick={() => void verify(payment)}
                          aria-label={`Verify ${payment.receiptNumber}`}
                        >
                          Verify
                        </Button>
                      </HStack>
                      <Text textStyle="sm" color="fg.muted">
                        {payment.receiptNumber} · paid on {formatOrdinalDate(payment.paidOn)} · reference{' '}
                        {payment.reference ?? '-'}
                      </Text>
                      {sameReferenceText(payment.sameReference) && (
                        <Text textStyle="sm" fontWeight="semibold">
                          {sameReferenceText(payment.sameReference)}
                        </Text>
                      )}
                      {payment.recordedByMe && (
                        <Text textStyle="sm" color="fg.muted">
                          {ownNote}
                        </Text>
                      )}
                    </Stack>
                  </List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
