import { Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useConfirm } from '@/components/ConfirmDialog';
import { FormDialog } from '@/components/form/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { GiveNoticeDocument } from '@/domain/checkout/GiveNotice.generated';
import { noticeGiven } from './cacheEvents';
import { formatOrdinalDate, todayInIndia } from '@/lib/format';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { giveNoticeSchema, moveOutDate } from './giveNoticeSchema';

export type GiveNoticeDialogProps = {
  student: { id: string; name: string; noticePeriodDays: number };
  onClose: () => void;
};

function MoveOutLine({ noticePeriodDays }: { noticePeriodDays: number }) {
  const noticeDate = useWatch({ name: 'noticeDate' }) as string;
  if (!noticeDate) return null;
  return (
    <Text color="fg.muted">
      Notice period {noticePeriodDays} days: moves out on {formatOrdinalDate(moveOutDate(noticeDate, noticePeriodDays))}
    </Text>
  );
}

/**
 * Give notice, mounted open for one resident: the notice date, and the move-out date it leads to. It sends one key
 * per opening, so a double tap or a retry records one notice.
 */
export function GiveNoticeDialog({ student, onClose }: GiveNoticeDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const confirm = useConfirm();
  const [mutate] = useMutation(GiveNoticeDocument);
  const form = useSchemaForm(giveNoticeSchema(), { defaultValues: { noticeDate: todayInIndia() } });

  const handleSubmit = async ({ noticeDate }: { noticeDate: string }) => {
    const leaves = formatOrdinalDate(moveOutDate(noticeDate, student.noticePeriodDays));
    const asked = await confirm({
      title: 'Give notice',
      target: `${student.name} moves out on ${leaves}.`,
      confirmLabel: 'Give notice',
      action: () => undefined,
    });
    if (!asked) return;
    const { data } = await mutate({
      variables: { input: { studentId: student.id, noticeDate, idempotencyKey } },
      update: (cache) => noticeGiven(cache, student.id),
    });
    onClose();
    // The move-out date the server recorded, in case the rent terms changed since this page loaded.
    const recorded = data?.giveNotice.moveOutDate;
    notify(
      'success',
      'Notice recorded',
      `${student.name} moves out on ${recorded ? formatOrdinalDate(recorded) : leaves}`,
    );
  };

  return (
    <FormDialog
      title={`Give notice: ${student.name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Give notice"
    >
      <FormTextField name="noticeDate" label="Notice date" type="date" required />
      <MoveOutLine noticePeriodDays={student.noticePeriodDays} />
    </FormDialog>
  );
}
