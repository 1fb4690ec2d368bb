import {
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  IconButton,
  Link,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { LuDownload, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useConfirm } from '@/components/ConfirmDialog';
import { paths } from '@/config/paths';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { deductionKindOptions, deductionSchema, deductionsSchema } from '@/domain/checkout/settlementSchemas';
import type { CheckoutCardFragment } from '@/gql/graphql';
import {
  ApproveSettlementDocument,
  PrepareSettlementDocument,
  SettlementPreviewDocument,
} from '@/domain/checkout/Checkout.generated';
import { z } from '@/lib/form/zod';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { useCan } from '@/lib/permissions';
import { notify } from '@/lib/toaster';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { useDownloadRefundVoucher } from '@/domain/checkout/refundVoucher';
import { CheckoutTerms, SettlementLines, SettlementProgress, settlementSentence } from './CheckoutFacts';
import { PayRefundDialog } from './PayRefundDialog';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import { DEDUCTIONS_MAX, Money } from '@hostel-admin/rules';

export type CheckoutDialogProps = { checkout: CheckoutCardFragment; onClose: () => void };

/**
 * The checkout card's modal. Under notice: the terms and Proceed, which starts the settlement with the itemised
 * deductions (the refund shown before it is confirmed). Settling: the steps with their days and the settlement line
 * by line, and the next step for an admin: approve, then pay the refund. Paid: the same, with the refund voucher.
 */
export function CheckoutDialog({ checkout, onClose }: CheckoutDialogProps) {
  const canPrepare = useCan('checkout_prepare');
  const [paying, setPaying] = useState(false);
  if (checkout.status === 'notice' && canPrepare) return <ProceedDialog checkout={checkout} onClose={onClose} />;
  return (
    <>
      <InfoDialog
        title={`Checkout: ${checkout.student.name}`}
        onClose={onClose}
        actions={<NextStep checkout={checkout} onPay={() => setPaying(true)} />}
      >
        {checkout.status === 'notice' ? (
          <CheckoutTerms checkout={checkout} />
        ) : (
          <SettlementProgress checkout={checkout} />
        )}
        <Link asChild color="primary.fg" minHeight="11" display="inline-flex" alignItems="center">
          <RouterLink to={paths.student(checkout.student.id)}>{checkout.student.name}&apos;s page</RouterLink>
        </Link>
      </InfoDialog>
      {paying && <PayRefundDialog checkout={checkout} onClose={() => setPaying(false)} onPaid={onClose} />}
    </>
  );
}

/**
 * The next step on a settlement: an admin approves it (the spec's "received by the provider"), then pays the refund;
 * a paid one offers its refund voucher.
 */
function NextStep({ checkout, onPay }: { checkout: CheckoutCardFragment; onPay: () => void }) {
  const canApprove = useCan('checkout_approve');
  const confirm = useConfirm();
  const voucher = useDownloadRefundVoucher();
  const [approve] = useMutation(ApproveSettlementDocument);
  if (checkout.status === 'refunded')
    return (
      <Button loading={voucher.pending} onClick={() => void voucher.download(checkout.id)}>
        <LuDownload aria-hidden />
        Refund voucher
      </Button>
    );
  if (!canApprove) return null;
  if (checkout.status === 'approved') return <Button onClick={onPay}>Pay refund</Button>;
  if (checkout.status !== 'in_process') return null;
  const ask = () =>
    confirm({
      title: 'Approve settlement',
      target: `${checkout.student.name}: refund ${Money.format(checkout.settlement.refundPaise)}`,
      description: `${settlementSentence(checkout.settlement)} Once approved, the refund can be paid.`,
      confirmLabel: 'Approve',
      action: () => approve({ variables: { input: { checkoutId: checkout.id } } }),
      success: 'Settlement approved',
      failure: 'The settlement was not approved. Try again, or choose Cancel.',
    });
  return <Button onClick={() => void ask()}>Approve</Button>;
}

type InfoDialogProps = { title: string; onClose: () => void; actions?: ReactNode; children: ReactNode };

function InfoDialog({ title, onClose, actions, children }: InfoDialogProps) {
  return (
    <Dialog.Root
      onFocusOutside={keepOpenOnFocusOutside}
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">{children}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              {actions}
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

const proceedSchema = z.object({ deductions: deductionsSchema });

/**
 * Proceed: the terms, the deductions, and the refund they leave, before the settlement starts. It sends one key per
 * opening, so a double tap or a retry starts the settlement once.
 */
function ProceedDialog({ checkout, onClose }: CheckoutDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useConfirm();
  const [prepare] = useMutation(PrepareSettlementDocument);
  const form = useSchemaForm(proceedSchema, {
    defaultValues: { deductions: [] },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'deductions' });
  const drafts = useWatch({ control: form.control, name: 'deductions' }) ?? [];
  const valid = drafts.flatMap((draft) => {
    const parsed = deductionSchema.safeParse(draft);
    return parsed.success ? [parsed.data] : [];
  });
  // Debounced by its text: a new array each render must not restart the timer.
  const settled = useDebouncedValue(JSON.stringify(valid), 300);
  const deductions = useMemo(() => JSON.parse(settled) as typeof valid, [settled]);
  const preview = useQuery(SettlementPreviewDocument, { variables: { checkoutId: checkout.id, deductions } });
  const settlement = (preview.data ?? preview.previousData)?.settlementPreview;

  const handleSubmit = async (values: z.output<typeof proceedSchema>) => {
    const refund = settlement ? Money.format(settlement.refundPaise) : 'the rest of the deposit';
    const asked = await confirm({
      title: 'Proceed with the settlement',
      target: `${checkout.student.name}: ${values.deductions.length} deduction${values.deductions.length === 1 ? '' : 's'}, refund ${refund}`,
      description: 'An admin approves it and pays the refund; the stay ends when the refund is paid.',
      confirmLabel: 'Proceed',
      action: () => undefined,
    });
    if (!asked) return;
    await prepare({ variables: { input: { checkoutId: checkout.id, deductions: values.deductions, idempotencyKey } } });
    onClose();
    notify('success', 'Settlement started', `${checkout.student.name} is now in process.`);
  };

  return (
    <FormDialog
      title={`Checkout: ${checkout.student.name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Proceed"
    >
      <CheckoutTerms checkout={checkout} />
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Deductions
        </Heading>
        {fields.length === 0 && (
          <Text color="fg.muted">No deductions: the deposit pays the dues and the rest is refunded.</Text>
        )}
        {fields.map((field, index) => (
          <Stack key={field.id} gap="2" borderWidth="1px" borderRadius="l2" padding="3">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <FormSelectField
                name={`deductions.${index}.kind`}
                label={`Deduction ${index + 1}`}
                options={deductionKindOptions}
                required
              />
              <FormTextField
                name={`deductions.${index}.amountRupees`}
                label="Amount (Rs.)"
                inputMode="decimal"
                required
              />
            </SimpleGrid>
            <HStack align="end" gap="2">
              <Stack flex="1">
                <FormTextField name={`deductions.${index}.note`} label="Note" required />
              </Stack>
              <IconButton
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove deduction ${index + 1}`}
                onClick={() => remove(index)}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          </Stack>
        ))}
        {fields.length < DEDUCTIONS_MAX && (
          <Button
            variant="outline"
            alignSelf="start"
            onClick={() => append({ kind: 'damage', amountRupees: '', note: '' })}
          >
            <LuPlus aria-hidden />
            Add deduction
          </Button>
        )}
      </Stack>
      <Stack gap="2" aria-busy={preview.loading}>
        <Heading as="h3" size="sm">
          Settlement
        </Heading>
        {settlement ? (
          <SettlementLines settlement={settlement} label="Settlement preview" />
        ) : (
          <Text color="fg.muted">Working out the refund…</Text>
        )}
      </Stack>
    </FormDialog>
  );
}
