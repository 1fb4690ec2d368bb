import { Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { ExtendStayDocument, StayExtensionPreviewDocument } from '@/domain/checkout/ExtendStay.generated';
import { formatOrdinalDate } from '@/lib/format';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { Money } from '@hostel-admin/rules';
import { noticeGiven } from './cacheEvents';
import { extendStaySchema } from './extendStaySchema';

export type ExtendStayDialogProps = {
  checkout: { id: string; moveOutDate: string; student: { id: string; name: string } };
  onClose: () => void;
};

/** What the extension does to money, in words for the confirmation. */
function rentWords(rentPaise: number, periods: number): string {
  if (!periods || rentPaise <= 0) return 'No rent is billed now; rent resumes as each period starts.';
  return `${Money.format(rentPaise)} of rent is billed now (${periods} period${periods === 1 ? '' : 's'}), and rent resumes until then.`;
}

/**
 * Extend stay, mounted open for one checkout: a later move-out date. Before it is confirmed the dialog asks the server
 * what it bills now and says so; one key per opening, so a double tap extends once.
 */
export function ExtendStayDialog({ checkout, onClose }: ExtendStayDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const client = useApolloClient();
  const confirm = useConfirm();
  const [mutate] = useMutation(ExtendStayDocument);
  const form = useSchemaForm(extendStaySchema(checkout.moveOutDate), { defaultValues: { moveOutDate: '' } });
  const name = checkout.student.name;

  const handleSubmit = async ({ moveOutDate }: { moveOutDate: string }) => {
    const { data } = await client.query({
      query: StayExtensionPreviewDocument,
      variables: { checkoutId: checkout.id, moveOutDate },
      fetchPolicy: 'network-only',
    });
    const preview = data?.stayExtensionPreview;
    if (!preview) return;
    const asked = await confirm({
      title: 'Extend stay',
      target: `${name} stays until ${formatOrdinalDate(moveOutDate)}. ${rentWords(preview.rentPaise, preview.periods)}`,
      confirmLabel: 'Extend stay',
      action: () => undefined,
    });
    if (!asked) return;
    await mutate({
      variables: { input: { checkoutId: checkout.id, moveOutDate, idempotencyKey } },
      update: (cache) => noticeGiven(cache, checkout.student.id),
    });
    onClose();
    notify('success', 'Stay extended', `${name} moves out on ${formatOrdinalDate(moveOutDate)}`);
  };

  return (
    <FormDialog
      title={`Extend stay: ${name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Extend stay"
    >
      <Text color="fg.muted">Present move-out date: {formatOrdinalDate(checkout.moveOutDate)}</Text>
      <FormTextField name="moveOutDate" label="New move-out date" type="date" required />
    </FormDialog>
  );
}
